import { expect, test, type Page } from '@playwright/test';
import {
  expectLeftForNeutralPage,
  exportedRoutes,
  fakeNeutralPage,
  oneOfEachTemplate,
  REDIRECT_ROUTES,
  strippedRoutes,
  watchCsp,
  watchFramework,
  watchOtherOrigins,
} from './support/site';
import { exerciseMenu } from './support/menu';
import { frameWords } from './support/words';

// Pages the post-build step stripped of the Next.js runtime (scripts/strip-framework.ts), as
// the build recorded them. They must work as plain HTML: no framework request, and everything
// a visitor uses (menu, quick exit, links, redirects) still working. One page of each template in
// each language is loaded once by routes.spec.ts, which checks there that it asks nothing of the
// framework, has no framework global, and that its quick-exit key leaves; that no stripped page
// carries a framework script, payload or preload, and that exactly the six form pages keep a
// form's script, is read from every page by scripts/check-pages.ts.
const routes = exportedRoutes();
const stripped = strippedRoutes();
const redirects = REDIRECT_ROUTES(stripped);
const contentPages = stripped.filter((r) => !redirects.includes(r));

// The header's links are the same plain links on every page: one page in each language shows that
// the logo is a whole page load and that the quick-exit link leaves.
for (const route of [contentPages.find((r) => !r.startsWith('/es/')), contentPages.find((r) => r.startsWith('/es/'))].filter((r) => r !== undefined)) {
  test(`on ${route}, the logo loads the home page afresh and the quick-exit link leaves`, async ({ page, context }) => {
    await fakeNeutralPage(context);
    await page.goto(route);
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
  });
}

test.describe('on a phone', { tag: '@phone-only' }, () => {
  // The menu is one page script in one header on every page. It is exercised where what surrounds it
  // differs: the home page, a plain page, a page that keeps React for its form, an article, and Spanish.
  const menuPages = ['/', '/about/', '/formInput/', '/es/contact/', routes.find((r) => /^\/blogs\/page\d+\/\d+\/$/.test(r))];
  for (const route of menuPages.filter((r) => r !== undefined)) {
    test(`the menu on ${route} works by touch and by keyboard`, async ({ page }) => {
      expect(routes).toContain(route);
      const csp = await watchCsp(page);
      await page.goto(route);
      await exerciseMenu(page);
      expect(csp).toEqual([]);
    });
  }
});

// One of each kind (to the blog, to an article) in each language, under the production security
// headers like every page: nothing refused, nothing from another origin. Where every redirect page
// leads is read from its HTML by scripts/check-pages.ts.
test.describe('redirect pages without the framework', () => {
  for (const route of oneOfEachTemplate(redirects)) {
    for (const js of [true, false]) {
      test(`${route} moves on ${js ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: js });
        const page = await context.newPage();
        const framework = watchFramework(page);
        const csp = await watchCsp(page);
        const foreign = watchOtherOrigins(page);
        const html = await (await page.request.get(route)).text();
        const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
        expect(target).toBeTruthy();
        await page.goto(route);
        await expect(page).toHaveURL(target!);
        await expect(page.locator('h1')).toHaveCount(1);
        if (js) await framework.expectNone();
        expect(csp).toEqual([]);
        expect(foreign).toEqual([]);
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
    // The dropdown's values are the issues' neutral codes (no word of the issue in an address), so
    // the chosen option is read by its label.
    await expect(page.getByRole('form', { name: 'Find a lawyer' }).getByLabel('Issue type').locator('option:checked')).toHaveText('Partner Violence');
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
