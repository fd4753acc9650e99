import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { LEAD_FORM_GUARD } from '../../lib/islands/lead-form-guard';
import { isFrameworkAsset } from '../../scripts/lib/framework-markup';
import { TEST_PORTS } from '../../scripts/lib/local-env';
import { pageRoutes } from '../../scripts/lib/out-files';
import { REPORT_FILE } from '../../scripts/lib/strip-framework';
import { isSpanish } from './words';

const OUT = path.join(process.cwd(), 'out');
export const SITE = `http://127.0.0.1:${TEST_PORTS.site}`;
export const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;

/** Every page in out/ as a route with a trailing slash (the 404 pages excluded), listed by the one walker of out/. */
export function exportedRoutes(): string[] {
  return pageRoutes(OUT)
    .map((page) => page.route)
    .filter((route) => !route.endsWith('/404/'));
}

/**
 * The pages the post-build step stripped of the Next.js runtime (scripts/strip-framework.ts), as the
 * build recorded them; the six form pages keep it, loaded when a form is first used.
 */
export function strippedRoutes(): string[] {
  const report = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', REPORT_FILE), 'utf8')) as { stripped: string[] };
  const stripped = new Set(report.stripped);
  const routes = exportedRoutes();
  return pageRoutes(OUT)
    .filter((page) => stripped.has(page.file) && routes.includes(page.route))
    .map((page) => page.route);
}

/** Redirect pages move on at once; everything else is a page a visitor reads. */
export const REDIRECT_ROUTES = (routes: string[]) => routes.filter((r) => /^(\/es)?\/blogs\/(\d+\/)?$/.test(r));
export const CONTENT_ROUTES = (routes: string[]) => routes.filter((r) => !REDIRECT_ROUTES(routes).includes(r));

/**
 * The template a page is built from. Pages of one template behave alike in a browser, so the
 * browser visits one of each (oneOfEachTemplate); what every page must carry in its HTML is read
 * from every page without a browser (scripts/check-pages.ts).
 */
function templateOf(route: string): string {
  const english = route.replace(/^\/es(?=\/)/, '');
  if (/^\/blogs\/page\d+\/\d+\/$/.test(english)) return 'article';
  if (/^\/blogs\/page\d+\/$/.test(english)) return 'list of articles';
  if (/^\/blogs\/\d+\/$/.test(english)) return 'redirect to an article';
  if (/^\/states\/[a-z-]+\/$/.test(english)) return 'state guide';
  return english;
}

/**
 * One page of each template in each language: the first in English and the last in Spanish, so
 * that two different pages of a template with many (articles, state guides) are seen.
 */
export function oneOfEachTemplate(routes: string[]): string[] {
  const pick = new Map<string, string>();
  for (const route of routes) {
    const key = `${isSpanish(route) ? 'es' : 'en'} ${templateOf(route)}`;
    if (!isSpanish(route) && pick.has(key)) continue;
    pick.set(key, route);
  }
  return routes.filter((route) => [...pick.values()].includes(route));
}

export async function sinkMessages(
  email: string,
): Promise<{ lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, string> }[]> {
  const res = await fetch(`${SINK}/__sink/messages?email=${encodeURIComponent(email)}`);
  return (await res.json()) as never;
}

/** Sends the sink is holding open in "hang" mode: they reached it, and were never answered. */
export async function sinkHeld(email: string): Promise<unknown[]> {
  const res = await fetch(`${SINK}/__sink/held?email=${encodeURIComponent(email)}`);
  return (await res.json()) as unknown[];
}

/** How the sink answers sends from `email`; `text` is the body of a "fail" answer, worded as EmailJS words it. */
export async function setSinkMode(email: string, mode: 'ok' | 'fail' | 'drop' | 'hang', status = 500, text?: string) {
  await fetch(`${SINK}/__sink/mode`, { method: 'POST', body: JSON.stringify({ email, mode, status, text }) });
}

/** A unique address per test, so tests running in parallel never read each other's mail. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** Fails the test on any console error or uncaught exception (hydration errors included). */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/**
 * Replaces the page's Math.random with a seeded generator (mulberry32) before any script runs,
 * so the pick of reviews is the same on every run and a failure replays. The seed can be changed
 * to try another pick; it is part of the test, not left to chance.
 */
export async function seedRandom(page: Page, seed = 17) {
  await page.addInitScript((initial: number) => {
    let state = initial >>> 0;
    Math.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }, seed);
}

/**
 * Waits until the page is what a visitor ends up with: loaded, its fonts and images in, and on
 * a page that keeps React, hydrated with the review pick made (the carousel stays invisible
 * until then). Checks that read the whole page (axe) run after this, never after a guess at
 * network quiet.
 */
export async function pageSettled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const picked = document.querySelectorAll('[role="region"][aria-roledescription]:not([data-ready])').length === 0;
    const images = [...document.images].every((img) => img.loading === 'lazy' || img.complete);
    return document.fonts.status === 'loaded' && picked && images;
  });
}

/**
 * A lead form's own code has arrived and runs: Send now goes to the form, not to the guard that
 * holds it while the code loads (lib/islands/lead-form-guard.ts).
 */
export const formReady = (form: Locator) => expect(form).toHaveAttribute(LEAD_FORM_GUARD.ready, '');

/**
 * axe's WCAG 2.0 to 2.2 A and AA rules plus its best practices. Label in Name (2.5.3) is switched
 * on by name as well: axe shipped it as experimental and off until 4.14, and voice users depend
 * on it, so it must run whatever tags a future axe gives it.
 *
 * axe runs in the page itself (legacy mode). By default it would open a second, blank page to merge
 * the results of each frame, which only cross-origin frames need, and the site has no frame at all
 * (its policy allows none): the same violations, for half the CPU (1.6 to 0.8 s a page here).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Where the quick exit sends a visitor: a neutral page that draws no attention. */
export const NEUTRAL = 'https://weather.com/';

/** The neutral page is outside this machine's reach; answer it locally as a weather site would. */
export async function fakeNeutralPage(context: BrowserContext) {
  await context.route(`${NEUTRAL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><h1>Weather forecast</h1>' }));
}

/** The quick exit has left for the neutral page, and Back does not return to the site. */
export async function expectLeftForNeutralPage(page: Page) {
  await expect(page).toHaveURL(NEUTRAL);
  await page.goBack();
  expect(page.url()).not.toContain(SITE);
}

/**
 * Content Security Policy violations on every document the page loads, as the browser reports
 * them to the page (securitypolicyviolation, with the page's path) and on the console. Call before
 * the first navigation.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${location.pathname}`),
    );
  });
  return violations;
}

/**
 * What the page asks of the framework: its scripts and the payload files its runtime fetches.
 */
export function watchFrameworkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE) return;
    if ((isFrameworkAsset(url.pathname) && request.resourceType() !== 'stylesheet') || url.pathname.endsWith('.txt')) requests.push(url.pathname);
  });
  return requests;
}

/** Records what would show that the framework is still there: its requests and the globals its runtime leaves. */
export function watchFramework(page: Page) {
  const requests = watchFrameworkRequests(page);
  return {
    expectNone: async () => {
      expect(requests).toEqual([]);
      expect(await page.evaluate(() => ['__next_f', 'TURBOPACK', 'next'].filter((name) => name in window))).toEqual([]);
    },
  };
}

/** Requests to any origin but the site's own (data: addresses aside). */
export function watchOtherOrigins(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE && url.protocol !== 'data:') foreign.push(request.url());
  });
  return foreign;
}
