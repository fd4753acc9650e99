import { expect, type Page } from '@playwright/test';
import { frameWords } from './words';

const words = (page: Page) => frameWords(new URL(page.url()).pathname);
export const menuButton = (page: Page) => page.getByRole('button', { name: words(page).menuButton, exact: true });
export const menuPanel = (page: Page) => page.getByRole('navigation', { name: words(page).menuLabel });

/**
 * Whether Chromium tells assistive technology that the menu button is expanded. A popover's
 * button gets this state from the browser, not from an aria-expanded attribute, so it is read
 * from the accessibility tree a screen reader sees.
 */
async function menuExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const name = words(page).menuButton;
    const buttons = nodes.filter((n) => n.role?.value === 'button' && n.name?.value === name);
    expect(buttons, 'one Menu button in the accessibility tree').toHaveLength(1);
    return buttons[0]!.properties?.find((p) => p.name === 'expanded')?.value.value === true;
  } finally {
    await cdp.detach();
  }
}

export async function expectMenu(page: Page, open: boolean) {
  await expect.poll(() => menuExpanded(page)).toBe(open);
  if (open) await expect(menuPanel(page)).toBeVisible();
  else await expect(menuPanel(page)).toBeHidden();
}

/** The open panel sits below the quick-exit bar and the header and leaves the bar uncovered. */
export async function expectPanelClearOfQuickExit(page: Page) {
  const layout = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const exit = box('[data-quick-exit]');
    const hit = document.elementFromPoint(exit.left + exit.width / 2, exit.top + exit.height / 2);
    return {
      panelTop: box('#site-menu').top,
      barBottom: document.querySelector('[data-quick-exit]')!.closest('aside')!.getBoundingClientRect().bottom,
      exitOnTop: Boolean(hit?.closest('[data-quick-exit]')),
    };
  });
  expect(layout.panelTop).toBeGreaterThanOrEqual(layout.barBottom - 0.5);
  expect(layout.exitOnTop).toBe(true);
}

/**
 * A point below the open panel where a tap lands on nothing that reacts to it (to test a tap
 * outside). Nothing interactive may lie within 24 px either: the browser moves a tap onto a
 * nearby link, as a finger would hit it.
 */
export async function quietPointBelowMenu(page: Page): Promise<{ x: number; y: number }> {
  // Where links fill the screen below the panel (a list of articles), scroll on: the panel stays put.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const point = await findQuietPoint(page);
    if (point) return point;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
  }
  throw new Error('no empty spot below the open menu');
}

function findQuietPoint(page: Page) {
  return page.evaluate(() => {
    const panel = document.getElementById('site-menu')!.getBoundingClientRect();
    const quiet = (x: number, y: number) => {
      const el = document.elementFromPoint(x, y);
      return el !== null && !el.closest('a, button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"])');
    };
    // Chromium moves a tap onto a link up to about a finger's width away (touch adjustment), so a
    // quiet spot keeps that far from any link.
    const offsets: [number, number][] = [];
    for (let dx = -48; dx <= 48; dx += 16) for (let dy = -48; dy <= 48; dy += 16) offsets.push([dx, dy]);
    for (let y = window.innerHeight - 50; y > panel.bottom + 50; y -= 10) {
      for (let x = 50; x < window.innerWidth - 50; x += 10) {
        if (offsets.every(([dx, dy]) => quiet(x + dx, y + dy))) return { x, y };
      }
    }
    return null;
  });
}

/** Opens the menu by touch, checks where it sits, closes it with a tap outside; then the same by keyboard. */
export async function exerciseMenu(page: Page) {
  const button = menuButton(page);
  await expectMenu(page, false);
  await button.tap();
  await expectMenu(page, true);
  await expectPanelClearOfQuickExit(page);
  const outside = await quietPointBelowMenu(page);
  await page.touchscreen.tap(outside.x, outside.y);
  await expectMenu(page, false);

  await button.focus();
  await page.keyboard.press('Enter');
  await expectMenu(page, true);
  await page.keyboard.press('Tab');
  await expect(menuPanel(page).getByRole('link', { name: words(page).homeLink })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectMenu(page, false);
  await expect(button).toBeFocused();
}
