import { expect, test, type Page } from '@playwright/test';
import { NEUTRAL, SITE, SINK, fakeNeutralPage, uniqueEmail } from './support/site';

async function startOnBlank(page: Page, route: string) {
  await page.goto('about:blank');
  await page.goto(route);
}

test.describe('quick exit', () => {
  for (const route of ['/', '/contact/', '/blogs/page1/3/']) {
    test(`the button leaves ${route} and Back does not return to it`, { tag: '@both-widths' }, async ({ page, context }) => {
      await fakeNeutralPage(context);
      await startOnBlank(page, route);
      const exit = page.getByRole('link', { name: 'Emergency: Leave this site' });
      await expect(exit).toBeVisible();
      await exit.click();
      await expect(page).toHaveURL(NEUTRAL);
      await page.goBack();
      expect(page.url()).not.toContain(SITE);
    });
  }

  test('it is the first thing in the tab order and works with Enter', async ({ page, context }) => {
    await fakeNeutralPage(context);
    await startOnBlank(page, '/about/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Emergency: Leave this site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(NEUTRAL);
  });

  test('stays visible at the top after scrolling', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/blogs/page1/1/');
    await page.mouse.wheel(0, 4000);
    // The article's title has scrolled out of sight, so the page has moved under the bar.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    const exit = page.getByRole('link', { name: 'Emergency: Leave this site' });
    await expect(exit).toBeInViewport();
    const box = await exit.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(60);
  });

  for (const route of ['/', '/formInput/', '/safety/']) {
    test(`Shift pressed three times leaves ${route}`, async ({ page, context }) => {
      await fakeNeutralPage(context);
      await startOnBlank(page, route);
      await page.keyboard.press('Shift');
      await expect(page.locator('#quick-exit-status')).toContainText('1 of 3');
      await page.keyboard.press('Shift');
      await page.keyboard.press('Shift');
      await expect(page).toHaveURL(NEUTRAL);
      await page.goBack();
      expect(page.url()).not.toContain(SITE);
    });
  }

  test('typing capitals in a form field does not trigger it', async ({ page }) => {
    await page.goto('/contact/');
    const message = page.getByRole('form', { name: 'Contact form' }).getByLabel('Message', { exact: true });
    await message.click();
    // As a person types them: Shift held down for each capital, seven Shift presses in all.
    for (const char of 'ABC Def GHI') {
      const capital = char !== char.toLowerCase();
      if (capital) await page.keyboard.down('Shift');
      await page.keyboard.press(char);
      if (capital) await page.keyboard.up('Shift');
    }
    // Keys are handled in order, so once one Shift pressed alone is announced as the first of
    // three, the capitals before it were counted as none (three would already have left).
    await page.keyboard.press('Shift');
    await expect(page.locator('#quick-exit-status')).toContainText('1 of 3');
    await expect(page).toHaveURL('/contact/');
    await expect(message).toHaveValue('ABC Def GHI');
  });

  test('works without JavaScript as a plain link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await fakeNeutralPage(context);
    const page = await context.newPage();
    await page.goto('/about/');
    await page.getByRole('link', { name: 'Emergency: Leave this site' }).click();
    await expect(page).toHaveURL(NEUTRAL);
    await context.close();
  });
});

test.describe('privacy while browsing', () => {
  test('submitting a form makes one request, to EmailJS only, and stores nothing', async ({ page, context }) => {
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== SITE) foreign.push(`${req.method()} ${req.url()}`);
    });
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill('Ana');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('privacy'));
    await form.getByLabel('Phone', { exact: true }).fill('4155550134');
    await form.getByLabel('Issue type', { exact: true }).selectOption('Sex Assault');
    await form.getByLabel('Message', { exact: true }).fill('Hello');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    expect(foreign.filter((r) => r.startsWith('POST'))).toEqual([`POST ${SINK}/api/v1.0/email/send`]);
    expect(foreign.every((r) => r.includes(`${SINK}/api/v1.0/email/send`))).toBe(true);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);
  });
});

// That every page asks for no referrer and that its outbound links leak neither opener nor referrer
// is read from every page's HTML by scripts/check-pages.ts. One page of each template is loaded under
// these headers by routes.spec.ts, which checks there that nothing is refused, nothing comes from
// another origin, and no cookie or storage is left.
test('pages are served with the production security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain(`connect-src 'self' ${SINK}`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
});

test.describe('crisis help and safety pages', () => {
  for (const route of ['/contact/', '/confirmAlert/']) {
    test(`${route} lists the crisis lines as call and text links`, { tag: '@both-widths' }, async ({ page }) => {
      await page.goto(route);
      const main = page.getByRole('main');
      await expect(main.getByText('This website is not a crisis service.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
      await expect(main.getByRole('link', { name: 'Call 800-656-HOPE (4673)' })).toHaveAttribute('href', 'tel:+18006564673');
      await expect(main.getByRole('link', { name: 'Call 800-799-SAFE (7233)' })).toHaveAttribute('href', 'tel:+18007997233');
      await expect(main.getByRole('link', { name: 'Text START to 88788' })).toHaveAttribute('href', /^sms:88788/);
      await expect(main.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
      await expect(main.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    });
  }

  test('the footer links to privacy, safety and terms and shows the crisis lines', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy/');
    await expect(footer.getByRole('link', { name: 'Staying safe online' })).toHaveAttribute('href', '/safety/');
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/service/');
    await expect(footer.getByRole('link', { name: 'Call 988' })).toBeVisible();
    await expect(footer.getByText('Attorney Advertising')).toBeVisible();
  });

  test('both forms explain that submitting creates no attorney-client relationship', { tag: '@both-widths' }, async ({ page }) => {
    for (const route of ['/contact/', '/formInput/']) {
      await page.goto(route);
      await expect(page.getByRole('main').getByText(/does not create an attorney-client relationship/)).toBeVisible();
    }
  });
});
