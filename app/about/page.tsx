import type { Metadata } from 'next';
import { about } from '@/lib/content';
import { readSiteConfig } from '@/lib/config';
import { pageMetadata } from '@/lib/seo';
import { AboutView } from '@/components/about/about-view';
import { pageTitles } from '@/content/layout';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = pageMetadata({ title: pageTitles.about, description: about.heroText, path: '/about/' });

export default function AboutPage() {
  return (
    <PageFrame path="/about/">
      <AboutView responsibleAttorney={readSiteConfig().responsibleAttorney} />
    </PageFrame>
  );
}
