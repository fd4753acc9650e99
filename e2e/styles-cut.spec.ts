import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formReady } from './support/site';

// Each page carries only the rules its kind of page can use (scripts/lib/inline-styles.ts): the
// cut must style every element exactly as the whole stylesheet would, or a visitor sees a page
// the designers never made. The whole stylesheet is the one `next build` wrote, before the cut.

const WHOLE_STYLESHEET = fs
  .readdirSync(path.join(process.cwd(), '.next', 'static', 'chunks'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => fs.readFileSync(path.join(process.cwd(), '.next', 'static', 'chunks', file), 'utf8'))
  .join('\n');

// What a visitor sees of an element; enough to catch a rule that went missing.
const PROPERTIES = [
  'display',
  'position',
  'visibility',
  'color',
  'background-color',
  'background-image',
  'font-size',
  'font-weight',
  'line-height',
  'margin-top',
  'padding-left',
  'width',
  'height',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'box-shadow',
  'outline-style',
  'text-decoration-line',
  'grid-template-columns',
  'flex-direction',
  'gap',
  'opacity',
  'filter',
];

// The page swaps its styles, so its own policy must not stop the test's <style>.
test.use({ bypassCSP: true, viewport: { width: 375, height: 800 } });

async function looks(page: Page): Promise<string[]> {
  return page.evaluate(
    (properties) =>
      Array.from(document.querySelectorAll('body *')).map((element) => {
        const style = getComputedStyle(element);
        const id = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        return `${id} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}`;
      }),
    PROPERTIES,
  );
}

async function withWholeStylesheet(page: Page) {
  await page.evaluate((css) => {
    document.querySelectorAll('style, link[rel="stylesheet"]').forEach((node) => node.remove());
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }, WHOLE_STYLESHEET);
}

/** Each element that looks different, with the properties that differ. */
function differences(cut: string[], whole: string[]): string[] {
  expect(cut.length).toBe(whole.length);
  return cut.flatMap((line, i) => {
    if (line === whole[i]) return [];
    const wholeParts = new Set(whole[i]!.split(';'));
    return [
      `${line.split(' ')[0]}: ${line
        .split(';')
        .filter((part) => !wholeParts.has(part))
        .join('; ')}`,
    ];
  });
}

const ONE_OF_EACH_KIND = [
  '/',
  '/about/',
  '/contact/',
  '/es/formInput/',
  '/blogs/page1/',
  '/blogs/page1/1/',
  '/states/',
  '/states/california/',
  '/confirmAlert/',
];

test('every kind of page looks the same with its cut of the styles as with the whole stylesheet', async ({ page }) => {
  const found: string[] = [];
  for (const route of ONE_OF_EACH_KIND) {
    await page.goto(route);
    const cut = await looks(page);
    await withWholeStylesheet(page);
    found.push(...differences(cut, await looks(page)).map((d) => `${route} ${d}`));
  }
  expect(found).toEqual([]);
});

test("a form's error messages, which only its code writes, keep their styles", async ({ page }) => {
  await page.goto('/contact/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').focus();
  await formReady(form);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Name is required!')).toBeVisible();
  const cut = await looks(page);
  await withWholeStylesheet(page);
  expect(differences(cut, await looks(page))).toEqual([]);
});
