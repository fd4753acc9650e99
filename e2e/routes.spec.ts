import { expect, test, type Page } from '@playwright/test';
import { axeViolations, CONTENT_ROUTES, exportedRoutes, existsInOut, pageSettled, REDIRECT_ROUTES, watchConsole } from './support/site';

const routes = exportedRoutes();
const pages = CONTENT_ROUTES(routes);

test('every route of the specification is exported', () => {
  const required = [
    '/',
    '/blogs/',
    '/blogs/page1/',
    '/blogs/page2/',
    '/formInput/',
    '/confirmAlert/',
    '/about/',
    '/service/',
    '/contact/',
    '/privacy/',
    '/safety/',
  ];
  for (let n = 1; n <= 15; n += 1) required.push(`/blogs/page${n <= 10 ? 1 : 2}/${n}/`, `/blogs/${n}/`);
  // Every English page has its Spanish twin under /es/, and nothing else is there.
  expect(routes).toEqual(expect.arrayContaining(required));
  expect(routes.filter((r) => r.startsWith('/es/')).sort()).toEqual(
    routes
      .filter((r) => !r.startsWith('/es/'))
      .map((r) => `/es${r}`)
      .sort(),
  );
  expect(existsInOut('/es/404/')).toBe(true);
  expect(existsInOut('/404.html')).toBe(true);
});

test('every page has a unique title and description', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, route).not.toBe('');
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route);
    if (pages.includes(route)) expect(html, route).toMatch(/<meta name="description" content="[^"]{50,}"/);
  }
});

test('an unknown address shows the designed 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await pageSettled(page);
  expect(await axeViolations(page)).toEqual([]);
});

// Whether each link, image and fragment resolves is linkinator's job (scripts/check-links.mjs);
// it cannot tell a link written relative to the page, which breaks when the page moves, from
// one written from the root, so that is checked here.
for (const route of pages) {
  test(`${route} renders one h1, links written from the root, no console errors, no axe violations`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);

    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href, `${route} has a relative or empty link`).toMatch(/^(\/|https?:|tel:|sms:|mailto:|#.)/);

    await pageSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    consoleWatch.expectClean();
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

  // WCAG 1.4.10 (reflow): at 320 px nothing may need scrolling sideways. A phone browser widens
  // its window to fit content that overflows, so the page is measured against the width of
  // the document's box, which stays that of the screen.
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
          const routesOfLanguage = pages.filter((r) => r.startsWith('/es/') === (language === 'Spanish')).filter((_, i) => i % PARTS === part);
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

/** Where each redirect page must send a visitor: the blog's first page, or an article by number. */
const redirectTarget = (route: string) => {
  const [, lang = '', n] = /^(\/es)?\/blogs\/(?:(\d+)\/)?$/.exec(route)!;
  return n ? `${lang}/blogs/page${Math.ceil(Number(n) / 10)}/${n}/` : `${lang}/blogs/page1/`;
};

// That each one moves on, with and without JavaScript, is in framework-free.spec.ts.
for (const route of REDIRECT_ROUTES(routes)) {
  test(`${route} is a static redirect page to ${redirectTarget(route)}`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
    expect(target, route).toBe(redirectTarget(route));
    expect(existsInOut(target!)).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain(`href="${target}"`);
    expect(html).toMatch(/noindex/);
  });
}
