import { expect, test } from '@playwright/test';
import { LOCAL_RESPONSIBLE_ATTORNEY } from '../scripts/lib/local-env';
import { exportedRoutes, seedRandom } from './support/site';
import { frameWords } from './support/words';

const SAMPLE_LABEL = 'Illustrative example, not a real client';
const routes = exportedRoutes();

/** What a visitor can read on a page: the HTML without scripts, styles and tags. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

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

test.describe('responsible attorney', () => {
  test('every page names the responsible attorney in its footer, beside "Attorney Advertising"', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
      const text = visibleText(footer);
      const words = frameWords(route);
      expect(text, route).toContain(words.attorneyAdvertising);
      expect(text, route).toContain(`${words.responsibleAttorneyLabel} ${LOCAL_RESPONSIBLE_ATTORNEY}`);
      expect(html, `${route} shows an unfilled placeholder`).not.toMatch(/\{responsibleAttorney\}|\[\[lead-journey\]\]/);
    }
  });

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

test('no page promises that the phone is answered at any time', async ({ request }) => {
  const promises = [
    /\b(call|phone|reach|contact|text) us\b[^.]{0,40}\b(any ?time|24\/7|24 hours a day|day or night|around the clock|whenever you like)/i,
    /\bwe (answer|pick up|are available|are here)\b[^.]{0,40}\b(any ?time|24\/7|24 hours a day|day or night|around the clock)/i,
    /\b(lines?|phones?) (are|is) (always )?(open|answered|staffed)\b[^.]{0,30}\b(any ?time|24\/7|around the clock)/i,
  ];
  for (const route of routes) {
    const text = visibleText(await (await request.get(route)).text());
    for (const promise of promises) expect(text, route).not.toMatch(promise);
  }
});
