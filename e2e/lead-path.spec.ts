import { expect, test, type Page, type Request } from '@playwright/test';
import { SITE, formReady, setSinkMode, sinkHeld, sinkMessages, uniqueEmail } from './support/site';
import { LEAD_REFERENCE } from './support/contact-lead';
import { SEND_TIMEOUT_MS, SLOW_SEND_NOTICE_MS } from '../lib/limits';
import { FRAMEWORK_SCRIPTS_GLOB } from '../scripts/lib/framework-markup';

// The lead path when things go wrong: no JavaScript, scripts still loading or never loading,
// a service that never answers, no connection, oversized input. In every case nothing the
// visitor typed may reach a URL or a request other than the one send, and nothing is lost.

const FORMS = [
  {
    name: 'Contact form',
    path: '/contact/',
    submit: 'Send',
    fill: async (page: Page, email: string, secret: string) => {
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name', { exact: true }).fill('Rosa Lind');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Phone', { exact: true }).fill('(415) 555-0134');
      await form.getByLabel('Issue type', { exact: true }).selectOption('Digital Sex Abuse');
      await form.getByLabel('Message', { exact: true }).fill(secret);
      return { field: form.getByLabel('Message', { exact: true }), name: form.getByLabel('Name', { exact: true }) };
    },
  },
  {
    name: 'Case form',
    path: '/formInput/',
    submit: 'Submit my case',
    fill: async (page: Page, email: string, secret: string) => {
      const form = page.getByRole('form', { name: 'Case form' });
      await form.getByLabel('What is your full name?').fill('Rosa Lind');
      await form.getByLabel('What is your email?').fill(email);
      await form.getByLabel('What is your phone number?').fill('(415) 555-0134');
      await form.getByLabel('What type of issue is it?').selectOption('Partner Violence');
      await form.getByLabel('What is your zip code?').fill('90210');
      await form.getByLabel(/anything else about your case/).fill(secret);
      return { field: form.getByLabel(/anything else about your case/), name: form.getByLabel('What is your full name?') };
    },
  },
] as const;

