import { site as en } from '@/content/en/site';
import { site as es } from '@/content/es/site';
import { parsePage } from '@/scripts/lib/html-tree';
import { checkPages, type SiteFacts } from '@/scripts/lib/page-checks';

const ORIGIN = 'http://127.0.0.1:4300';
const ATTORNEY = 'Jane Example, Esq.';
const site: SiteFacts = { origin: ORIGIN, responsibleAttorney: ATTORNEY, stripped: new Set(['/about/', '/blogs/', '/blogs/page1/1/']) };

/** A page as the build writes one, with every part the checks look for; `change` rewrites it. */
function page(route: string, { title = 'About us', body = '<h1>About</h1><p>We help.</p>', head = '' } = {}) {
  const english = route.replace(/^\/es/, '');
  const words = route.startsWith('/es/') ? es : en;
  return `<!DOCTYPE html><html lang="${route.startsWith('/es/') ? 'es' : 'en'}"><head><title>${title}</title>
<meta name="description" content="A description long enough to be shown under the title in search results."/>
<meta name="referrer" content="no-referrer"/><meta property="og:title" content="t"/><meta property="og:image" content="${ORIGIN}/og.png"/>
<meta name="twitter:card" content="summary_large_image"/><link rel="canonical" href="${ORIGIN}${route}"/>
<link rel="alternate" hrefLang="en" href="${ORIGIN}${english}"/><link rel="alternate" hrefLang="es" href="${ORIGIN}/es${english}"/>
<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${english}"/>
<link rel="alternate" type="application/rss+xml" href="${ORIGIN}${route.startsWith('/es/') ? '/es' : ''}/feed.xml" title="Blog"/>
<script type="application/ld+json">{"@type":"WebPage"}</script>${head}</head>
<body><main>${body}<a href="/contact/">Contact</a><a href="https://example.org/" rel="noopener noreferrer">Out</a></main>
<footer><p>${words.attorneyAdvertising}</p><p>${words.responsibleAttorneyLabel} ${ATTORNEY}</p></footer></body></html>`;
}

const failuresOf = (route: string, html: string, facts = site) => checkPages([parsePage(route, html)], facts)[0]!.failures;

