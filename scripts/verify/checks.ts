// The checks `npm run verify` makes on one response each: pure functions from what the server
// answered to the problems found, one sentence per problem, naming the address.
import { FORM_ISLAND } from '../../lib/islands/contract';
import { commonHeadersFor, HSTS, IMMUTABLE_CACHE, IMMUTABLE_PREFIX } from '../lib/security-headers';

export interface Fetched {
  url: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** HSTS must last at least six months for browsers' preload lists and Mozilla's Observatory. */
const MIN_HSTS_SECONDS = 15_768_000;

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

function commonHeaderProblems(res: Fetched): string[] {
  const problems: string[] = [];
  for (const [name, value] of commonHeadersFor(new URL(res.url).pathname)) {
    const got = res.headers[name.toLowerCase()];
    if (got === undefined) problems.push(`${res.url}: no ${name} header (expected "${value}")`);
    else if (got !== value) problems.push(`${res.url}: ${name} is "${got}", expected "${value}"`);
  }
  return problems;
}

function hstsProblems(res: Fetched): string[] {
  const value = res.headers[HSTS[0].toLowerCase()];
  if (value === undefined) return [`${res.url}: no ${HSTS[0]} header over https (expected "${HSTS[1]}")`];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  return maxAge >= MIN_HSTS_SECONDS ? [] : [`${res.url}: ${HSTS[0]} "${value}" lasts less than six months`];
}

/** A page: 200, every security header with its value, and a policy that allows no inline script but its own. */
export function pageProblems(
  res: Fetched,
  { https, emailjsOrigin, relayOrigin }: { https: boolean; emailjsOrigin: string | undefined; relayOrigin?: string },
): string[] {
  if (res.status !== 200) return [`${res.url}: answered ${res.status}, expected 200`];
  const problems = commonHeaderProblems(res);
  if (https) problems.push(...hstsProblems(res));
  problems.push(...policyProblems(res, emailjsOrigin, relayOrigin));
  return problems;
}

function policyProblems(res: Fetched, emailjsOrigin: string | undefined, relayOrigin: string | undefined): string[] {
  const policy = res.headers['content-security-policy'];
  if (policy === undefined) return [`${res.url}: no Content-Security-Policy header`];
  const problems: string[] = [];
  const scripts = directive(policy, 'script-src') ?? directive(policy, 'default-src');
  if (!scripts) problems.push(`${res.url}: the Content-Security-Policy has no script-src or default-src`);
  else if (scripts.includes("'unsafe-inline'")) problems.push(`${res.url}: the Content-Security-Policy allows 'unsafe-inline' scripts`);
  else if (scripts.some((s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:'))
    problems.push(`${res.url}: script-src allows scripts from anywhere`);
  if (directive(policy, 'frame-ancestors')?.join(' ') !== "'none'") problems.push(`${res.url}: the Content-Security-Policy lacks frame-ancestors 'none'`);
  if (directive(policy, 'object-src')?.join(' ') !== "'none'") problems.push(`${res.url}: the Content-Security-Policy lacks object-src 'none'`);
  if (emailjsOrigin !== undefined && !directive(policy, 'connect-src')?.includes(emailjsOrigin)) {
    problems.push(`${res.url}: connect-src does not allow ${emailjsOrigin}, the mail service origin built into the forms, so no lead could be sent`);
  }
  if (relayOrigin !== undefined && !directive(policy, 'connect-src')?.includes(relayOrigin)) {
    problems.push(`${res.url}: connect-src does not allow ${relayOrigin}, the lead relay built into the forms, so no lead could be sent`);
  }
  return problems;
}

/** A file a page loads: served, not sniffed, not embeddable elsewhere, and cached for good when its name is its hash. */
export function assetProblems(res: Fetched): string[] {
  if (res.status !== 200) return [`${res.url}: answered ${res.status}, expected 200`];
  const problems = commonHeaderProblems(res).filter((p) => /X-Content-Type-Options|Cross-Origin-Resource-Policy/.test(p));
  if (new URL(res.url).pathname.startsWith(IMMUTABLE_PREFIX) && res.headers['cache-control'] !== IMMUTABLE_CACHE) {
    problems.push(`${res.url}: Cache-Control is "${res.headers['cache-control'] ?? '(none)'}", expected "${IMMUTABLE_CACHE}"`);
  }
  return problems;
}

/** The plain-http address must move, in one step, to the same address over https. */
export function redirectProblems(res: Fetched, expected: string): string[] {
  const location = res.headers.location;
  if (![301, 308].includes(res.status)) return [`${res.url}: answered ${res.status} over plain http, expected a permanent redirect to ${expected}`];
  return location === expected ? [] : [`${res.url}: redirects to ${location ?? '(nowhere)'}, expected ${expected}`];
}

/** A missing address: a real 404, with the page of the language its folder is in. */
export function notFoundProblems(res: Fetched, lang: string): string[] {
  if (res.status !== 404) return [`${res.url}: a missing page answered ${res.status}, expected 404`];
  const pageLang = /<html[^>]*\blang="([^"]+)"/i.exec(res.body)?.[1];
  const problems = pageLang === lang ? [] : [`${res.url}: the 404 page is in "${pageLang ?? 'no language'}", expected "${lang}"`];
  return [...problems, ...commonHeaderProblems(res), ...(res.headers['content-security-policy'] ? [] : [`${res.url}: no Content-Security-Policy header`])];
}

/** A text file a crawler or reader fetches (robots.txt, the sitemap, the feeds). */
export function textFileProblems(res: Fetched, mustContain: RegExp): string[] {
  if (res.status !== 200) return [`${res.url}: answered ${res.status}, expected 200`];
  return mustContain.test(res.body) ? [] : [`${res.url}: does not contain ${mustContain.source}`];
}

export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** The files a form page's islands import their props from (scripts/lib/island-props.ts), as absolute URLs. */
export function islandPropsUrls(html: string, pageUrl: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${FORM_ISLAND.propsSrc}="([^"]+)"`, 'g'))].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), pageUrl).href);
}

/** The EmailJS origin a form page hands its form (in its island's props file). */
export function bundledEmailjsOrigin(html: string): string | undefined {
  // As JSON in a payload or a props file, or HTML-escaped in a form island's props.
  return /(?:\\*"|&quot;)origin(?:\\*"|&quot;):(?:\\*"|&quot;)(https?:\/\/[^"\\&]+)/.exec(html)?.[1];
}

/** The lead relay a form island was rendered with (NEXT_PUBLIC_LEAD_RELAY_URL), if any. */
export function bundledRelayOrigin(html: string): string | undefined {
  return /(?:\\*"|&quot;)relayUrl(?:\\*"|&quot;):(?:\\*"|&quot;)(https?:\/\/[^"\\&]+)/.exec(html)?.[1];
}

/** Same-origin files a page loads: scripts, stylesheets, images and icons. */
export function assetUrls(html: string, pageUrl: string): string[] {
  const found = [...html.matchAll(/<(?:script|img|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), pageUrl));
  const origin = new URL(pageUrl).origin;
  return [...new Set(found.filter((u) => u.origin === origin && !u.pathname.endsWith('/')).map((u) => u.href))];
}
