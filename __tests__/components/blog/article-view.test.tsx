/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleView } from '@/components/blog/article-view';
import { getArticles } from '@/lib/content/articles';

/*
 * An article waiting for the lawyer's review is seen only in the preview, and there it says so at its top, in place of
 * the review date it does not have yet.
 */
describe.each([
  ['en', /Not published: this article is waiting for a lawyer's review/, /Last reviewed/],
  ['es', /No publicado: este artículo espera la revisión de un abogado/, /Última revisión/],
] as const)('the %s article page', (locale, banner, reviewedLabel) => {
  const articles = getArticles(locale);
  // One past the first list page: its breadcrumb names the list page apart from the blog's start.
  const article = articles[10];
  if (!article) throw new Error('no article to show');

  it('shows a reviewed article with its review date and no banner', () => {
    render(<ArticleView article={article} articles={articles} siteUrl="https://example.org" />);
    expect(screen.getByText(reviewedLabel)).toBeInTheDocument();
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('shows an article waiting for review under a banner that says it is not published', () => {
    const waiting = { ...article, reviewed: undefined };
    render(<ArticleView article={waiting} articles={articles.map((a) => (a === article ? waiting : a))} siteUrl="https://example.org" />);
    expect(screen.getByRole('note')).toHaveTextContent(banner);
    expect(screen.queryByText(reviewedLabel)).not.toBeInTheDocument();
  });
});