/** Every request the page makes, so a test can prove typed words went nowhere. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return {
    expectNoneCarry: (...values: string[]) => {
      for (const r of requests) {
        const seen = `${decodeURIComponent(r.url())} ${r.postData() ?? ''}`;
        for (const v of values) expect(seen, `${r.method()} ${r.url()} carried what was typed`).not.toContain(v);
      }
    },
  };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const f of FORMS) {
    test(`${f.name}: Send keeps every word on the page and out of the address bar`, async ({ page }) => {
      const email = uniqueEmail('nojs');
      const secret = `He followed me home ${Date.now()}`;
      const log = recordRequests(page);
      await page.goto(f.path);
      const form = page.getByRole('form', { name: f.name });
      // Playwright's text and role queries skip <noscript>, so the note is found by its element.
      const note = form.locator('noscript p');
      await expect(note).toBeVisible();
      await expect(note).toContainText('This form needs JavaScript to send your message');
      await expect(note.locator('a[href="tel:+18005550199"]')).toHaveText('(800) 555-0199');
      const { field, name } = await f.fill(page, email, secret);
      await form.getByRole('button', { name: f.submit }).click();
      await name.press('Enter');
      await expect(page).toHaveURL(`${SITE}${f.path}`);
      await expect(field).toHaveValue(secret);
      await expect(name).toHaveValue('Rosa Lind');
      log.expectNoneCarry(secret, email, 'Rosa');
      expect(await sinkMessages(email)).toHaveLength(0);
    });
  }
});

test.describe('before the scripts load', () => {
  for (const f of FORMS) {
    test(`${f.name}: with the scripts blocked, Send says the page is not ready and sends nothing`, async ({ page }) => {
      const email = uniqueEmail('blocked');
      const secret = `I was twelve when it started ${Date.now()}`;
      await page.route(FRAMEWORK_SCRIPTS_GLOB, (route) => route.abort());
      const log = recordRequests(page);
      await page.goto(f.path);
      const form = page.getByRole('form', { name: f.name });
      const { field, name } = await f.fill(page, email, secret);
      await form.getByRole('button', { name: f.submit }).click();
      const note = form.getByText('This form is not ready to send yet');
      await expect(note).toBeVisible();
      await expect(note).toBeFocused();
      await expect(note.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
      await expect(page).toHaveURL(`${SITE}${f.path}`);
      await expect(field).toHaveValue(secret);
      await expect(name).toHaveValue('Rosa Lind');
      log.expectNoneCarry(secret, email, 'Rosa');
      expect(await sinkMessages(email)).toHaveLength(0);
    });
  }

  test('Contact form: pressed while loading, it says when it is ready, then sends exactly once', async ({ page }) => {
    const email = uniqueEmail('slow');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(FRAMEWORK_SCRIPTS_GLOB, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await FORMS[0].fill(page, email, 'Please call after six.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('This form is not ready to send yet')).toBeVisible();
    release();
    await expect(form.getByRole('status').filter({ hasText: 'The form is ready now' })).toBeVisible();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Please call after six.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    expect(await sinkMessages(email)).toHaveLength(1);
  });
});

test.describe('a send that never answers', () => {
  for (const f of FORMS) {
    test(`${f.name}: says at once that it is sending, again once it is slow, then after the time limit that it may not have been sent, and Try again works`, async ({
      page,
    }) => {
      const email = uniqueEmail('hang');
      await setSinkMode(email, 'hang');
      await page.clock.install();
      await page.goto(f.path);
      const form = page.getByRole('form', { name: f.name });
      const { field } = await f.fill(page, email, 'The request will stall.');
      const live = form.getByRole('status').filter({ hasText: 'Sending Message...' });
      await form.getByRole('button', { name: f.submit }).click();
      await expect(live).toBeVisible();
      await expect(live).not.toContainText('Still sending');
      // Disabled against a second press, its words kept.
      await expect(form.getByRole('button', { name: f.submit })).toBeDisabled();
      // Only once the sink holds the request open (the CORS preflight alone is not the send) is
      // it certain that the first attempt can never be recorded; then the page's clock runs on.
      await expect.poll(async () => (await sinkHeld(email)).length).toBe(1);
      await page.clock.runFor(SLOW_SEND_NOTICE_MS);
      await expect(live).toContainText('Still sending… please keep this page open.');
      await expect(form.getByRole('button', { name: f.submit })).toBeDisabled();
      await page.clock.runFor(SEND_TIMEOUT_MS - SLOW_SEND_NOTICE_MS);
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('Your message may not have been sent.');
      await expect(alert).toContainText('may receive your message twice');
      await expect(form.getByText('Sending Message...')).toBeHidden();
      await expect(field).toHaveValue('The request will stall.');
      await setSinkMode(email, 'ok');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL('/confirmAlert/');
      const delivered = await sinkMessages(email);
      expect(delivered).toHaveLength(1);
      // Had the first try arrived after all, the firm would read the same reference twice: one lead.
      const [stalled] = (await sinkHeld(email)) as { template_params: Record<string, string> }[];
      expect(stalled?.template_params.reference).toMatch(LEAD_REFERENCE);
      expect(delivered[0]?.template_params.reference).toBe(stalled?.template_params.reference);
    });
  }
});

test.describe('offline', () => {
  test('Contact form: offline at Send, told when back online, one press sends exactly one e-mail', async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await FORMS[0].fill(page, email, 'Sent from a train.');
    // The form's code arrived while the visitor typed; the connection drops just before Send. (Offline
    // before the code arrived is islands.spec.ts's case.)
    await formReady(form);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('You seem to be offline.');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Sent from a train.');
    await context.setOffline(false);
    await expect(alert).toContainText('You are back online.');
    await alert.getByRole('button', { name: 'Send now' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    expect(await sinkMessages(email)).toHaveLength(1);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });
});

test.describe('code loaded on demand fails to arrive', () => {
  test('Case form: no error page, told to reconnect, every value kept; once it loads, one press sends one e-mail', async ({ page, request }) => {
    const email = uniqueEmail('chunk');
    // Only the forms' script and the chunks it imports, which the page names, arrive; everything
    // they load later (validation, the e-mail library) fails, as it does when the
    // connection drops just after the form is first used.
    const html = await (await request.get('/formInput/')).text();
    const named = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)];
    const initial = new Set(named.map((m) => new URL(m[1]!, SITE).href));
    let blockLateScripts = true;
    await page.route(FRAMEWORK_SCRIPTS_GLOB, (route) =>
      blockLateScripts && !initial.has(route.request().url()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/formInput/');
    const form = page.getByRole('form', { name: 'Case form' });
    const { field } = await FORMS[1].fill(page, email, 'Nothing may be lost.');
    await form.getByRole('button', { name: 'Submit my case' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('You seem to be offline.');
    await expect(field).toHaveValue('Nothing may be lost.');
    blockLateScripts = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    expect(await sinkMessages(email)).toHaveLength(1);
  });
});

test.describe('oversized input', () => {
  test('a 20,000-character message stops at the limit, says so, and sends 5,000', async ({ page }) => {
    const email = uniqueEmail('long');
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await FORMS[0].fill(page, email, 'a'.repeat(20_000));
    const message = form.getByLabel('Message', { exact: true });
    expect((await message.inputValue()).length).toBe(5000);
    await expect(form.getByText('at its 5,000-character limit').first()).toBeVisible();
    await expect(message).toHaveAccessibleDescription(/at its 5,000-character limit/);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    const [sent] = await sinkMessages(email);
    expect(sent?.template_params.message).toHaveLength(5000);
  });

  test('a long message shows the room left as it grows', async ({ page }) => {
    await page.goto('/contact/');
    const message = page.getByRole('form', { name: 'Contact form' }).getByLabel('Message', { exact: true });
    await message.fill('b'.repeat(4100));
    await expect(page.getByText('900 characters left', { exact: true })).toBeVisible();
  });

  test('a request refused as too large (413) gets its own message and keeps everything', async ({ page }) => {
    const email = uniqueEmail('413');
    await setSinkMode(email, 'fail', 413);
    await page.goto('/formInput/');
    const form = page.getByRole('form', { name: 'Case form' });
    const { field } = await FORMS[1].fill(page, email, 'A long account.');
    await form.getByRole('button', { name: 'Submit my case' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your message is too long to send.');
    await expect(alert).toContainText('Shorten the message');
    await expect(field).toHaveValue('A long account.');
    expect(await sinkMessages(email)).toHaveLength(0);
  });

  test('a request refused as invalid (400) points to the phone', async ({ page }) => {
    const email = uniqueEmail('400');
    await setSinkMode(email, 'fail', 400);
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await FORMS[0].fill(page, email, 'Hello.');
    await form.getByRole('button', { name: 'Send' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your message was not accepted.');
    await expect(alert.getByRole('link', { name: '(800) 555-0199' })).toBeVisible();
  });
});
