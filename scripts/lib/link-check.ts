// The crawl is linkinator's; only which links it follows and the count per page are ours.
// Decides which links the link checker follows, and turns its results into one test per page
// crawled, in the report shape that test-counts.ts adds up.
import type { LinkState } from 'linkinator';
import type { CheckerTest } from './test-counts';

/** One of linkinator's results, as far as it is read here. */
interface CheckedLink {
  url: string;
  status?: number;
  state: `${LinkState}`;
  parent?: string;
  failureDetails?: unknown[];
}

/**
 * Only links into the local site are fetched. The rest (tel:, sms:, mailto:, and the https
 * crisis lines, the quick-exit page and the social profiles) point at hosts that the build and
 * CI machines cannot reach, so fetching them would fail for reasons that say nothing about the
 * site; the end-to-end tests check where they point instead.
 */
export const isExternal =
  (siteOrigin: string) =>
  (url: string): boolean =>
    new URL(url).origin !== siteOrigin;

const reason = (link: CheckedLink) => {
  const detail = link.failureDetails?.[0];
  if (detail instanceof Error) return detail.message;
  return link.status ? `HTTP ${link.status}` : 'no response';
};

/**
 * A web page, as opposed to the stylesheets linkinator also opens (checkCss) to follow their
 * url()s. Whether it reports one of those as a page depends on crawl order, which varied the
 * count from run to run; a stylesheet with a broken url() still gets a failed test of its own.
 */
const isWebPage = (url: string) => /(\/|\.html)$/.test(new URL(url).pathname);

/** `pages` are the URLs crawled; `links` are linkinator's results. Names are site-relative. */
export function linkResults(siteOrigin: string, pages: string[], links: CheckedLink[]): CheckerTest[] {
  const local = (url: string) => (url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) || '/' : url);
  const byPage = new Map<string, CheckerTest>(pages.filter(isWebPage).map((page) => [page, { name: local(page), failures: [] }]));
  for (const link of links) {
    if (link.state !== 'BROKEN') continue;
    const target = new URL(link.url);
    // linkinator checks a #fragment once on the page it points into and does not say which page
    // held the link, so the failure goes to that page. A start page that fails has no parent and
    // is its own failed test.
    const page = target.hash ? link.url.slice(0, -target.hash.length) : (link.parent ?? link.url);
    const test = byPage.get(page) ?? { name: local(page), failures: [] };
    byPage.set(page, test);
    const what = target.hash ? `a link to ${local(link.url)}` : link.parent ? `links to ${local(link.url)}` : 'does not load';
    test.failures.push(`${what}: ${reason(link)}`);
  }
  return [...byPage.values()].sort((a, b) => a.name.localeCompare(b.name));
}
