import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { servedStatesCopy as en } from '../content/en/served-states';
import { servedStatesCopy as es } from '../content/es/served-states';
import { site as enSite } from '../content/en/site';
import { site as esSite } from '../content/es/site';
import { STATE_NAMES } from '../content/shared/states';
import { DEFAULT_FIRM_STATES } from '../lib/schemas/config';
import { fillTemplate } from '../lib/text';
import { LOCAL_FIRM_NAME } from '../scripts/lib/local-env';
import { axeViolations, pageSettled, sinkMessages, uniqueEmail } from './support/site';

// Built with the default NEXT_PUBLIC_FIRM_STATES, which leaves out Texas and Oregon.
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('on a phone, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const [prefix, locale, words] of [
    ['', 'en', en],
    ['/es', 'es', es],
  ] as const) {
    test(`${prefix}/states/ reaches any state in one tap from the top, before the table`, async ({ page }) => {
      await page.goto(`${prefix}/states/`);
      const jump = page.getByRole('navigation', { name: words.jump.heading });
      await expect(jump).toBeVisible();
      // Above the table, so she never scrolls through it to find her state.
      const [jumpTop, tableTop] = await Promise.all([jump.boundingBox(), page.getByRole('table').boundingBox()]);
      expect(jumpTop!.y).toBeLessThan(tableTop!.y);
      await expect(jump.getByRole('link')).toHaveCount(51);
      // The firm's number once for the whole table, not under every cell.
      await expect(page.getByRole('main').getByRole('link', { name: /\(800\) 555-0199/ })).toHaveCount(1);
      await pageSettled(page);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await jump.getByRole('link', { name: STATE_NAMES.OR[locale], exact: true }).tap();
      await expect(page).toHaveURL(`${prefix}/states/oregon/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillTemplate(words.unserved.title, { state: STATE_NAMES.OR[locale] }));
      await page.goBack();
      await page.getByRole('navigation', { name: words.jump.heading }).getByRole('link', { name: STATE_NAMES.PA[locale], exact: true }).tap();
      await expect(page).toHaveURL(`${prefix}/states/pennsylvania/`);
    });
  }
});

for (const [prefix, locale, words, siteWords] of [
  ['', 'en', en, enSite],
  ['/es', 'es', es, esSite],
] as const) {
  test(`${prefix}/states/texas/ says the firm does not take cases there, lists where it does, and gives the help lines`, async ({ page, request }) => {
    const response = await page.goto(`${prefix}/states/texas/`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillTemplate(words.unserved.title, { state: STATE_NAMES.TX[locale] }));
    await expect(page.getByText(words.unserved.lead)).toBeVisible();
    const served = page.getByRole('region', { name: words.unserved.servedHeading }).getByRole('list').getByRole('link');
    await expect(served).toHaveCount(DEFAULT_FIRM_STATES.length);
    await expect(served.filter({ hasText: STATE_NAMES.CA[locale] })).toHaveAttribute('href', `${prefix}/states/california/`);
    const main = page.getByRole('main');
    await expect(main.locator('a[href="tel:988"]')).toBeVisible();
    await expect(main.locator('a[href="tel:+18006564673"]')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(siteWords.attorneyAdvertising);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/states/texas/');
    await pageSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a state that does not exist is still a 404', async ({ request }) => {
  expect((await request.get('/states/atlantis/')).status()).toBe(404);
});

test("the hero says a Texas zip is outside the firm's states before the form, the form says it again at its top, and the lead still reaches the firm", async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Find a lawyer' });
  const zip = search.getByLabel('Zip code');
  await zip.fill('90210');
  const heroNotice = search.getByText(en.searchZipOutside.split(':')[0]!);
  await expect(heroNotice).toBeHidden();
  await zip.fill('75001');
  await expect(heroNotice).toBeVisible();
  await search.getByRole('button', { name: 'Find Lawyer' }).click();
  await expect(page).toHaveURL('/formInput/');
  const notice = page.getByText(en.formZipOutside);
  await expect(notice).toBeVisible();
  const form = page.getByRole('form', { name: 'Case form' });
  await expect(form.getByLabel('What is your zip code?')).toHaveValue('75001');
  // The notice sits above every field: she reads it before she writes a word.
  const [noticeBox, nameBox] = await Promise.all([notice.boundingBox(), form.getByLabel('What is your full name?').boundingBox()]);
  expect(noticeBox!.y).toBeLessThan(nameBox!.y);
  const email = uniqueEmail('unserved');
  await form.getByLabel('What is your full name?').fill('Sam Rivera');
  await form.getByLabel('What is your email?').fill(email);
  await form.getByLabel('What is your phone number?').fill('+1 212 555 0100');
  await form.getByLabel(/anything else about your case/).fill('It happened in Dallas.');
  await form.getByRole('button', { name: 'Submit my case' }).click();
  await expect(page).toHaveURL('/confirmAlert/');
  const messages = await sinkMessages(email);
  expect(messages).toHaveLength(1);
  expect(messages[0]!.template_params).toMatchObject({ zipCode: '75001', message: 'It happened in Dallas.' });
});

test('the case form says so when she types a zip of a state the firm does not serve, and keeps what she wrote', async ({ page }) => {
  await page.goto('/es/formInput/');
  const form = page.getByRole('form', { name: 'Formulario del caso' });
  const notice = page.getByText(es.formZipOutside);
  await expect(page.getByText(es.formNote.split(':')[0]!)).toBeVisible();
  await form.getByLabel(/algo más sobre su caso/).fill('Pasó en Portland.');
  await expect(notice).toBeHidden();
  await form.getByLabel(/código postal/).fill('97201');
  await expect(notice).toBeVisible();
  await expect(form.getByLabel(/algo más sobre su caso/)).toHaveValue('Pasó en Portland.');
  await form.getByLabel(/código postal/).fill('10001');
  await expect(notice).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("the hero's search leads to a case form that names the firm's states", async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Find a lawyer' });
    await search.getByLabel('Zip code').fill('75001');
    await search.getByRole('button', { name: 'Find Lawyer' }).click();
    await expect(page).toHaveURL(/\/formInput\/\?/);
    await expect(page.getByText(en.formNote.split(':')[0]!)).toBeVisible();
    await expect(page.getByText(en.formNote.split(':')[0]!)).toContainText(STATE_NAMES.WV.en);
  });
});

const hasPdfToText = () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

for (const [prefix, siteWords] of [
  ['', enSite],
  ['/es', esSite],
] as const) {
  test(`every printed page of ${prefix}/states/california/ names the firm, says ${siteWords.attorneyAdvertising} and gives a help line`, async ({ page }) => {
    if (!hasPdfToText()) throw new Error('needs pdftotext (apt-get install poppler-utils) to read the printed pages');
    await page.goto(`${prefix}/states/california/`);
    await pageSettled(page);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printed-guide-'));
    try {
      const pdf = path.join(dir, 'guide.pdf');
      await page.pdf({ path: pdf, format: 'Letter' });
      const pages = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })
        .split('\f')
        .filter((text) => text.trim() !== '')
        .map((text) => text.replace(/\s+/g, ' '));
      expect(pages.length).toBeGreaterThan(1);
      for (const [i, text] of pages.entries()) {
        expect(text, `page ${i + 1}`).toContain(LOCAL_FIRM_NAME);
        expect(text, `page ${i + 1}`).toContain(siteWords.attorneyAdvertising);
        expect(text, `page ${i + 1}`).toContain('988');
        expect(text, `page ${i + 1}`).toContain('800-656-HOPE (4673)');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
