import { expect, test } from '@playwright/test';
import { wholeBrowserLaunchOptions } from '../scripts/lib/playwright-base';
import { SITE } from '../e2e/support/site';
import { FORMS, TYPED, back, fieldValues, expectNothingTypedOnAnyBack, typeMoveAndLeave } from './support/quick-exit';

// The same journey with the back-forward cache on, as in everyday Chrome, and the form page left
// by loading another page: it comes back whole from memory, as it was when left. The cache is the
// whole browser's own, which this suite runs (the headless shell of the other suites has none).
test.use({
  launchOptions: {
    executablePath: wholeBrowserLaunchOptions.executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

for (const { path, fill } of FORMS) {
  test(`${path}: after the quick exit, Back never shows what was typed (pages kept in memory)`, async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) (window as unknown as { cameBackWhole?: boolean }).cameBackWhole = true;
      });
    });
    await typeMoveAndLeave(page, path, fill, 'load');
    await back(page);
    await expect(page).toHaveURL(`${SITE}${path}`);
    // The form page really came back from memory, with whatever its fields held when it was left.
    expect(await page.evaluate(() => (window as unknown as { cameBackWhole?: boolean }).cameBackWhole)).toBe(true);
    expect(await fieldValues(page)).not.toContain(TYPED.message);
    await expectNothingTypedOnAnyBack(page);
  });
}
