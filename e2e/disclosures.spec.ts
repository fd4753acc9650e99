import { expect, test } from '@playwright/test';
import { LOCAL_RESPONSIBLE_ATTORNEY } from '../scripts/lib/local-env';
import { seedRandom } from './support/site';

const SAMPLE_LABEL = 'Illustrative example, not a real client';

test.describe('reviews', () => {
  test('every review card the carousel shows carries its sample label, whole and inside the card', { tag: '@both-widths' }, async ({ page }) => {
    await seedRandom(page);
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Illustrative examples, written for this website' });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-ready', '');
    const next = region.getByRole('button', { name: 'Next review' });
    const seen = new Set<string>();
    for (let i = 1; i <= 4; i += 1) {
      const card = region.getByRole('figure', { name: `Review ${i} of 4` });
      const caption = card.locator('figcaption');
      await expect(caption.getByText(SAMPLE_LABEL, { exact: true })).toBeVisible();
      seen.add((await caption.innerText()).split('\n')[0] ?? '');
      // A fixed-height card clips what does not fit; the label and the whole quote must fit.
      const fits = await card.evaluate((el) => el.scrollHeight <= el.clientHeight);
      expect(fits, `review ${i} overflows its card`).toBe(true);
      if (i < 4) await next.click();
    }
    expect(seen.size).toBe(4);
    // Measured against the document's box: a phone browser widens its window to fit overflow.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
    await region.getByRole('button', { name: 'Previous review' }).click();
    await expect(region.getByRole('figure', { name: 'Review 3 of 4' }).getByText(SAMPLE_LABEL)).toBeVisible();
  });
});

// That every page names the responsible attorney in its footer, and that none promises the phone is
// answered at any time, is read from every page's HTML by scripts/check-pages.ts.
test.describe('responsible attorney', () => {
  for (const route of ['/', '/about/', '/privacy/', '/blogs/page1/1/']) {
    test(`${route} shows the line in the footer landmark`, { tag: '@both-widths' }, async ({ page }) => {
      await page.goto(route);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('Attorney Advertising', { exact: true })).toBeVisible();
      await expect(footer.getByText(`Responsible attorney: ${LOCAL_RESPONSIBLE_ATTORNEY}`)).toBeVisible();
    });
  }

  test('the home disclosure names the responsible attorney under "Attorney Advertising"', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/');
    const disclosure = page.getByRole('region', { name: 'Disclosure' });
    await expect(disclosure.getByText('Attorney Advertising', { exact: true })).toBeVisible();
    await expect(disclosure.getByText(`Responsible attorney: ${LOCAL_RESPONSIBLE_ATTORNEY}`)).toBeVisible();
  });
});
