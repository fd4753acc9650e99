import { expect, request as playwrightRequest, test } from '@playwright/test';
import { NGINX_PORTS } from '../scripts/nginx/ports';
import { COMMON_HEADERS, HSTS, IMMUTABLE_CACHE } from '../scripts/lib/security-headers';
import { SINK } from '../e2e/support/site';
import { notFoundCopy as en404 } from '../content/en/not-found';
import { notFoundCopy as es404 } from '../content/es/not-found';

// What a deployer gets from the generated nginx files, as a browser or a scanner sees it.
const HTTPS = `https://127.0.0.1:${NGINX_PORTS.https}`;
const REDIRECT = `http://127.0.0.1:${NGINX_PORTS.redirect}`;

test('every response carries the security headers, a page its own policy with no unsafe-inline', async ({ request }) => {
  for (const path of ['/', '/about/', '/robots.txt', '/sitemap.xml', '/nowhere/']) {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, value] of COMMON_HEADERS) expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toContain('unsafe-inline');
    // nginx names itself but not its version.
    expect(headers.server).toBe('nginx');
  }
  const home = (await request.get('/')).headers()['content-security-policy'];
  expect(home).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(home).toContain(`connect-src 'self' ${SINK}`);
});

test('HSTS is sent over https only, and plain http moves to https at the same address', async ({ request }) => {
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  const secure = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  expect((await secure.get(`${HTTPS}/`)).headers()['strict-transport-security']).toBe(HSTS[1]);
  const moved = await secure.get(`${REDIRECT}/blogs/page1/?a=1`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`https://127.0.0.1:${NGINX_PORTS.https}/blogs/page1/?a=1`);
  await secure.dispose();
});

test('a folder address without its slash is redirected to the page, on the same origin', async ({ request }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about/');
});

test('hashed framework files are cached for a year; pages are not', async ({ request }) => {
  // The form pages keep their framework scripts in an inert template until a form is used.
  const html = await (await request.get('/contact/')).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toBe(IMMUTABLE_CACHE);
  expect((await request.get('/contact/')).headers()['cache-control']).toBeUndefined();
});

test('the hosts’ rules file is not served', async ({ request }) => {
  const response = await request.get('/_headers');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Content-Security-Policy:');
});

for (const [path, lang, heading] of [
  ['/no-such-page/', 'en', en404.title],
  ['/es/no-existe/', 'es', es404.title],
] as const) {
  test(`a missing address under ${lang === 'es' ? '/es/' : '/'} answers 404 with the ${lang} page, scripts allowed`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The page's own inline script ran under the header policy of the 404 answer.
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    expect(violations).toEqual([]);
  });
}
