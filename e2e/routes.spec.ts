import { expect, test } from '@playwright/test';
import { axeViolations, CONTENT_ROUTES, exportedRoutes, existsInOut, REDIRECT_ROUTES, watchConsole } from './support/site';

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
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

for (const route of pages) {
  test(`${route} renders one h1, working links and images, no console errors, no axe violations`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);

    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const internal = hrefs.filter((h) => h.startsWith('/'));
    for (const href of internal) expect(existsInOut(href), `${route} links to missing ${href}`).toBe(true);
    for (const href of hrefs) expect(href, `${route} has a relative or empty link`).toMatch(/^(\/|https?:|tel:|sms:|mailto:|#.)/);

    const images = await page
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => ({ src: i.getAttribute('src') ?? '', srcset: i.getAttribute('srcset') ?? '' })));
    for (const { src, srcset } of images) {
      expect(existsInOut(src), `${route} shows missing image ${src}`).toBe(true);
      for (const candidate of srcset
        .split(',')
        .map((c) => c.trim().split(' ')[0])
        .filter(Boolean))
        expect(existsInOut(candidate!), candidate).toBe(true);
    }

    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    consoleWatch.expectClean();
  });
}

for (const route of REDIRECT_ROUTES(routes)) {
  test(`${route} is a static redirect page`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
    expect(target, route).toBeTruthy();
    expect(existsInOut(target!)).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain(`href="${target}"`);
    expect(html).toMatch(/noindex/);
  });
}
