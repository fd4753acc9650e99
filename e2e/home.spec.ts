import { expect, test } from '@playwright/test';
import { axeViolations, seedRandom } from './support/site';

const ISSUES = ['Sex Assault', 'Child Sex Abuse', 'Sex Exploitation', 'Partner Violence', 'Workplace Sex Abuse', 'Digital Sex Abuse'];

test.describe('home page search', () => {
  for (const [i, issue] of ISSUES.entries()) {
    test(`picking ${issue} and a valid zip opens the case form with both filled in`, async ({ page }) => {
      await page.goto('/');
      const requested: string[] = [];
      page.on('framenavigated', (frame) => requested.push(frame.url()));
      await page.getByRole('radio', { name: issue }).check({ force: true });
      const zip = `9021${i}`;
      await page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' }).fill(zip);
      await page.getByRole('button', { name: 'Find Lawyer' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your case');
      await expect(page.getByLabel('What type of issue is it?')).toHaveValue(issue);
      await expect(page.getByLabel('What is your zip code?')).toHaveValue(zip);
      // The issue does not stay in the address bar once the form has read it, and the address the
      // browser opened (which its history keeps) names it only by its code.
      await expect(page).toHaveURL('/formInput/');
      expect(requested).toContain(`${new URL(page.url()).origin}/formInput/#i=${i + 1}&z=${zip}`);
      for (const url of requested) for (const word of issue.split(' ')) expect(decodeURIComponent(url)).not.toContain(word);
      // Back returns to the home page, and Forward to the cleaned address.
      await page.goBack();
      await expect(page).toHaveURL('/');
      await page.goForward();
      await expect(page).toHaveURL('/formInput/');
    });
  }

  test('the zip is not saved for autofill: a search box, on a shared device', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('autocomplete', 'off');
  });

  test('an invalid zip shows the warning toast and stays on the page', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/');
    const zip = page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' });
    await zip.fill('12a45');
    await zip.press('Enter');
    const warning = page.getByText('Please input valid Zip Code');
    await expect(warning).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('Please input valid Zip Code');
    await expect(zip).toBeFocused();
    await expect(page).toHaveURL('/');
    // A toast, as the spec says: in the top half of the screen, below the quick-exit bar, clear of
    // the field it is about, and still in the same place after scrolling.
    const exitBar = await page.getByRole('complementary', { name: 'Quick exit' }).boundingBox();
    const placed = async () => {
      const [box, field] = [await warning.boundingBox(), await zip.boundingBox()];
      const height = page.viewportSize()?.height ?? 0;
      expect(box).not.toBeNull();
      expect(field).not.toBeNull();
      if (!box || !field) return null;
      expect(box.y + box.height).toBeLessThan(height / 2);
      if (exitBar) expect(box.y).toBeGreaterThanOrEqual(exitBar.y + exitBar.height);
      const overlaps = box.y < field.y + field.height && field.y < box.y + box.height;
      expect(overlaps).toBe(false);
      return box.y;
    };
    const top = await placed();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await warning.boundingBox())?.y).toBe(top);
    // Editing the zip takes it away.
    await zip.press('Backspace');
    await expect(warning).toBeHidden();
    await expect(zip).toHaveAttribute('aria-invalid', 'false');
  });

  // Below 640 px the dropdown is hidden and the picker alone chooses the issue.
  test('keyboard only: picker, zip and button', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'Sex Assault' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Sex Exploitation' })).toBeChecked();
    await page.keyboard.press('Tab');
    const dropdown = page.getByRole('form', { name: 'Find a lawyer' }).getByRole('combobox', { name: 'Issue type' });
    if (await dropdown.isVisible()) {
      await expect(dropdown.locator('option:checked')).toHaveText('Sex Exploitation');
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' })).toBeFocused();
    await page.keyboard.type('30301');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Find Lawyer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('What type of issue is it?')).toHaveValue('Sex Exploitation');
    await expect(page.getByLabel('What is your zip code?')).toHaveValue('30301');
  });

  test('without JavaScript the search still reaches the case form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' }).fill('10001');
    await page.getByRole('button', { name: 'Find Lawyer' }).click();
    await expect(page).toHaveURL(/\/formInput\/\?i=1&z=10001$/);
    await context.close();
  });
});

test.describe('home page sections', () => {
  test('shows the sections in order, with its disclaimers in sight', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      'How it Works',
      'Legal areas: What is your legal issue?',
      'Why choose us?',
      'Illustrative examples',
      'Questions survivors ask us',
      'Get your free consultation',
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(page.getByText('Attorney Advertising').first()).toBeVisible();
    await expect(page.getByText('Prior results do not guarantee a similar outcome.')).toBeVisible();
  });

  test('each legal area card opens the case form with its issue chosen', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Legal areas: What is your legal issue?' }).getByRole('link', { name: /^Start a free case review/ });
    await expect(cards).toHaveCount(6);
    await cards.nth(3).click();
    await expect(page.getByLabel('What type of issue is it?')).toHaveValue('Partner Violence');
  });

  test('the carousel shows four different reviews without shifting the layout', { tag: '@both-widths' }, async ({ page }) => {
    await seedRandom(page);
    await page.goto('/');
    const next = page.getByRole('button', { name: 'Next review' });
    await next.scrollIntoViewIfNeeded();
    const region = page.getByRole('region', { name: 'Illustrative examples, written for this website' });
    await expect(region).toHaveAttribute('data-ready', '');
    const shown: string[] = [];
    const box = await region.boundingBox();
    for (let i = 0; i < 4; i += 1) {
      // The one review a visitor sees and a screen reader reads; the others are hidden from both.
      shown.push(await region.getByRole('figure').innerText());
      if (i < 3) await next.click();
    }
    expect(new Set(shown).size).toBe(4);
    await expect(next).toBeDisabled();
    expect((await region.boundingBox())?.height).toBe(box?.height);
    // Shifts of content above the carousel are left out: on a cold start the browser may paint
    // the hero before its HTML has fully arrived, which has nothing to do with the random pick.
    // The pick can only move the carousel itself and what follows it.
    const cls = await page.evaluate(() => {
      const carousel = document.querySelector('[aria-roledescription="carousel"]');
      const aboveCarousel = (node: Node | null) =>
        !!node && !!carousel && !carousel.contains(node) && !!(carousel.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      // A buffered observer holds every shift so far at once, so takeRecords() reads them all
      // without waiting for a callback that never comes when there was none.
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const shifts = observer.takeRecords() as Shift[];
      observer.disconnect();
      return shifts
        .filter((entry) => !entry.hadRecentInput && !entry.sources.every((source) => aboveCarousel(source.node)))
        .reduce((total, entry) => total + entry.value, 0);
    });
    expect(cls).toBe(0);
  });

  test('FAQ tabs switch by keyboard and questions expand', async ({ page }) => {
    await page.goto('/');
    const whyTab = page.getByRole('tab', { name: 'Why Hire a Lawyer' });
    await whyTab.focus();
    await page.keyboard.press('ArrowRight');
    const faqTab = page.getByRole('tab', { name: 'FAQ' });
    await expect(faqTab).toBeFocused();
    await expect(faqTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'FAQ' });
    await expect(panel.locator('details')).toHaveCount(3);
    const first = panel.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
  });
});
