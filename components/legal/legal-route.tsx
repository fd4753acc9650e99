import type { Metadata } from 'next';
import { readSiteConfig } from '@/lib/config';
import { localePath, type Locale } from '@/lib/i18n';
import { loadLegalPage, type LegalPageSlug } from '@/lib/content/legal-pages';
import { pageMetadata } from '@/lib/site/seo';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { LegalArticle } from '@/components/legal/legal-article';
import { PageFrame } from '@/components/layout/page-frame';

/** Metadata and page component for a Markdown page in content/pages (content/es/pages in Spanish). */
export function legalRoute(slug: LegalPageSlug, englishPath: string, locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const page = loadLegalPage(slug, { responsibleAttorney: readSiteConfig().responsibleAttorney }, undefined, locale);
  const path = localePath(locale, englishPath);
  return {
    metadata: pageMetadata({ title: page.title, description: page.description, path }),
    Page: function LegalRoutePage() {
      return (
        <PageFrame path={path} locale={locale}>
          <LegalArticle page={page} locale={locale} />
          {/* The safety page ends with every crisis line, as the contact and confirmation pages do. */}
          {slug === 'safety' && (
            <div className="mx-auto max-w-blog px-4 pb-16">
              <CrisisHelp locale={locale} />
            </div>
          )}
        </PageFrame>
      );
    },
  };
}
