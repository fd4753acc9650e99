import { blogCopy } from '@/content/blog-copy';
import type { BlogListPage } from '@/lib/blog';
import { ArticleList } from '@/components/blog/article-list';
import { Pager } from '@/components/blog/pager';

export function BlogListView({ list }: { list: BlogListPage }) {
  return (
    <>
      <header className="mx-auto mb-8 max-w-list">
        <h1 className="text-title text-navy">{blogCopy.title}</h1>
        <p className="mt-2 text-lead">{blogCopy.listLead}</p>
        <p className="mt-1 text-sm text-muted">
          Page {list.page} of {list.total}
        </p>
      </header>
      <ArticleList articles={list.articles} />
      <Pager
        label="Blog pages"
        previous={list.previous ? { href: list.previous, label: blogCopy.previousPage, detail: `Page ${list.page - 1}` } : undefined}
        next={list.next ? { href: list.next, label: blogCopy.nextPage, detail: `Page ${list.page + 1}` } : undefined}
      />
    </>
  );
}
