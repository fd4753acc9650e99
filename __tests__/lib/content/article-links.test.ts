import { resolveContentHref } from '@/lib/content/article-links';

const routes: Record<number, string> = { 9: '/blogs/page1/9/', 11: '/blogs/page2/11/', 14: '/blogs/page2/14/' };
const lookup = (n: number) => routes[n];

describe('resolveContentHref', () => {
  it.each([
    ['/blogs/9', '/blogs/page1/9/'],
    ['/blogs/11/', '/blogs/page2/11/'],
    ['blogs/14', '/blogs/page2/14/'],
    ['/blogs/14#costs', '/blogs/page2/14/#costs'],
    ['contact', '/contact/'],
    ['/formInput', '/formInput/'],
    ['/formInput/', '/formInput/'],
    ['/feed.xml', '/feed.xml'],
    ['https://example.org/a', 'https://example.org/a'],
    ['tel:+18005550199', 'tel:+18005550199'],
    ['#section', '#section'],
  ])('%s -> %s', (href, expected) => expect(resolveContentHref(href, lookup)).toBe(expected));

  it('fails on a link to an article that does not exist', () => {
    expect(() => resolveContentHref('/blogs/99', lookup)).toThrow('link to article 99, which does not exist');
  });
});
