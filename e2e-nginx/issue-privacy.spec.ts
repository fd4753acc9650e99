import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { localAccessLog } from '../scripts/nginx/local-nginx';
import { NGINX_PORTS } from '../scripts/nginx/ports';

// Nothing a visitor chose reaches the host, and no address the browser keeps names the issue: the
// legal-area cards and the search carry the issue as a code (#i=2), in the fragment with
// JavaScript, in the query of the search without it, and nginx's access log (the generated
// format) holds paths without query strings, even for an address that carries one.
const log = () => fs.readFileSync(localAccessLog(NGINX_PORTS), 'utf8');
const ISSUE = 'Child Sex Abuse';
const WORDS = ['Child', 'Abuse', 'accidentId'];

/** Every address the page requested or opened, decoded: what the host, or the browser's history, sees. */
function recordAddresses(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(decodeURIComponent(r.url())));
  page.on('framenavigated', (frame) => urls.push(decodeURIComponent(frame.url())));
  return () => urls;
}

function expectNeutral(addresses: string[], zip?: string) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const url of addresses) for (const word of WORDS) expect(url).not.toContain(word);
  const logged = log();
  for (const word of WORDS) expect(logged).not.toContain(word);
  if (zip) expect(logged).not.toContain(zip);
}

async function openCard(page: Page): Promise<void> {
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Legal areas: What is your legal issue?' })
    .getByRole('link', { name: /^Start a free case review/ })
    .nth(1);
  expect(new URL((await card.getAttribute('href'))!, 'http://x').hash).toBe('#i=2');
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your case');
}

async function search(page: Page, zip: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('radio', { name: ISSUE }).check({ force: true });
  await page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' }).fill(zip);
  await page.getByRole('button', { name: 'Find Lawyer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your case');
}

test('with JavaScript, a legal-area card opens the case form with its issue chosen, and no address names it', async ({ page }) => {
  const addresses = recordAddresses(page);
  await openCard(page);
  await expect(page.getByLabel('What type of issue is it?')).toHaveValue(ISSUE);
  await expect(page).toHaveURL('/formInput/');
  expectNeutral(addresses());
});

test('with JavaScript, the search opens the case form with the issue and zip filled in, and neither reaches the host', async ({ page }) => {
  const addresses = recordAddresses(page);
  await search(page, '60601');
  await expect(page.getByLabel('What type of issue is it?')).toHaveValue(ISSUE);
  await expect(page.getByLabel('What is your zip code?')).toHaveValue('60601');
  await expect(page).toHaveURL('/formInput/');
  expect(addresses()).toContain(`${new URL(page.url()).origin}/formInput/#i=2&z=60601`);
  expectNeutral(addresses(), '60601');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a legal-area card opens the plain case form, where the visitor chooses, and no address names the issue', async ({ page }) => {
    const addresses = recordAddresses(page);
    await openCard(page);
    await expect(page.getByLabel('What type of issue is it?')).toHaveValue('');
    expectNeutral(addresses());
  });

  test('the search sends only codes, and the access log keeps the path alone', async ({ page }) => {
    const addresses = recordAddresses(page);
    await search(page, '60602');
    await expect(page).toHaveURL(/\/formInput\/\?i=2&z=60602$/);
    await expect.poll(log).toMatch(/"GET \/formInput\/index\.html HTTP\/1\.1" 200 /);
    expect(log()).not.toContain('i=2');
    expectNeutral(addresses(), '60602');
  });
});

test('an address with the issue and zip in its query (a link shared from elsewhere) is logged by its path alone', async ({ request }) => {
  const response = await request.get('/formInput/?accidentId=Sex%20Exploitation&zipCode=73301');
  expect(response.status()).toBe(200);
  await expect.poll(log).toMatch(/"GET \/formInput\/index\.html HTTP\/1\.1" 200 /);
  expect(log()).not.toMatch(/accidentId|Exploitation|73301/);
});
