import type { Metadata } from 'next';
import { readSiteConfig } from '@/lib/config';
import { loadLegalPage, type LegalPageSlug } from '@/lib/legal-pages';
import { pageMetadata } from '@/lib/seo';
import { LegalArticle } from '@/components/legal/legal-article';
import { PageFrame } from '@/components/layout/page-frame';

/** Metadata and page component for a Markdown page in content/pages. */
export function legalRoute(slug: LegalPageSlug, path: string): { metadata: Metadata; Page: () => React.ReactNode } {
  const page = loadLegalPage(slug, { responsibleAttorney: readSiteConfig().responsibleAttorney });
  return {
    metadata: pageMetadata({ title: page.title, description: page.description, path }),
    Page: function LegalRoutePage() {
      return (
        <PageFrame path={path}>
          <LegalArticle page={page} />
        </PageFrame>
      );
    },
  };
}
