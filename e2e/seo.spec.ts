import { expect, test } from '@playwright/test';
import { REDIRECT_ROUTES, SITE, exportedRoutes } from './support/site';
import { isSpanish } from './support/words';

test('the sitemap lists exactly the canonical routes', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, '')).sort();
  const routes = exportedRoutes();
  const expected = routes.filter((r) => !REDIRECT_ROUTES(routes).includes(r) && !r.endsWith('/confirmAlert/')).sort();
  expect(listed).toEqual(expected);
});

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('every page carries a canonical URL and share tags, and its JSON-LD parses', async ({ request }) => {
  for (const route of exportedRoutes()) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/[^"]*"/);
    if (REDIRECT_ROUTES([route]).length > 0) continue;
    expect(html, route).toContain('<meta property="og:title"');
    expect(html, route).toContain('<meta property="og:image"');
    expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    for (const m of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) expect(() => JSON.parse(m[1]!), route).not.toThrow();
  }
});

test('every page, the 404 pages included, links the blog feed of its language, and both feeds are served', async ({ request }) => {
  for (const route of [...exportedRoutes(), '/no-such-page/', '/es/404/']) {
    const html = await (await request.get(route)).text();
    const link = /<link rel="alternate" type="application\/rss\+xml" href="([^"]+)" title="[^"]+"\/>/.exec(html);
    expect(link?.[1], `${route} does not link the feed`).toBe(isSpanish(route) ? `${SITE}/es/feed.xml` : `${SITE}/feed.xml`);
  }
  for (const path of ['/feed.xml', '/es/feed.xml']) {
    const feed = await request.get(path);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<rss version="2.0"');
  }
});

test('the home page describes the service and its FAQ for search engines', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const service = blocks.find((b) => b['@type'] === 'LegalService');
  expect(service.telephone).toBe('(800) 555-0199');
  expect(service.areaServed).toHaveLength(23);
  const faq = blocks.find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(6);
});

test('articles carry Article and BreadcrumbList data with their first image as share image', async ({ request }) => {
  const html = await (await request.get('/blogs/page1/9/')).text();
  const types = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  expect(html).toContain(`<meta property="og:image" content="${SITE}/images/blogs/9/1.webp"/>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
});
