// Walks a deployed site the way `npm run verify` does: the sitemap's pages, a sample of the
// files they load, the 404 pages, robots.txt, the sitemap and feeds, and plain http.
import {
  assetProblems,
  assetUrls,
  bundledEmailjsOrigin,
  bundledRelayOrigin,
  islandPropsUrls,
  notFoundProblems,
  pageProblems,
  redirectProblems,
  sitemapUrls,
  textFileProblems,
  type Fetched,
} from './checks';
import { EMAIL_ASSETS } from '../lib/security-headers';

export type Fetcher = (url: string) => Promise<Fetched>;

export interface VerifyOptions {
  /** Where plain http answers, to check it redirects to https (80 on a real deployment). */
  httpPort?: number;
  /** How many of the files the pages load are checked. */
  assetSample?: number;
  /** The pages that carry the lead forms, whose payload names the mail service origin. */
  formPages?: readonly string[];
}

const FEEDS = ['/feed.xml', '/es/feed.xml'];
const MISSING = [
  ['/this-page-does-not-exist-verify/', 'en'],
  ['/es/esta-pagina-no-existe-verify/', 'es'],
] as const;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** Every problem found, one sentence each; empty when the deployment is as the build meant it. */
export async function verifySite(
  base: string,
  fetcher: Fetcher,
  { httpPort = 80, assetSample = 12, formPages = ['/contact/', '/formInput/'] }: VerifyOptions = {},
): Promise<string[]> {
  const origin = new URL(base).origin;
  const https = origin.startsWith('https:');
  const problems: string[] = [];
  const get = async (url: string): Promise<Fetched | undefined> => {
    try {
      return await fetcher(url);
    } catch (error) {
      problems.push(`${url}: no answer (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    }
  };

  const robots = await get(`${origin}/robots.txt`);
  if (robots) problems.push(...textFileProblems(robots, /^Sitemap:\s*\S+/im));
  const sitemap = await get(`${origin}/sitemap.xml`);
  if (sitemap) problems.push(...textFileProblems(sitemap, /<urlset\b/));
  const listed = sitemap?.status === 200 ? sitemapUrls(sitemap.body) : [];
  if (sitemap?.status === 200 && listed.length === 0) problems.push(`${origin}/sitemap.xml: lists no pages`);
  for (const feed of FEEDS) {
    const res = await get(`${origin}${feed}`);
    if (res) problems.push(...textFileProblems(res, /<(rss|feed)\b/));
  }

  // The sitemap names the canonical host; its pages are checked on the origin given, so that a
  // staging copy can be verified before the name moves to it.
  const host = new URL(origin).hostname;
  const paths = new Set<string>();
  for (const loc of listed) {
    const url = new URL(loc);
    if (url.hostname !== host) problems.push(`${origin}/sitemap.xml: lists ${loc}, on another host than ${host}`);
    paths.add(url.pathname);
  }

  let emailjsOrigin: string | undefined;
  let relayOrigin: string | undefined;
  for (const form of formPages) {
    const res = await get(`${origin}${form}`);
    // The form's island names the file of the props it was rendered with, the mail settings among them.
    const props = res ? await Promise.all(islandPropsUrls(res.body, res.url).map(get)) : [];
    const texts = [res, ...props].flatMap((r) => (r ? [r.body] : []));
    emailjsOrigin ??= texts.map(bundledEmailjsOrigin).find((found) => found !== undefined);
    relayOrigin ??= texts.map(bundledRelayOrigin).find((found) => found !== undefined);
  }
  // Through the relay the forms carry no EmailJS settings at all: the relay is what connect-src must allow.
  if (emailjsOrigin === undefined && relayOrigin === undefined)
    problems.push(`${origin}: none of ${formPages.join(', ')} names the mail service origin; connect-src cannot be checked`);

  const pages = (await inBatches([...paths], 4, (p) => get(`${origin}${p}`))).filter((r): r is Fetched => r !== undefined);
  for (const page of pages) problems.push(...pageProblems(page, { https, emailjsOrigin, relayOrigin }));

  const isEmailAsset = (url: string) => EMAIL_ASSETS.includes(new URL(url).pathname);
  const assets = [...new Set(pages.filter((p) => p.status === 200).flatMap((p) => assetUrls(p.body, p.url)))].filter((u) => !isEmailAsset(u));
  // Every kind of file, not just the first page's scripts: spread the sample over the list.
  const step = Math.max(1, Math.floor(assets.length / assetSample));
  const sample = assets.filter((_, i) => i % step === 0).slice(0, assetSample);
  for (const res of await inBatches(sample, 4, get)) if (res) problems.push(...assetProblems(res));
  // Every file the firm's e-mail templates load, whether a page shows it or not: a webmail client
  // must be let in (Cross-Origin-Resource-Policy: cross-origin).
  for (const path of EMAIL_ASSETS) {
    const res = await get(`${origin}${path}`);
    if (res) problems.push(...assetProblems(res));
  }

  for (const [path, lang] of MISSING) {
    const res = await get(`${origin}${path}`);
    if (res) problems.push(...notFoundProblems(res, lang));
  }

  if (https) {
    const plain = new URL(origin);
    plain.protocol = 'http:';
    plain.port = httpPort === 80 ? '' : String(httpPort);
    for (const path of ['/', '/about/']) {
      const res = await get(`${plain.origin}${path}`);
      if (res) problems.push(...redirectProblems(res, `${origin}${path}`));
    }
  } else {
    problems.push(`${origin}: not https, so HSTS and the redirect from http cannot be checked`);
  }
  return problems;
}
