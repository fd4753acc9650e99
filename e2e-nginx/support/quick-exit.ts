import { expect, type Page } from '@playwright/test';
import { NEUTRAL, SITE, fakeNeutralPage } from '../../e2e/support/site';

// The quick-exit journey of quick-exit-*.spec.ts: a visitor types into a lead form, moves around
// the site, takes the quick exit, then presses Back again and again.
export const TYPED = { name: 'Rosa Lind', email: 'rosa.lind@example.org', phone: '(415) 555-0134', message: 'He reads my phone every night' };

export const FORMS = [
  {
    path: '/contact/',
    fill: async (page: Page) => {
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name', { exact: true }).fill(TYPED.name);
      await form.getByLabel('Email', { exact: true }).fill(TYPED.email);
      await form.getByLabel('Phone', { exact: true }).fill(TYPED.phone);
      await form.getByLabel('Message', { exact: true }).fill(TYPED.message);
    },
  },
  {
    path: '/formInput/',
    fill: async (page: Page) => {
      const form = page.getByRole('form', { name: 'Case form' });
      await form.getByLabel('What is your full name?').fill(TYPED.name);
      await form.getByLabel('What is your email?').fill(TYPED.email);
      await form.getByLabel('What is your phone number?').fill(TYPED.phone);
      await form.getByLabel(/anything else about your case/).fill(TYPED.message);
    },
  },
];

/**
 * Back, done once the page is complete. A page restored from the back-forward cache fires no
 * load event (it was never unloaded), so the wait is on the document's state instead.
 */
export async function back(page: Page) {
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
}

/** Every value in every field of the page now, if it is one of ours. */
export async function fieldValues(page: Page): Promise<string[]> {
  if (!page.url().startsWith(SITE)) return [];
  return page.locator('input, textarea').evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
}

/**
 * `move` is how the visitor leaves the form's page before the exit: by the site's own links
 * (the framework swaps the page in place, so the exit replaces the form page's history entry),
 * or by loading another page (the form page is kept whole in the back-forward cache).
 */
export async function typeMoveAndLeave(page: Page, path: string, fill: (page: Page) => Promise<void>, move: 'links' | 'load') {
  await fakeNeutralPage(page.context());
  await page.goto('/');
  await page.goto(path, { waitUntil: 'networkidle' });
  await fill(page);
  if (move === 'links') {
    // The skip link (same page; shown only when focused, as a keyboard user meets it), then the safety page.
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SITE}${path}#main`);
    await page.getByRole('link', { name: 'Safety tips' }).click();
  } else {
    await page.goto('/safety/');
  }
  await expect(page).toHaveURL(`${SITE}/safety/`);
  await page.getByRole('link', { name: 'Emergency: Leave this site' }).click();
  await expect(page).toHaveURL(NEUTRAL);
}

export async function expectNothingTypedOnAnyBack(page: Page) {
  const seen: string[] = [];
  for (let presses = 0; presses < 6; presses += 1) {
    await back(page);
    seen.push(page.url(), ...(await fieldValues(page)));
    // The journey began on the home page: before it there is nothing of the site left.
    if (page.url() === `${SITE}/`) break;
  }
  // The site was reached again (so the check looked at its pages), and no typed word was there.
  expect(seen.some((entry) => entry.startsWith(`${SITE}/`))).toBe(true);
  for (const value of Object.values(TYPED)) expect(seen).not.toContain(value);
}
