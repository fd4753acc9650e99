import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { localAccessLog } from '../scripts/nginx/local-nginx';
import { NGINX_PORTS } from '../scripts/nginx/ports';

// Nothing a visitor chose reaches the host: the legal-area cards carry the issue type in the
// fragment, with or without JavaScript, and nginx's access log (the generated format) holds
// paths without query strings, even for an address that carries one.
const log = () => fs.readFileSync(localAccessLog(NGINX_PORTS), 'utf8');

function recordRequests(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(decodeURIComponent(r.url())));
  return () => urls;
}

async function openCard(page: Page): Promise<string> {
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Legal areas: What is your legal issue?' })
    .getByRole('link', { name: /^Start a free case review/ })
    .nth(1);
  const issue = new URLSearchParams(new URL((await card.getAttribute('href'))!, 'http://x').hash.slice(1)).get('accidentId');
  expect(issue).toBe('Child Sex Abuse');
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your case');
  return issue!;
}

test('with JavaScript, a legal-area card opens the case form with its issue chosen, and no request carries it', async ({ page }) => {
  const requests = recordRequests(page);
  const issue = await openCard(page);
  await expect(page.getByLabel('What type of issue is it?')).toHaveValue(issue);
  await expect(page).toHaveURL('/formInput/');
  for (const url of requests()) {
    expect(url).not.toContain('accidentId');
    expect(url).not.toContain(issue);
  }
  expect(log()).not.toContain(issue);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a legal-area card opens the plain case form, where the visitor chooses, and no request carries the issue', async ({ page }) => {
    const requests = recordRequests(page);
    const issue = await openCard(page);
    await expect(page.getByLabel('What type of issue is it?')).toHaveValue('');
    for (const url of requests()) {
      expect(url).not.toContain('accidentId');
      expect(url).not.toContain(issue);
    }
    expect(log()).not.toContain(issue);
  });
});

test('an address with the issue and zip in its query (a link shared from elsewhere) is logged by its path alone', async ({ request }) => {
  const response = await request.get('/formInput/?accidentId=Sex%20Exploitation&zipCode=73301');
  expect(response.status()).toBe(200);
  await expect.poll(log).toMatch(/"GET \/formInput\/index\.html HTTP\/1\.1" 200 /);
  expect(log()).not.toMatch(/accidentId|Exploitation|73301/);
});
