import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stateGuidesCopy as en } from '../content/en/state-guides';
import { stateGuidesCopy as es } from '../content/es/state-guides';
import { notFoundCopy } from '../content/en/not-found';
import { windowStatus } from '../lib/legal-facts/build-date';
import { formatLongDate } from '../lib/dates';
import { fillTemplate } from '../lib/text';
import { SITE } from './support/site';

// Issue 32: guides that help a survivor decide to ask the firm, on the default build (built today).
type Window = { opened: string; closed: string | null };
const guide = (code: string) =>
  JSON.parse(fs.readFileSync(path.join('content', 'states', `${code.toLowerCase()}.json`), 'utf8')) as {
    revivalWindows: Window[];
    reported: (Window & { effect: string; citation: string })[];
    governingLaw: Record<string, { citation: string; url: string | null }>;
    childUsa: string;
  };
// The day the site was built, as its state table says it ("as of November 27, 2026"), not the day the test runs:
// a build just before midnight is tested just after it.
function builtAsOf(): string {
  const html = fs.readFileSync(path.join('out', 'states', 'index.html'), 'utf8');
  const [, month, day, year] = /as of ([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(html) ?? [];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const index = months.indexOf(month ?? '');
  if (index < 0) throw new Error('out/states/index.html does not say the day it was built ("as of …")');
  return `${year}-${String(index + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
const buildDate = builtAsOf();
const abWindow = guide('CA').reported.find((r) => r.effect === 'window' && r.closed === '2027-12-31')!;

for (const [prefix, locale, words] of [
  ['', 'en', en],
  ['/es', 'es', es],
] as const) {
  test(`California's guide and the table show the 2026-2027 window as reported (${locale})`, async ({ page }) => {
    expect(abWindow, 'content/states/ca.json reports the A.B. 250 window').toBeDefined();
    const status = windowStatus(abWindow, buildDate);
    expect(['open', 'closing-soon']).toContain(status);
    await page.goto(`${prefix}/states/california/`);
    const windows = page.getByRole('region', { name: words.sections.revivalWindows });
    const reported = windows.getByRole('listitem').filter({ hasText: words.reported.label });
    const asOf = formatLongDate(buildDate, locale);
    const closed = formatLongDate(abWindow.closed!, locale);
    await expect(reported).toContainText(fillTemplate(words.reported.windowStatus[status], { asOf, closed, opened: '' }));
    await expect(page.getByRole('region', { name: words.answer.title })).toContainText(words.answer.reportedNote);
    await expect(reported.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    // A stated window still open ends before the reported one: beside it, the page says a later window is reported.
    const stated = guide('CA').revivalWindows.filter((w) => windowStatus(w, buildDate) !== 'closed' && w.closed !== null && w.closed < abWindow.closed!);
    if (stated.length > 0) await expect(windows).toContainText(fillTemplate(words.laterWindow, { state: 'California' }));
    await expect(windows.getByText(words.windowsUrgent)).toBeVisible();

    await page.goto(`${prefix}/states/`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'California' }) });
    await expect(row.getByRole('cell').last()).toContainText(fillTemplate(words.table.windowReportedUntil, { closed }));
  });
}

test('an unstated section names the law on its own page, links CHILD USA, and reaches the firm in one tap', async ({ page }) => {
  const data = guide('NC');
  await page.goto('/states/north-carolina/');
  const child = page.getByRole('region', { name: en.sections.childSexualAbuse });
  await expect(child).not.toContainText('We do not state this time limit');
  await expect(child).toContainText(en.unstated.differChild);
  await expect(child.getByRole('link', { name: /N\.C\. Gen\. Stat\. § 1-17/ })).toHaveAttribute('href', data.governingLaw.childSexualAbuse!.url!);
  await expect(child.getByRole('link', { name: fillTemplate(en.unstated.childUsaLink, { state: 'North Carolina' }) })).toHaveAttribute('href', data.childUsa);
  await expect(child.getByRole('link', { name: en.firm.form })).toHaveAttribute('href', '/formInput/');
  await expect(child.getByRole('link', { name: /^call \(800\) 555-0199$/ })).toHaveAttribute('href', 'tel:+18005550199');
  // Oregon-like states where research found no window: no bold urgency about windows closing.
  await expect(page.getByText(en.windowsUrgent)).toHaveCount(0);

  await page.goto('/states/');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'North Carolina' }) });
  const cell = row.getByRole('cell').nth(1);
  await expect(cell.getByRole('link', { name: en.table.askTheFirm })).toHaveAttribute('href', '/states/north-carolina/#childhood-sexual-abuse');
  // The firm's number is said once above the table, not under each cell that leaves a question to the firm.
  const call = page.getByRole('main').getByRole('link', { name: fillTemplate(en.table.call, { phone: '(800) 555-0199' }) });
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute('href', 'tel:+18005550199');
  await expect(page.getByText(en.table.notListed)).toBeVisible();
});

test('no research note is visible while "How we checked this" is closed, and it opens without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/states/california/`);
  const injury = page.getByRole('region', { name: en.sections.personalInjury });
  const sources = injury.locator('details').getByRole('list');
  await expect(sources).toBeHidden();
  await expect(page.getByText(/version read|stored pages|could not be opened|excerpt ended/)).toHaveCount(0);
  await injury.getByText(en.howWeChecked, { exact: true }).click();
  await expect(sources.getByRole('link').first()).toBeVisible();
  await context.close();
});

test("a printed guide carries the firm's name, phone and site, opens every disclosure, and writes links as full addresses", async ({ page }) => {
  await page.goto('/states/california/');
  await page.emulateMedia({ media: 'print' });
  const header = page.getByText(/Example Law LLP \(sample name for local runs\), phone \(800\) 555-0199, on the web at http/);
  await expect(header).toBeVisible();
  await expect(header).toContainText(SITE);
  const safety = page.getByRole('main').getByRole('link', { name: en.nationalHelpLink });
  expect(await safety.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${SITE}/safety/)"`);
  const form = page.getByRole('main').getByRole('link', { name: en.firm.form }).first();
  expect(await form.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${SITE}/formInput/)"`);
  await expect(page.getByRole('region', { name: en.sections.personalInjury }).locator('details').getByRole('list')).toBeVisible();
});

// A state the firm does not serve has a page of its own (e2e/unserved-states.spec.ts); a mistyped one meets the 404 page.
test('the 404 page tells a visitor who mistyped a state guide address where to go', async ({ page }) => {
  const response = await page.goto('/states/wyomin/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFoundCopy.states)).toBeVisible();
  await expect(page.getByRole('link', { name: notFoundCopy.statesLink })).toHaveAttribute('href', '/states/');
  await expect(page.getByRole('link', { name: notFoundCopy.safetyLink })).toHaveAttribute('href', '/safety/');
});
