import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { NGINX_PORTS } from '../scripts/nginx/ports';
import { COMMON_HEADERS, commonHeadersFor, EMAIL_ASSETS, HSTS, IMMUTABLE_CACHE } from '../scripts/lib/security-headers';
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

test('the files e-mail templates load are served to any origin, with the other security headers; other files to the site alone', async ({ request }) => {
  expect(EMAIL_ASSETS).toContain('/logo.png');
  for (const path of EMAIL_ASSETS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const [name, value] of commonHeadersFor(path)) expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    expect(response.headers()['cross-origin-resource-policy'], path).toBe('cross-origin');
  }
  expect((await request.get('/og-default.png')).headers()['cross-origin-resource-policy']).toBe('same-origin');
});

test('a webmail page on another origin shows the e-mail logo, and is refused the site’s other images', async ({ page, baseURL }) => {
  // The webmail stand-in: a page of another origin (localhost, where the site is 127.0.0.1) that
  // loads the images straight from the site, as a webmail client that shows remote images does.
  const site = new URL(baseURL!).origin;
  const webmail = http.createServer((_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!DOCTYPE html><title>Inbox</title><img alt="logo" src="${site}/logo.png"><img alt="share picture" src="${site}/og-default.png">`);
  });
  await new Promise<void>((resolve) => webmail.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(webmail.address() as AddressInfo).port}/`);
    const shown = (alt: string) => page.getByAltText(alt).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth > 0 : undefined));
    await expect.poll(() => shown('logo')).toBe(true);
    await expect.poll(() => shown('share picture')).toBe(false);
  } finally {
    webmail.close();
  }
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
