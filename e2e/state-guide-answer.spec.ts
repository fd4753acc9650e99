import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stateGuidesCopy as en } from '../content/en/state-guides';
import { stateGuidesCopy as es } from '../content/es/state-guides';

// A survivor on a small phone reads her line before she scrolls: the answer opens every guide, in both languages.
const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE });

const LANGUAGES = [
  ['', en],
  ['/es', es],
] as const;
// The guides of the states this build serves; a state it does not serve has a short page, kept out of search (noindex).
const OUT = process.env.PLAYWRIGHT_OUT_DIR ?? 'out';
const builtGuides = fs
  .readdirSync(path.join(OUT, 'states'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((slug) => !/<meta name="robots" content="noindex/.test(fs.readFileSync(path.join(OUT, 'states', slug, 'index.html'), 'utf8')));

async function expectAnswerOnFirstScreen(page: Page, url: string, words: typeof en | typeof es) {
  await page.goto(url);
  await page.evaluate(() => window.scrollTo(0, 0));
  const answer = page.getByRole('region', { name: words.answer.title });
  const lines = answer.getByRole('listitem');
  await expect(lines).toHaveCount(3);
  for (const [index, label] of [words.answer.labels.child, words.answer.labels.adult, words.answer.labels.injury].entries()) {
    const line = lines.nth(index);
    await expect(line).toContainText(label);
    await expect(line).toBeVisible();
    const box = await line.boundingBox();
    expect(box, `${url}: "${label}" has no box`).not.toBeNull();
    expect(box!.y + box!.height, `${url}: "${label}" ends below the first screen`).toBeLessThanOrEqual(PHONE.height);
  }
}

// The three survivors, where this build serves their state: the default build serves California; the firm
// suite's build (CA, IL, NY, OR, PA) serves all three.
for (const slug of ['oregon', 'illinois', 'california'].filter((s) => builtGuides.includes(s))) {
  for (const [prefix, words] of LANGUAGES) {
    test(`${prefix || '/en'} ${slug}: the three answer lines are on the first screen of a 375 x 667 phone`, async ({ page }) => {
      await expectAnswerOnFirstScreen(page, `${prefix}/states/${slug}/`, words);
    });
  }
}

test('every guide this build serves opens with its answer on the first screen, in both languages', async ({ page }) => {
  // Two pages per state, up to 102 in a build serving every state.
  test.setTimeout(150_000);
  expect(builtGuides.length).toBeGreaterThan(0);
  for (const slug of builtGuides) {
    for (const [prefix, words] of LANGUAGES) await expectAnswerOnFirstScreen(page, `${prefix}/states/${slug}/`, words);
  }
});

test('"How we checked this" is in the page once per fact, closed on screen and open on paper', async ({ page }) => {
  await page.goto('/states/california/');
  const summaries = page.locator('summary', { hasText: en.howWeChecked });
  const count = await summaries.count();
  expect(count).toBeGreaterThan(0);
  // One copy each: every "How we checked this" in the page is the summary of its disclosure, none a print-only twin.
  await expect(page.getByText(en.howWeChecked, { exact: true })).toHaveCount(count);
  const sources = page.getByRole('region', { name: en.sections.personalInjury }).locator('details').getByRole('list');
  await expect(sources).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sources).toBeVisible();
  await expect(sources.getByRole('link').first()).toBeVisible();
});
