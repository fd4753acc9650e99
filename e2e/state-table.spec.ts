import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stateGuidesCopy as en } from '../content/en/state-guides';
import { stateGuidesCopy as es } from '../content/es/state-guides';
import { STATE_NAMES } from '../content/shared/states';
import { DEFAULT_FIRM_STATES } from '../lib/schemas/config';
import { axeViolations, pageSettled } from './support/site';

// Issue 28: the state index as one table, readable at 320 px, and guides that print without the site's chrome.
const guide = (code: string) =>
  JSON.parse(fs.readFileSync(path.join('content', 'states', `${code.toLowerCase()}.json`), 'utf8')) as {
    personalInjury: { short: { en: string; es: string } } | null;
  };
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const [route, locale, words] of [
  ['/states/', 'en', en],
  ['/es/states/', 'es', es],
] as const) {
  test(`${route} is one table of every configured state, each cell linking to its guide`, async ({ page }) => {
    await page.goto(route);
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText(words.table.caption.split('{date}')[0]!.trim());
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveCount(5);
    await expect(headers.nth(1)).toHaveText(words.table.personalInjury);
    for (const th of await headers.all()) await expect(th).toHaveAttribute('scope', 'col');
    const states = table.getByRole('rowheader');
    await expect(states).toHaveText([...DEFAULT_FIRM_STATES].map((c) => STATE_NAMES[c][locale]).sort((a, b) => a.localeCompare(b, locale)));
    const california = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: STATE_NAMES.CA[locale] }) });
    const injury = guide('CA').personalInjury;
    const injuryCell = california.getByRole('cell').first().getByRole('link');
    await expect(injuryCell).toHaveText(injury ? injury.short[locale] : words.table.askTheFirm);
    await expect(injuryCell).toHaveAttribute('href', `${locale === 'es' ? '/es' : ''}/states/california/#personal-injury`);
    await pageSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the table reflows into one block per state, with each column named, and nothing scrolls sideways', async ({ page }) => {
    for (const [route, words] of [
      ['/states/', en],
      ['/es/states/', es],
    ] as const) {
      await page.goto(route);
      await pageSettled(page);
      expect(await scrollsSideways(page), route).toBe(false);
      const first = page.getByRole('rowheader').first().locator('xpath=..');
      await expect(first.getByText(`${words.table.personalInjury}:`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test('a printed guide leaves out the header, menu, quick-exit bar, forms and footer, and prints each link with its address', async ({ page }) => {
  await page.goto('/states/california/');
  await page.emulateMedia({ media: 'print' });
  for (const chrome of [page.getByRole('banner'), page.getByRole('contentinfo'), page.getByRole('link', { name: /leave this site/i })])
    await expect(chrome).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(en.reviewed)).toBeVisible();
  const source = page.locator('main a[href^="http"]').first();
  const href = await source.getAttribute('href');
  const printed = await source.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(printed).toContain(href!);
  await page.goto('/blogs/page2/17/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('article header time')).toBeVisible();
});
