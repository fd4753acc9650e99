import Link from 'next/link';
import { renderArticle, type Article } from '@/lib/content/articles';
import { neighbours } from '@/lib/content/blog';
import { copyFor } from '@/lib/content/copy';
import { formatLongDate } from '@/lib/dates';
import { localePath } from '@/lib/i18n';
import { blogPagePath } from '@/lib/content/pagination';
import { fillTemplate } from '@/lib/text';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/site/structured-data';
import { Pager } from '@/components/blog/pager';
import { Prose } from '@/components/page/prose';
import { JsonLd } from '@/components/seo/json-ld';
import { PageFactsSources } from '@/components/legal/page-facts';
import { pageFactsFor } from '@/lib/legal-facts/page-facts';

export function ArticleView({ article, articles, siteUrl }: { article: Article; articles: readonly Article[]; siteUrl: string }) {
  const { previous, next } = neighbours(article, articles);
  const { blog: blogCopy, site } = copyFor(article.locale);
  const crumbs = [
    { name: blogCopy.breadcrumbRoot, path: localePath(article.locale, blogPagePath(1)) },
    { name: fillTemplate(blogCopy.pageNumber, { page: article.page }), path: localePath(article.locale, blogPagePath(article.page)) },
    { name: article.title, path: article.href },
  ];
  return (
    <article>
      <JsonLd data={articleJsonLd(article, siteUrl, site.name)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
      <nav aria-label={blogCopy.breadcrumbLabel} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          {crumbs.map((crumb, i) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden="true">›</span>}
              {i < crumbs.length - 1 ? (
                <Link href={crumb.path} className="font-semibold text-brand-dark underline underline-offset-2">
                  {crumb.name}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className="max-w-prose">
        <h1 className="text-title text-navy md:text-display">{article.title}</h1>
        <p className="mt-4 text-lead text-muted italic">{article.summary}</p>
        {article.reviewed ? (
          <p className="mt-3 text-sm text-muted">
            {blogCopy.reviewedLabel} <time dateTime={article.reviewed}>{formatLongDate(article.reviewed, article.locale)}</time>
          </p>
        ) : (
          <p role="note" className="mt-3 border-l-4 border-brand-dark bg-brand-soft p-3 text-base font-semibold text-navy">
            {blogCopy.awaitingReview}
          </p>
        )}
      </header>
      <Prose html={renderArticle(article, articles)} className="mt-8" />
      <PageFactsSources facts={pageFactsFor(`article-${article.number}`)} locale={article.locale} />
      <Pager
        label={blogCopy.articlePagerLabel}
        previous={previous ? { href: previous.href, label: blogCopy.previousArticle, detail: previous.title } : undefined}
        next={next ? { href: next.href, label: blogCopy.nextArticle, detail: next.title } : undefined}
      />
    </article>
  );
}
