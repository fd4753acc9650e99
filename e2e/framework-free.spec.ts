import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { REPORT_FILE } from '../scripts/lib/strip-framework';
import { exportedRoutes, REDIRECT_ROUTES, SITE, watchConsole } from './support/site';
import { exerciseMenu } from './support/menu';
import { frameWords } from './support/words';

// Pages the post-build step stripped of the Next.js runtime (scripts/strip-framework.ts), as
// the build recorded them. They must work as plain HTML: no framework request, and everything
// a visitor uses (menu, quick exit, links, redirects) still working.
const report = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', REPORT_FILE), 'utf8')) as {
  stripped: string[];
  formIslands: Record<string, string[]>;
};
const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/index\.html$/, '')}`);
const routes = exportedRoutes();
const stripped = report.stripped
  .filter((f) => f.endsWith('index.html'))
  .map(routeOf)
  .filter((r) => routes.includes(r));
const redirects = REDIRECT_ROUTES(stripped);
const contentPages = stripped.filter((r) => !redirects.includes(r));
const NEUTRAL = 'https://weather.com/';

/**
 * Pages built from one template behave alike in a browser: every article, every state guide. The
 * browser checks below visit every other page, and of those two templates the first and last page
 * of each language; the HTML check that no framework script is left runs on every page.
 */
const isArticle = (r: string) => /^(\/es)?\/blogs\/page\d+\/\d+\/$/.test(r);
const isStateGuide = (r: string) => /^(\/es)?\/states\/[a-z-]+\/$/.test(r);
function representative(pages: string[]): string[] {
  const ends = (kind: (r: string) => boolean) =>
    ['en', 'es'].flatMap((lang) => {
      const of = pages.filter((r) => kind(r) && r.startsWith('/es/') === (lang === 'es'));
      return [...new Set([of[0], of.at(-1)])].filter((r): r is string => r !== undefined);
    });
  return [...pages.filter((r) => !isArticle(r) && !isStateGuide(r)), ...ends(isArticle), ...ends(isStateGuide)];
}
const browserPages = representative(contentPages);

test('no stripped page carries a framework script, an inline payload or a preload', async ({ request }) => {
  for (const route of contentPages) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<script[^>]+src="\/_next\/static\//);
    expect(html, route).not.toContain('self.__next_f');
    expect(html, route).not.toMatch(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+as="script"/);
  }
});

test('the pages whose forms load their own script are exactly the ones with a lead form', () => {
  expect(Object.keys(report.formIslands).map(routeOf).sort()).toEqual(['/', '/contact/', '/es/', '/es/contact/', '/es/formInput/', '/formInput/']);
  expect(stripped.length + 6).toBe(routes.length);
});

/** Records what would show that the framework is still there: its requests and its globals. */
function watchFramework(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE) return;
    // The stylesheet is the one file under /_next/static/ a stripped page still needs.
    if (url.pathname.startsWith('/_next/static/') && request.resourceType() !== 'stylesheet') requests.push(url.pathname);
    if (url.pathname.endsWith('.txt')) requests.push(url.pathname);
  });
  return {
    expectNone: async () => {
      expect(requests).toEqual([]);
      expect(await page.evaluate(() => ['__next_f', 'TURBOPACK', 'next'].filter((name) => name in window))).toEqual([]);
    },
  };
}

async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

async function fakeNeutralPage(context: BrowserContext) {
  await context.route(`${NEUTRAL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><h1>Weather forecast</h1>' }));
}

async function expectLeftForNeutralPage(page: Page) {
  await expect(page).toHaveURL(NEUTRAL);
  await page.goBack();
  expect(page.url()).not.toContain(SITE);
}

for (const route of browserPages) {
  test(`${route} loads no framework, and its links and quick exit work`, async ({ page, context }) => {
    await fakeNeutralPage(context);
    const framework = watchFramework(page);
    const csp = await watchCsp(page);
    const console = watchConsole(page);

    await page.goto('about:blank');
    await page.goto(route, { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveCount(1);
    await framework.expectNone();
    // A link is a plain page load: the marker set on this document is gone on the next one.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const words = frameWords(route);
    await page.getByRole('link', { name: words.logoLabel }).click();
    await expect(page).toHaveURL(words.home);
    expect(await page.evaluate(() => 'marker' in window)).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(route);

    await page.getByRole('link', { name: words.quickExitLink }).click();
    await expectLeftForNeutralPage(page);

    await page.goto(route);
    await page.keyboard.press('Shift');
    await expect(page.locator('#quick-exit-status')).toContainText(/1 (of|de) 3/);
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');
    await expectLeftForNeutralPage(page);

    expect(csp).toEqual([]);
    console.expectClean();
  });
}

test.describe('on a phone', { tag: '@phone-only' }, () => {
  // Every page, stripped or not: the menu must behave the same with and without React.
  for (const route of representative(routes.filter((r) => !redirects.includes(r)))) {
    test(`the menu on ${route} works by touch and by keyboard`, async ({ page }) => {
      const csp = await watchCsp(page);
      await page.goto(route);
      await exerciseMenu(page);
      expect(csp).toEqual([]);
    });
  }
});

test.describe('redirect pages without the framework', () => {
  for (const route of redirects) {
    for (const js of [true, false]) {
      test(`${route} moves on ${js ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: js });
        const page = await context.newPage();
        const framework = watchFramework(page);
        const html = await (await page.request.get(route)).text();
        const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
        expect(target).toBeTruthy();
        await page.goto(route);
        await expect(page).toHaveURL(target!);
        await expect(page.locator('h1')).toHaveCount(1);
        if (js) await framework.expectNone();
        await context.close();
      });
    }
  }
});

// The six form pages keep React, loaded when a form is first used (e2e/islands.spec.ts).
test.describe('between pages with and without React', () => {
  const hydrated = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

  test('from an article to the contact page and back', async ({ page }) => {
    const framework = watchFramework(page);
    await page.goto('/blogs/page1/3/', { waitUntil: 'load' });
    await framework.expectNone();
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact/');
    expect(await hydrated(page, 'form[aria-label="Contact form"]')).toBe(false);
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Name', { exact: true }).focus();
    await expect.poll(() => hydrated(page, 'form[aria-label="Contact form"]')).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL('/blogs/page1/3/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Shift');
    await expect(page.locator('#quick-exit-status')).toContainText(/1 (of|de) 3/);
  });

  test('from the about page to the home page and back', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('link', { name: 'Referral Portal for Abuse, home' }).click();
    await expect(page).toHaveURL('/');
    // The search never needs React: its standalone script keeps the dropdown in step.
    await page.getByRole('radio', { name: 'Partner Violence' }).check({ force: true });
    await expect(page.getByRole('form', { name: 'Find a lawyer' }).getByLabel('Issue type')).toHaveValue('Partner Violence');
    await page.goBack();
    await expect(page).toHaveURL('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('from the 404 page to the case form and back', async ({ page }) => {
    const framework = watchFramework(page);
    await page.goto('/no-such-page/', { waitUntil: 'load' });
    await framework.expectNone();
    await page.getByRole('link', { name: 'Tell us about your case' }).click();
    await expect(page).toHaveURL('/formInput/');
    await page.getByRole('form', { name: 'Case form' }).getByLabel('What is your full name?').focus();
    await expect.poll(() => hydrated(page, 'form[aria-label="Case form"]')).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    expect(await page.evaluate(() => '__next_f' in window)).toBe(false);
  });
});
