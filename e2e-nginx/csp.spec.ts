import { expect, test, type Page } from '@playwright/test';
import { exportedRoutes } from '../e2e/support/site';

// Every page under the header policy nginx sends and the <meta> policy the page carries: nothing
// it ships is refused, and a script slipped in later is.

async function recordViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${location.pathname}`),
    );
  });
  return violations;
}

test('every page loads with no CSP violation, the 404 pages included', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await recordViolations(page);
  for (const route of [...exportedRoutes(), '/missing-page/', '/es/pagina-que-falta/']) {
    await page.goto(route, { waitUntil: 'load' });
  }
  expect(violations).toEqual([]);
});

test('a script injected into a page at run time is refused', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/about/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:,');
    handler.setAttribute('onerror', 'window.injectedRan = true');
    document.body.append(handler);
  });
  // Both were refused (reported), and neither ran.
  await expect.poll(() => violations.filter((v) => v.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
});
