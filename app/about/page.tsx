import type { Metadata } from 'next';
import { about } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { AboutView } from '@/components/about/about-view';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = pageMetadata({ title: 'About Us', description: about.heroText, path: '/about/' });

export default function AboutPage() {
  return (
    <PageFrame path="/about/">
      <AboutView />
    </PageFrame>
  );
}
