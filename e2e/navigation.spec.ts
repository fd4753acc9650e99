import { expect, test } from '@playwright/test';

const sections = [
  { name: 'Blogs', path: '/blogs/page1/' },
  { name: 'About Us', path: '/about/' },
  { name: 'Services', path: '/service/' },
  { name: 'Contact Us', path: '/contact/' },
  { name: 'Home', path: '/' },
];

// Desktop only: phones use the menu button, tested below (playwright.config.ts routes the tags).
test('the header links reach every section and mark the current one', { tag: '@desktop-only' }, async ({ page }) => {
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

// Phone only: the menu button shows below the md breakpoint.
test.describe('menu on a phone', { tag: '@phone-only' }, () => {
  test('opens by touch, navigates, and closes on the new page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'About Us' }).tap();
    await expect(page).toHaveURL('/about/');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/about/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.tap();
    // Below the open panel, on the page itself.
    const viewport = page.viewportSize();
    await page.touchscreen.tap(viewport!.width / 2, viewport!.height - 40);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/service/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blogs/page1/');
  });
});
