import type { BlogListPage } from '@/lib/content/blog';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { ArticleList } from '@/components/blog/article-list';
import { Pager } from '@/components/blog/pager';
import { SurvivorGuides } from '@/components/blog/survivor-guides';
import { getArticles } from '@/lib/content/articles';
import { fillTemplate } from '@/lib/text';

export function BlogListView({ list, locale }: { list: BlogListPage; locale: Locale }) {
  const { blog: blogCopy } = copyFor(locale);
  return (
    <>
      <header className="mx-auto mb-8 max-w-list">
        <h1 className="text-title text-navy">{blogCopy.title}</h1>
        <p className="mt-2 text-lead">{blogCopy.listLead}</p>
        <p className="mt-1 text-sm text-muted">{fillTemplate(blogCopy.pageOf, { page: list.page, total: list.total })}</p>
      </header>
      <SurvivorGuides articles={getArticles(locale)} locale={locale} />
      <ArticleList articles={list.articles} label={blogCopy.articlesLabel} />
      <Pager
        label={blogCopy.listPagerLabel}
        previous={
          list.previous ? { href: list.previous, label: blogCopy.previousPage, detail: fillTemplate(blogCopy.pageNumber, { page: list.page - 1 }) } : undefined
        }
        next={list.next ? { href: list.next, label: blogCopy.nextPage, detail: fillTemplate(blogCopy.pageNumber, { page: list.page + 1 }) } : undefined}
      />
    </>
  );
}
