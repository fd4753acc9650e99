// What the site as a whole must hold, read from out/ without a browser (scripts/check-pages.ts):
// the routes the specification names, the sitemap, robots.txt, the feeds, the home page's
// structured data, which pages keep a form's script, and the article images.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { attr, byTag, jsonLd, meta, type HtmlPage } from './html-tree';
import { isArticle, isRedirect, isSpanish } from './page-checks';
import type { CheckerTest } from './test-counts';

export interface SiteInput {
  out: string;
  origin: string;
  pages: HtmlPage[];
  /** From the build's strip report: the routes stripped of the framework, and those keeping a form's script. */
  stripped: string[];
  formPages: string[];
  phone: string;
  firmStateCount: number;
}

const test = (name: string, failures: string[]): CheckerTest => ({ name: `site: ${name}`, failures });
const fails = (ok: boolean, message: string) => (ok ? [] : [message]);
const read = (out: string, file: string) => (fs.existsSync(path.join(out, file)) ? fs.readFileSync(path.join(out, file), 'utf8') : '');

/** Does this site-relative URL resolve to a file in out/ the way a static host serves it? */
function existsIn(out: string, urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.split('#')[0]!.split('?')[0]!);
  const file = path.join(out, clean);
  if (clean.endsWith('/')) return fs.existsSync(path.join(file, 'index.html'));
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

const REQUIRED = [
  '/',
  '/blogs/',
  '/blogs/page1/',
  '/blogs/page2/',
  '/formInput/',
  '/confirmAlert/',
  '/confirmAlert/held/',
  '/about/',
  '/service/',
  '/contact/',
  '/privacy/',
  '/safety/',
  ...Array.from({ length: 15 }, (_, i) => [`/blogs/page${i < 10 ? 1 : 2}/${i + 1}/`, `/blogs/${i + 1}/`]).flat(),
];

export async function checkSite(input: SiteInput): Promise<CheckerTest[]> {
  const { out, origin, pages } = input;
  const routes = pages.map((p) => p.route).filter((r) => r.endsWith('/') && r !== '/es/404/');
  const english = routes.filter((r) => !isSpanish(r));
  const articles = english.filter(isArticle).sort((a, b) => Number(/(\d+)\/$/.exec(a)![1]) - Number(/(\d+)\/$/.exec(b)![1]));
  const sitemap = read(out, 'sitemap.xml');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(origin, '')).sort();
  // A page that asks search engines not to index it (a state the firm does not serve) is no page to list.
  const unlisted = new Set(pages.filter((p) => /noindex/.test(meta(p, 'robots') ?? '')).map((p) => p.route));
  const canonical = routes.filter((r) => !isRedirect(r) && !r.includes('/confirmAlert/') && !unlisted.has(r)).sort();
  const robots = read(out, 'robots.txt');
  const feed = read(out, 'feed.xml');
  const esFeed = read(out, 'es/feed.xml');
  const home = pages.find((p) => p.route === '/');
  const ld = (home ? jsonLd(home) : []) as { '@type'?: string; telephone?: string; areaServed?: unknown[] }[];
  const service = ld.find((b) => b['@type'] === 'LegalService');

  return [
    test('every route of the specification is exported, each English page with its Spanish twin and nothing else under /es/', [
      ...REQUIRED.filter((r) => !routes.includes(r)).map((r) => `${r} is missing`),
      ...english.filter((r) => !routes.includes(`/es${r}`)).map((r) => `${r} has no Spanish twin`),
      ...routes.filter((r) => isSpanish(r) && !routes.includes(r.slice(3))).map((r) => `${r} has no English twin`),
      ...['/es/404/', '/404.html'].filter((r) => !existsIn(out, r)).map((r) => `${r} is missing`),
    ]),
    test('the sitemap lists exactly the canonical routes, with their alternates in both languages', [
      ...canonical.filter((r) => !listed.includes(r)).map((r) => `${r} is not listed`),
      ...listed.filter((r) => !canonical.includes(r)).map((r) => `${r} is listed but is not a canonical page`),
      ...fails(sitemap.includes(`<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/about/" />`), 'no Spanish alternate for /about/'),
      ...fails(sitemap.includes(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about/" />`), 'no x-default alternate for /about/'),
    ]),
    test('robots.txt allows crawling and points at the sitemap', [
      ...fails(robots.includes('Allow: /'), 'does not allow crawling'),
      ...fails(robots.includes(`Sitemap: ${origin}/sitemap.xml`), 'does not point at the sitemap'),
    ]),
    test('the feeds list every article of their language', [
      ...fails(feed.includes('<rss version="2.0"') && esFeed.includes('<rss version="2.0"'), 'a feed is missing or not RSS 2.0'),
      ...fails(
        (feed.match(/<item>/g) ?? []).length === articles.length,
        `feed.xml has ${(feed.match(/<item>/g) ?? []).length} items for ${articles.length} articles`,
      ),
      ...articles.filter((r) => !feed.includes(`${origin}${r}</link>`)).map((r) => `feed.xml does not list ${r}`),
      ...fails(esFeed.includes('<language>es-us</language>'), 'es/feed.xml is not marked es-us'),
      ...articles.filter((r) => !esFeed.includes(`${origin}/es${r}</link>`)).map((r) => `es/feed.xml does not list /es${r}`),
      ...fails(!esFeed.includes(`<link>${origin}/blogs/`), 'es/feed.xml lists English articles'),
    ]),
    test('the home page describes the service for search engines', [
      ...fails(service?.telephone === input.phone, `LegalService telephone ${service?.telephone}`),
      ...fails(
        service?.areaServed?.length === input.firmStateCount,
        `LegalService serves ${service?.areaServed?.length} areas for ${input.firmStateCount} states`,
      ),
    ]),
    test('the pages whose forms load their own script are exactly the six with a lead form, and every other page is stripped', [
      ...fails(
        JSON.stringify([...input.formPages].sort()) === JSON.stringify(['/', '/contact/', '/es/', '/es/contact/', '/es/formInput/', '/formInput/']),
        `form pages: ${input.formPages.join(', ')}`,
      ),
      ...routes.filter((r) => !input.stripped.includes(r) && !input.formPages.includes(r)).map((r) => `${r} is neither stripped nor a form page`),
    ]),
    test("every article's figures exist in out/ at every width the page offers, and decode", await articleImages(out, pages)),
  ];
}

/** Every file an article's figures may load (src and each srcset candidate, the phone's <source> too), opened and decoded. */
async function articleImages(out: string, pages: HtmlPage[]): Promise<string[]> {
  const files = new Map<string, string>();
  for (const page of pages.filter((p) => isArticle(p.route))) {
    for (const figure of byTag(page.doc, 'main').flatMap((main) => byTag(main, 'figure'))) {
      for (const img of [...byTag(figure, 'img'), ...byTag(figure, 'source')]) {
        const candidates = [attr(img, 'src'), ...(attr(img, 'srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])];
        for (const url of candidates) if (url) files.set(url, page.route);
      }
    }
  }
  const failures: string[] = [];
  for (const [url, route] of files) {
    if (!url.startsWith('/') || !existsIn(out, url)) {
      failures.push(`${route}: ${url} is not in out/`);
      continue;
    }
    try {
      const { info } = await sharp(path.join(out, decodeURIComponent(url)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.width === 0 || info.height === 0) failures.push(`${route}: ${url} decodes to nothing`);
    } catch (error) {
      failures.push(`${route}: ${url} does not decode (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (files.size === 0) failures.push('no article figure found');
  return failures;
}
