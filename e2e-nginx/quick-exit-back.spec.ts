import { test } from '@playwright/test';
import { FORMS, expectNothingTypedOnAnyBack, typeMoveAndLeave } from './support/quick-exit';

// After the quick exit, no number of Back presses shows what was typed, with pages loaded again
// from the server (Playwright's default: no back-forward cache), where the browser would restore
// saved form state.
for (const { path, fill } of FORMS) {
  test(`${path}: after the quick exit, Back never shows what was typed (pages loaded again)`, async ({ page }) => {
    await typeMoveAndLeave(page, path, fill, 'links');
    await expectNothingTypedOnAnyBack(page);
  });
}
