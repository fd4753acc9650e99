import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  CONTENT_ROUTES,
  expectLeftForNeutralPage,
  exportedRoutes,
  fakeNeutralPage,
  oneOfEachTemplate,
  pageSettled,
  strippedRoutes,
  watchConsole,
  watchCsp,
  watchFramework,
  watchOtherOrigins,
} from './support/site';

// What every page must carry in its HTML (one h1, links written from the root, a unique title and
// description, canonical and share tags, where each redirect page leads, every exported route of
// the specification, no framework markup left on a stripped page) is read from every page by
// scripts/check-pages.ts, without a browser. Pages of one template render and behave alike, so the
// browser visits one page of each template in each language, once, and checks there everything a
// page must do when it runs.
const everyPage = CONTENT_ROUTES(exportedRoutes());
const pages = oneOfEachTemplate(everyPage);
const stripped = strippedRoutes();

test('an unknown address shows the designed 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await pageSettled(page);
  expect(await axeViolations(page)).toEqual([]);
});

for (const route of pages) {
  const plain = stripped.includes(route);
  test(`${route} renders and runs cleanly, with no axe violations${plain ? ' and no framework' : ''}, and its quick-exit key leaves`, async ({
    page,
    context,
  }) => {
    await fakeNeutralPage(context);
    const consoleWatch = watchConsole(page);
    const csp = await watchCsp(page);
    const foreign = watchOtherOrigins(page);
    const framework = watchFramework(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await pageSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    // Under the production security headers: nothing refused, nothing from another origin, nothing kept.
    expect(csp).toEqual([]);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual({ local: 0, session: 0 });
    expect(await context.cookies()).toEqual([]);
    // A stripped page works as plain HTML: no request or global of the framework.
    if (plain) await framework.expectNone();
    consoleWatch.expectClean();
    // The quick exit's key is the page script every page must carry: three Shifts leave.
    await page.keyboard.press('Shift');
    await expect(page.locator('#quick-exit-status')).toContainText(/1 (of|de) 3/);
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');
    await expectLeftForNeutralPage(page);
  });
}

// The phone layout shows what the wide one hides (the menu button, stacked sections, full-width
// forms), so axe reads one page of each kind at phone width as well.
test.describe('at phone width', { tag: '@phone-only' }, () => {
  const layouts = [
    '/',
    '/about/',
    '/service/',
    '/contact/',
    '/formInput/',
    '/confirmAlert/',
    '/confirmAlert/held/',
    '/privacy/',
    '/safety/',
    '/blogs/page1/',
    '/blogs/page1/1/',
    '/es/',
  ];
  for (const route of [...layouts, '/no-such-page/']) {
    test(`${route} has no axe violations`, async ({ page }) => {
      await page.goto(route);
      await pageSettled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  // WCAG 1.4.10 (reflow): at 320 px nothing may need scrolling sideways. Unlike the checks above,
  // this depends on each page's own text (one long unbroken address widens a page), so it reads
  // every page; it costs a fraction of a second a page. A phone browser widens its window to fit
  // content that overflows, so the page is measured against the width of the document's box,
  // which stays that of the screen.
  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    // Split so that each part stays well inside its time limit as pages are added.
    const PARTS = 3;
    for (const language of ['English', 'Spanish']) {
      for (let part = 0; part < PARTS; part += 1) {
        test(`no ${language} page scrolls sideways (part ${part + 1} of ${PARTS})`, async ({ page }) => {
          test.setTimeout(120_000);
          const wide: string[] = [];
          const routesOfLanguage = everyPage.filter((r) => r.startsWith('/es/') === (language === 'Spanish')).filter((_, i) => i % PARTS === part);
          for (const route of routesOfLanguage) {
            await page.goto(route);
            await pageSettled(page);
            if (await scrollsSideways(page)) wide.push(route);
          }
          expect(wide).toEqual([]);
        });
      }
    }
  });
});
