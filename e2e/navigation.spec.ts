import { expect, test } from '@playwright/test';
import { expectMenu, expectPanelClearOfQuickExit, menuButton, menuPanel, quietPointBelowMenu } from './support/menu';
import { axeViolations } from './support/site';

const sections = [
  { name: 'Blogs', path: '/blogs/page1/' },
  { name: 'About Us', path: '/about/' },
  { name: 'Services', path: '/service/' },
  { name: 'Contact Us', path: '/contact/' },
  { name: 'Home', path: '/' },
];

// At 1280 px only: phones use the menu button, tested below (playwright.config.ts routes the tags).
test('the header links reach every section and mark the current one', async ({ page }) => {
  await page.goto('/about/');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const { name, path } of sections) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await page.goto('/blogs/page2/12/');
  await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
});

// Phone only: the menu button shows below the md breakpoint. The menu is a native popover, so
// these run the browser's own behaviour on our markup (e2e/framework-free.spec.ts runs the
// short version on every page).
test.describe('menu on a phone', { tag: '@phone-only' }, () => {
  test('opens by touch below the header, navigates, and is closed on the new page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await menuButton(page).tap();
    await expectMenu(page, true);
    const [header, panel] = await Promise.all([page.locator('header').boundingBox(), menuPanel(page).boundingBox()]);
    expect(Math.abs(panel!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);
    expect(panel!.width).toBe(page.viewportSize()!.width);
    await expect(menuPanel(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await menuPanel(page).getByRole('link', { name: 'About Us' }).tap();
    await expect(page).toHaveURL('/about/');
    await expectMenu(page, false);
    await menuButton(page).tap();
    await expect(menuPanel(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/about/');
    await menuButton(page).tap();
    await expectMenu(page, true);
    const outside = await quietPointBelowMenu(page);
    await page.touchscreen.tap(outside.x, outside.y);
    await expectMenu(page, false);
    await expect(page).toHaveURL('/about/');
  });

  test('a second tap on the button closes it, and a tap on the page already shown reloads it closed', async ({ page }) => {
    await page.goto('/service/');
    await menuButton(page).tap();
    await expectMenu(page, true);
    await menuButton(page).tap();
    await expectMenu(page, false);
    await menuButton(page).tap();
    await menuPanel(page).getByRole('link', { name: 'Services' }).tap();
    await expect(page).toHaveURL('/service/');
    await expectMenu(page, false);
  });

  test('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/service/');
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expectMenu(page, true);
    await page.keyboard.press('Tab');
    await expect(menuPanel(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectMenu(page, false);
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blogs/page1/');
  });

  // The panel is fixed at the usual phone header's height; at 320 px the bar wraps and grows
  // taller, and in Spanish its words are longer, so that case is checked as well.
  for (const { path, width } of [
    { path: '/blogs/page1/1/', width: 375 },
    { path: '/es/', width: 320 },
  ]) {
    test(`stays clear of the quick-exit bar when the page scrolls under it (${path} at ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      await menuButton(page).tap();
      await expectMenu(page, true);
      await expectPanelClearOfQuickExit(page);
      await page.evaluate(() => window.scrollBy(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expectPanelClearOfQuickExit(page);
    });
  }

  test('has no accessibility violations while open', async ({ page }) => {
    await page.goto('/about/');
    await menuButton(page).tap();
    await expectMenu(page, true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
