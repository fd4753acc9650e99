/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { BlogListView } from '@/components/blog/blog-list-view';
import { getArticles } from '@/lib/content/articles';
import { blogListPage } from '@/lib/content/blog';

// next/link outside a Next build drops the trailing slash the export adds. Page 1 holds the first articles, so the way back to it is the previous page, never "newer articles".
describe.each([
  ['en', 'Blog pages', /Previous page/, /Next page/, /^\/blogs\/page1\/?$/, /^\/blogs\/page3\/?$/],
  ['es', 'Páginas del blog', /Página anterior/, /Página siguiente/, /^\/es\/blogs\/page1\/?$/, /^\/es\/blogs\/page3\/?$/],
] as const)('the %s blog pager on page 2', (locale, label, previous, next, previousHref, nextHref) => {
  it('names the previous and the next page by where they lead', () => {
    const list = blogListPage(2, getArticles(locale))!;
    render(<BlogListView list={list} locale={locale} />);
    const pager = screen.getByRole('navigation', { name: label });
    expect(within(pager).getByRole('link', { name: previous })).toHaveAttribute('href', expect.stringMatching(previousHref));
    expect(within(pager).getByRole('link', { name: next })).toHaveAttribute('href', expect.stringMatching(nextHref));
    expect(pager).not.toHaveTextContent(/Newer|recientes/);
  });
});
