import type { LegalPage } from '@/lib/content/legal-pages';
import { formatLongDate } from '@/lib/dates';
import { PageHero } from '@/components/page/page-hero';
import { Prose } from '@/components/page/prose';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';

export function LegalArticle({ page, locale }: { page: LegalPage; locale: Locale }) {
  const { layout: layoutCopy } = copyFor(locale);
  return (
    <>
      <PageHero title={page.title} lead={page.description} />
      <div className="mx-auto max-w-blog px-4 py-10">
        <p className="mb-6 text-sm text-muted">
          {layoutCopy.lastUpdated} <time dateTime={page.updated}>{formatLongDate(page.updated, locale)}</time>
        </p>
        <Prose html={page.html} />
      </div>
    </>
  );
}
