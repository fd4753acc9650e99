import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { POLICIES_FILE, nginxDir } from '../scripts/csp/output';
import type { PagePolicy } from '../scripts/csp/site-policies';
import { exportedRoutes, oneOfEachTemplate, watchCsp } from '../e2e/support/site';

// Every page under the header policy nginx sends and the <meta> policy the page carries: nothing
// it ships is refused, and a script slipped in later is.

// nginx sends each page the policy the build computed for it (a request, no browser, for every
// page); a browser then loads one page of each template, and the 404 pages, under that policy.
test('every page is answered with the policy the build computed for it', async ({ request }) => {
  const policies = JSON.parse(fs.readFileSync(path.join(nginxDir(process.cwd()), POLICIES_FILE), 'utf8')) as PagePolicy[];
  const wrong: string[] = [];
  for (const { requestPath, header } of policies) {
    if (requestPath === undefined) continue;
    const sent = (await request.get(requestPath, { maxRedirects: 0 })).headers()['content-security-policy'];
    if (sent !== header) wrong.push(`${requestPath}: ${sent}`);
  }
  expect(policies.length).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

test('one page of each template loads with no CSP violation, the 404 pages included', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const route of [...oneOfEachTemplate(exportedRoutes()), '/missing-page/', '/es/pagina-que-falta/']) {
    await page.goto(route, { waitUntil: 'load' });
  }
  expect(violations).toEqual([]);
});

test('a script injected into a page at run time is refused', async ({ page }) => {
  const violations = await watchCsp(page);
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

// Each page's styles are inline, allowed by their hash alone. Here the policies name no hash, as a
// wrong hash would: the browser reports it, so the tests above, which expect no report, would fail.
test("a policy without the hash of the page's styles is reported by the browser", async ({ page }) => {
  const violations = await watchCsp(page);
  const refuseInlineStyles = (policy: string) =>
    policy
      .split(';')
      .map((directive) => (directive.trim().startsWith('style-src ') ? " style-src 'self'" : directive))
      .join(';');
  await page.route('**/about/', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const meta = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/i;
    expect(html).toMatch(meta);
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding'].includes(name)));
    await route.fulfill({
      response,
      headers: { ...headers, 'content-security-policy': refuseInlineStyles(headers['content-security-policy'] ?? '') },
      body: html.replace(meta, (_, start: string, policy: string) => `${start}${refuseInlineStyles(policy)}"`),
    });
  });
  await page.goto('/about/', { waitUntil: 'load' });
  await expect.poll(() => violations.filter((v) => /^style-src(-elem)? inline /.test(v))).not.toEqual([]);
});
