import { expect, test } from '@playwright/test';

const TOPICS = [
  /product liability/i,
  /insurance adjuster/i,
  /pre-existing/i,
  /red flags/i,
  /communicat/i,
  /technology/i,
  /medical malpractice/i,
  /rehabilitation/i,
  /contingency fee/i,
  /long-term/i,
  /car accident/i,
  /questions/i,
  /workplace/i,
  /essential/i,
  /compensation/i,
  /civil claims after sexual abuse/i,
  /time limits/i,
  /schools, churches/i,
  /privacy/i,
  /image-based abuse/i,
  /trafficking survivors/i,
];

test('page 1 lists articles 1-10 and page 2 lists 11-20, in order', async ({ page }) => {
  await page.goto('/blogs/page1/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Injury Law Blog');
  const page1 = page.getByRole('list', { name: 'Articles' }).getByRole('link');
  // Each list read whole, in order: its links' addresses, and each link's text matched to its topic.
  const hrefs = (links: typeof page1) => links.evaluateAll((elements) => elements.map((el) => el.getAttribute('href')));
  await expect(page1).toContainText(TOPICS.slice(0, 10));
  expect(await hrefs(page1)).toEqual(Array.from({ length: 10 }, (_, i) => `/blogs/page1/${i + 1}/`));
  await page
    .getByRole('navigation', { name: 'Blog pages' })
    .getByRole('link', { name: /Next page/ })
    .click();
  await expect(page).toHaveURL('/blogs/page2/');
  // The way back to articles 1-10 says where it goes: the previous page, not "newer articles".
  await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/blogs/page1/');
  const page2 = page.getByRole('list', { name: 'Articles' }).getByRole('link');
  await expect(page2).toContainText(TOPICS.slice(10, 20));
  expect(await hrefs(page2)).toEqual(Array.from({ length: 10 }, (_, i) => `/blogs/page2/${i + 11}/`));
});

test('list entries show a 124 px thumbnail, a one-line title and a summary of at most three lines', { tag: '@both-widths' }, async ({ page }) => {
  await page.goto('/blogs/page1/');
  const first = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
  const img = first.locator('img');
  expect((await img.boundingBox())?.height).toBe(124);
  // The lines a visitor sees in each piece of text: its rendered height over its line height.
  const lines = await first
    .getByRole('link')
    .evaluate((link) =>
      [...link.querySelectorAll('*')]
        .filter((el) => [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        .map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
    );
  expect(lines).toHaveLength(2);
  const [title, summary] = lines;
  expect(title).toBe(1);
  expect(summary).toBeGreaterThanOrEqual(1);
  expect(summary).toBeLessThanOrEqual(3);
});

const articleRoute = (n: number) => `/blogs/page${Math.ceil(n / 10)}/${n}/`;

// Every article's parts are read from its HTML by scripts/check-pages.ts; the browser sees that a
// reader gets them on one article, the first, which has no previous article, and the twelfth.
for (const n of [1, 12]) {
  const route = articleRoute(n);
  test(`article ${n} shows all its parts`, async ({ page }) => {
    await page.goto(route);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(TOPICS[n - 1]!);
    // The summary search results show is the one read under the title.
    const summary = await page.locator('meta[name="description"]').getAttribute('content');
    expect(summary?.length).toBeGreaterThan(0);
    await expect(main.getByText(summary!, { exact: true })).toBeVisible();
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    // A list of the article's own, not the breadcrumb's or the pager's.
    expect(await main.getByRole('list').and(page.locator(':not(nav *)')).count()).toBeGreaterThanOrEqual(1);
    const figures = main.locator('figure');
    expect(await figures.count()).toBeGreaterThanOrEqual(2);
    for (const figure of await figures.all()) {
      await expect(figure.locator('figcaption')).not.toBeEmpty();
      const img = figure.locator('img');
      expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(10);
      expect(await img.getAttribute('width')).toBeTruthy();
    }
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs/page1/');
    await expect(main.locator('blockquote', { hasText: /not legal advice/i })).toBeVisible();
    // Only the article's text links to the case form from inside main.
    await expect(main.locator('a[href="/formInput/"]').first()).toBeVisible();
    if (n > 1) await expect(main.getByRole('link', { name: /Previous article/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Next article/ })).toBeVisible();
  });
}

// The browser picks each figure's file from its srcset by the width of the screen, so a phone
// loads other files than a desktop does. That every file any article offers exists and decodes is
// checked by scripts/check-pages.ts; here, that the browser's pick arrives and decodes at each width.
test("an article's figures load and decode at this width", { tag: '@both-widths' }, async ({ page }) => {
  await page.goto(articleRoute(1));
  for (const img of await page.getByRole('main').locator('figure img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  }
});

test('inline links between articles use the real routes', async ({ page }) => {
  // Neither page's pager or breadcrumb leads to article 9, so these links are in the text.
  await page.goto('/blogs/page1/4/');
  await expect(page.getByRole('main').locator('a[href="/blogs/page1/9/"]').first()).toBeVisible();
  await page.goto('/blogs/page2/12/');
  await expect(page.getByRole('main').locator('a[href="/blogs/page1/9/"]').first()).toBeVisible();
});

// Where each redirect page leads is read from its HTML by scripts/check-pages.ts, and that it moves on with and
// without JavaScript in framework-free.spec.ts.
test('Back skips the redirect page', async ({ page }) => {
  await page.goto('/about/');
  await page.goto('/blogs/');
  await expect(page).toHaveURL('/blogs/page1/');
  await page.goBack();
  await expect(page).toHaveURL('/about/');
});
