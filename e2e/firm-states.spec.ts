import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stateGuidesCopy as en } from '../content/en/state-guides';
import { stateGuidesCopy as es } from '../content/es/state-guides';
import { servedStatesCopy as servedEn } from '../content/en/served-states';
import { servedStatesCopy as servedEs } from '../content/es/served-states';
import { formatLongDate } from '../lib/dates';
import { fillTemplate } from '../lib/text';
import { STATE_NAMES } from '../content/shared/states';
import { notFoundCopy } from '../content/en/not-found';

// Issue 19: a firm's own NEXT_PUBLIC_FIRM_STATES publishes exactly its states' guides and no others.
// Run by playwright.firm-states.config.ts against the build made with NEXT_PUBLIC_FIRM_STATES=CA,IL,NY,OR,PA.
const configured = (process.env.NEXT_PUBLIC_FIRM_STATES ?? '').split(',').map((c) => c.trim().toUpperCase());
const FIRM = ['CA', 'IL', 'NY', 'OR', 'PA'] as const;
// Run without that setting, these specs would check the wrong build: fail, rather than skip and pass.
test.beforeAll(() => {
  if (configured.join(',') !== FIRM.join(','))
    throw new Error('needs the build and environment with NEXT_PUBLIC_FIRM_STATES=CA,IL,NY,OR,PA (playwright.firm-states.config.ts)');
});

const slug = (code: keyof typeof STATE_NAMES) => STATE_NAMES[code].en.toLowerCase().replace(/[^a-z]+/g, '-');

test('the footer links exactly the three states, each to its guide, in both languages', async ({ page }) => {
  for (const [home, prefix, locale] of [
    ['/', '', 'en'],
    ['/es/', '/es', 'es'],
  ] as const) {
    await page.goto(home);
    const links = page.locator('nav[aria-labelledby="footer-states"]').getByRole('link');
    await expect(links).toHaveText(FIRM.map((code) => STATE_NAMES[code][locale]));
    for (const [i, code] of FIRM.entries()) await expect(links.nth(i)).toHaveAttribute('href', `${prefix}/states/${slug(code)}/`);
  }
});

test('only the three guides are published, listed on the index and in the sitemap', async ({ page, request }) => {
  await page.goto('/states/');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(FIRM.map((code) => STATE_NAMES[code].en));
  for (const code of FIRM) expect((await request.get(`/states/${slug(code)}/`)).status(), code).toBe(200);
  // Another state's address gives the short page that says where the firm takes cases (e2e/unserved-states.spec.ts), not a guide.
  for (const other of ['alabama', 'florida', 'west-virginia']) {
    for (const [prefix, words] of [
      ['', servedEn],
      ['/es', servedEs],
    ] as const) {
      await page.goto(`${prefix}/states/${other}/`);
      await expect(page.getByRole('heading', { level: 2, name: words.unserved.servedHeading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const guides = [...sitemap.matchAll(/<loc>[^<]*\/states\/([a-z-]+)\/<\/loc>/g)].map((m) => m[1]);
  expect(guides.sort()).toEqual([...FIRM.map(slug), ...FIRM.map(slug)].sort());
});

test('a window is open or closed as of the day the site was built: one that ended before it reads closed, in both languages', async ({ page }) => {
  const buildDate = new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).toISOString().slice(0, 10);
  expect(buildDate, 'this build is made as of a day after December 31, 2026 (scripts/test-all.ts)').toBe('2027-01-15');
  const guide = JSON.parse(fs.readFileSync(path.join('content', 'states', 'ca.json'), 'utf8')) as {
    revivalWindows: { opened: string; closed: string | null }[];
  };
  const ended = guide.revivalWindows.filter((w) => w.closed !== null && w.closed < buildDate);
  // California revived adult claims until December 31, 2026 (A.B. 2777): open on 2026-11-26, closed on this build's day.
  expect(ended.map((w) => w.closed)).toContain('2026-12-31');
  for (const [route, locale, words] of [
    ['/states/california/', 'en', en],
    ['/es/states/california/', 'es', es],
  ] as const) {
    await page.goto(route);
    const windows = page.getByRole('region', { name: words.sections.revivalWindows });
    await expect(windows).toContainText(fillTemplate(words.asOf, { date: formatLongDate(buildDate, locale) }));
    for (const w of ended)
      await expect(windows).toContainText(
        fillTemplate(words.windowStatus.closed, { opened: formatLongDate(w.opened, locale), closed: formatLongDate(w.closed!, locale) }),
      );
  }
});

// Issue 32: on the day of this build, the stated window for adult claims has closed, and the A.B. 250 window is reported open.
test("California's guide and the table show the 2026-2027 window as reported, in both languages, on January 15, 2027", async ({ page }) => {
  for (const [prefix, locale, words] of [
    ['', 'en', en],
    ['/es', 'es', es],
  ] as const) {
    await page.goto(`${prefix}/states/california/`);
    const windows = page.getByRole('region', { name: words.sections.revivalWindows });
    const asOf = formatLongDate('2027-01-15', locale);
    const closed = formatLongDate('2027-12-31', locale);
    await expect(windows.getByRole('listitem').filter({ hasText: words.reported.label })).toContainText(
      fillTemplate(words.reported.windowStatus.open, { asOf, closed }),
    );
    await expect(windows).not.toContainText(fillTemplate(words.laterWindow, { state: 'California' }));
    await page.goto(`${prefix}/states/`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'California' }) });
    await expect(row.getByRole('cell').last().getByRole('link').first()).toHaveText(fillTemplate(words.table.windowReportedUntil, { closed }));
  }
});

test("a fact the firm's lawyer confirmed (the fixture in __tests__/fixtures/firm-facts) shows who confirmed it and when", async ({ page }) => {
  for (const [prefix, words, date] of [
    ['', en, 'January 10, 2027'],
    ['/es', es, '10 de enero de 2027'],
  ] as const) {
    await page.goto(`${prefix}/states/california/`);
    const adult = page.getByRole('region', { name: words.sections.adultSexualAssault });
    await expect(adult).toContainText(fillTemplate(words.confirmedBy, { name: 'Test Lawyer, Esq. (fixture)', date }));
    await expect(adult.getByRole('link', { name: /Code of Civil Procedure § 340\.16/ })).toHaveAttribute('href', /sectionNum=340\.16/);
  }
});

test("windows the firm's lawyer confirmed as none (the fixture's pa.json) leave no 'ask the firm' on the guide or in the table", async ({ page }) => {
  for (const [prefix, words] of [
    ['', en],
    ['/es', es],
  ] as const) {
    const state = STATE_NAMES.PA[prefix ? 'es' : 'en'];
    await page.goto(`${prefix}/states/pennsylvania/`);
    const windows = page.getByRole('region', { name: words.sections.revivalWindows });
    await expect(windows).toContainText(fillTemplate(words.noWindows, { state }));
    await expect(windows).not.toContainText(fillTemplate(words.noWindowsConfirmed, { state }));
    await page.goto(`${prefix}/states/`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: state }) });
    await expect(row.getByRole('cell').last()).toContainText(words.table.noWindow);
    await expect(row.getByRole('cell').last()).not.toContainText(words.table.noWindowConfirmed);
  }
});

test('the 404 page of a mistyped state address says the firm takes cases only in its states, and where help is', async ({ page }) => {
  await page.goto('/states/alabam/');
  await expect(page.getByText(notFoundCopy.states)).toBeVisible();
  await expect(page.getByRole('link', { name: notFoundCopy.statesLink })).toHaveAttribute('href', '/states/');
});
