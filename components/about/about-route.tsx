import type { Metadata } from 'next';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/site/seo';
import { AboutView } from '@/components/about/about-view';
import { PageFrame } from '@/components/layout/page-frame';
import { ROUTES } from '@/lib/routes';

export function aboutRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const { pageTitles, about } = copyFor(locale);
  const path = localePath(locale, ROUTES.about);
  return {
    metadata: pageMetadata({ title: pageTitles.about, description: about.heroText, path }),
    Page: function AboutPage() {
      return (
        <PageFrame path={path} locale={locale}>
          <AboutView responsibleAttorney={readSiteConfig().responsibleAttorney} locale={locale} />
        </PageFrame>
      );
    },
  };
}