describe('checkPages', () => {
  it('passes a page that has everything', () => {
    expect(failuresOf('/about/', page('/about/'))).toEqual([]);
    expect(failuresOf('/es/about/', page('/es/about/'))).toEqual([]);
  });

  it.each([
    ['a second h1', (html: string) => html.replace('<p>We help.</p>', '<h1>Again</h1>'), 'one h1: has 2 h1 elements'],
    [
      'a relative link',
      (html: string) => html.replace('href="/contact/"', 'href="contact/"'),
      'links written from the root: has a relative or empty link "contact/"',
    ],
    [
      'an outbound link that opens a window with this page as its opener',
      (html: string) => html.replace(' rel="noopener noreferrer"', ' target="_blank"'),
      'outbound links leak neither opener nor referrer: opens https://example.org/',
    ],
    ['JSON-LD that does not parse', (html: string) => html.replace('{"@type":"WebPage"}', '{"@type":'), 'structured data parses'],
    ['the wrong language', (html: string) => html.replace('lang="en"', 'lang="es"'), 'language of the page'],
    ['no share image', (html: string) => html.replace(/<meta property="og:image"[^>]*>/, ''), 'share tags: no og:image'],
    ['no referrer policy', (html: string) => html.replace('<meta name="referrer" content="no-referrer"/>', ''), 'no referrer: does not ask'],
    ['a footer without the attorney', (html: string) => html.replace(`Responsible attorney: ${ATTORNEY}`, ''), 'responsible attorney in the footer'],
    ['an unfilled placeholder', (html: string) => html.replace('We help.', 'Call {responsibleAttorney}.'), 'no unfilled placeholder'],
    ['a promise to answer at any time', (html: string) => html.replace('We help.', 'Call us any time, we answer.'), 'no promise that the phone'],
    ['a short description', (html: string) => html.replace(/content="A description[^"]*"/, 'content="Short."'), 'description for search results'],
    [
      'a canonical address of another page',
      (html: string) => html.replace(`canonical" href="${ORIGIN}/about/"`, `canonical" href="${ORIGIN}/"`),
      'canonical address',
    ],
    ['no Spanish alternate', (html: string) => html.replace(/<link rel="alternate" hrefLang="es"[^>]*>/, ''), 'alternates in both languages: hreflang es'],
    ['the feed of the other language', (html: string) => html.replace(`${ORIGIN}/feed.xml`, `${ORIGIN}/es/feed.xml`), 'the feed of its language'],
    [
      'a framework script left on a stripped page',
      (html: string) => html.replace('</body>', '<script src="/_next/static/chunks/a.js"></script></body>'),
      'no framework left',
    ],
  ])('fails a page with %s', (_, change, message) => {
    const failures = failuresOf('/about/', change(page('/about/')));
    expect(failures).toEqual([expect.stringContaining(message)]);
  });

  it('fails an outbound link that sends the referrer from a page that does not ask for none', () => {
    const html = page('/about/').replace('<meta name="referrer" content="no-referrer"/>', '').replace(' rel="noopener noreferrer"', '');
    expect(failuresOf('/about/', html)).toEqual([
      'outbound links leak neither opener nor referrer: links https://example.org/ with the referrer sent',
      'no referrer: does not ask for no referrer',
    ]);
  });

  it('fails a title another page already has, naming that page', () => {
    const tests = checkPages([parsePage('/about/', page('/about/')), parsePage('/contact/', page('/contact/'))], site);
    expect(tests.map((t) => t.failures)).toEqual([[], ['title: repeats the title of /about/']]);
  });

  it('checks where a redirect page leads, and nothing a page a visitor reads must carry', () => {
    const redirect = (target: string) =>
      `<html><head><meta http-equiv="refresh" content="0; url=${target}"/><link rel="canonical" href="${ORIGIN}${target}"/><meta name="robots" content="noindex"/></head><body><a href="${target}">Go</a></body></html>`;
    expect(failuresOf('/blogs/', redirect('/blogs/page1/'))).toEqual([]);
    expect(checkPages([parsePage('/es/blogs/12/', redirect('/es/blogs/page2/12/'))], site)[0]!.failures).toEqual([]);
    expect(failuresOf('/blogs/', redirect('/blogs/page2/'))).toEqual([
      'moves on to its target: does not refresh at once to /blogs/page1/',
      'moves on to its target: has no link to /blogs/page1/ for a visitor whose browser does not move on',
    ]);
  });

  it("reads an article's parts, and fails one that lacks them", () => {
    const figure = (i: number) =>
      `<figure><picture><source media="(max-width: 599px)" srcset="/images/blogs/1/${i}-narrow.webp" width="720" height="900"/><img src="/images/blogs/1/${i}.webp" alt="A described picture" width="800"/></picture><figcaption>Caption</figcaption></figure>`;
    const body = `<nav aria-label="Breadcrumb"><ol><li><a href="/blogs/page1/">Blogs</a></li></ol></nav><h1>Article</h1>
<p>A description long enough to be shown under the title in search results.</p><h2>a</h2><h2>b</h2><h2>c</h2><ul><li>x</li></ul>
${figure(1)}${figure(2)}<blockquote>This is not legal advice.</blockquote><a href="/formInput/">Tell us</a><a href="/blogs/page1/2/">Next article</a>`;
    const head = `<meta property="og:type" content="article"/><script type="application/ld+json">{"@type":"Article"}</script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>`;
    const article = page('/blogs/page1/1/', { body, head }).replace(`${ORIGIN}/og.png`, `${ORIGIN}/images/blogs/1/1.webp`);
    const second = parsePage('/blogs/page1/2/', '<title>2</title>');
    expect(checkPages([parsePage('/blogs/page1/1/', article), second], site)[0]!.failures).toEqual([]);
    const bare = article
      .replace(figure(2), '')
      .replace(/<source [^>]*>/, '')
      .replace('<blockquote>This is not legal advice.</blockquote>', '')
      .replace('Next article', 'More');
    expect(checkPages([parsePage('/blogs/page1/1/', bare), second], site)[0]!.failures).toEqual([
      'article parts: has fewer than two figures',
      'article parts: has a figure without a sized narrow copy for phones',
      'article parts: has no "not legal advice" note',
      'article parts: has no link to the next article',
    ]);
  });
});
