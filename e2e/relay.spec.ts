// The lead relay (relay/) in workerd, in front of a mail sink that, like EmailJS with "Use Private
// Key" on, refuses every send without the account's private key. Run on the firm build
// (playwright.firm-states.config.ts), whose forms are built with NEXT_PUBLIC_LEAD_RELAY_URL.
// Other "visitors" are other loopback addresses (127.0.0.x): the relay sees each as its own client.
// The hold specs that would stall the suite's relay for everyone (a sink that never answers, a
// ceiling reached) run against a relay of their own, started here.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localEnv, TEST_PORTS, TEST_PRIVATE_KEY, TEST_RELAY_PER_ADDRESS, TEST_RELAY_PORT, TEST_RELAY_STATUS_TOKEN } from '../scripts/lib/local-env';
import { localRelayEnv, startLocalRelay } from '../scripts/lib/local-relay';
import { outFiles } from '../scripts/lib/out-files';
import { requestFrom, scriptedLead, solvedProof } from '../scripts/lib/scripted-visitor';
import { expectedContactParams, fillContact } from './support/contact-lead';
import { SINK, SITE, sinkMessages, uniqueEmail } from './support/site';
import { en } from '../content/en';

const RELAY = `http://127.0.0.1:${TEST_RELAY_PORT}`;
const PER_ADDRESS = TEST_RELAY_PER_ADDRESS;
const REFERENCE = /^[0-9A-Z]{5}-[0-9A-Z]{5}$/;

const relayRequest = (from: string, route: string, body?: string) => requestFrom(from, `${RELAY}${route}`, { origin: SITE, body });
const solved = (from: string) => solvedProof(RELAY, from, SITE);
const lead = scriptedLead;

const leadsTo = async (email: string) => (await sinkMessages(email)).length;

test('a lead sent from the contact page goes through the relay and reaches the sink with the private key', async ({ page }) => {
  const email = uniqueEmail('relay');
  const sent: string[] = [];
  page.on('request', (r) => r.url().startsWith(RELAY) && sent.push(r.url()));
  await page.goto('/contact/');
  const form = await fillContact(page, 'relay', email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL('/confirmAlert/');
  await expect.poll(() => leadsTo(email)).toBe(1);
  const [message] = await sinkMessages(email);
  expect(message).toEqual({
    service_id: 'local_service',
    template_id: 'template_contact',
    user_id: 'local-public-key',
    accessToken: TEST_PRIVATE_KEY,
    receivedAt: expect.any(String),
    template_params: { ...expectedContactParams(email, 'relay'), reference: expect.stringMatching(REFERENCE) },
  });
  // The page fetched a challenge and posted one lead, and talked to no EmailJS at all.
  expect(sent.map((u) => new URL(u).pathname).sort()).toEqual(['/challenge', '/lead']);
});

test('the public key alone sends nothing: the sink refuses a send without the private key, as EmailJS does', async () => {
  const email = uniqueEmail('public-key');
  const res = await fetch(`${SINK}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify({ service_id: 'local_service', template_id: 'template_contact', user_id: 'local-public-key', template_params: { email } }),
  });
  expect(res.status).toBe(403);
  expect(await leadsTo(email)).toBe(0);
});

test('1,000 leads without a valid proof deliver nothing', async () => {
  const email = uniqueEmail('no-proof');
  const proof = btoa(
    JSON.stringify({
      challenge: {
        parameters: {
          algorithm: 'SHA-256',
          nonce: 'a'.repeat(32),
          salt: 'b'.repeat(32),
          cost: 1,
          keyLength: 32,
          keyPrefix: 'c'.repeat(32),
          data: { expiresAt: Date.now() + 600_000 },
        },
        signature: 'd'.repeat(64),
      },
      solution: { counter: 1, derivedKey: 'c'.repeat(64) },
    }),
  );
  const statuses = new Map<number, number>();
  for (let batch = 0; batch < 20; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => relayRequest('127.0.0.3', '/lead', lead(email, i % 2 ? proof : ''))));
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  expect([...statuses]).toEqual([[403, 1000]]);
  expect(await leadsTo(email)).toBe(0);
});

test('a replayed lead and a flood from one address deliver no more than its limit, while every other visitor gets through', async () => {
  const flood = uniqueEmail('flood');
  const others = Array.from({ length: 8 }, (_, i) => uniqueEmail(`visitor-${i}`));

  // One real request, replayed: the proof is good once.
  const first = lead(flood, await solved('127.0.0.9'));
  const replays = await Promise.all(Array.from({ length: 10 }, () => relayRequest('127.0.0.9', '/lead', first)));
  expect(replays.filter((r) => r.status === 200)).toHaveLength(1);
  expect(replays.filter((r) => r.status === 403)).toHaveLength(9);

  // The flood, each request with a proof of its own, and the other visitors' leads during it.
  const floodAnswers: Promise<{ status: number }>[] = [];
  const otherAnswers: Promise<{ status: number }>[] = [];
  for (let round = 0; round < 30; round += 1) {
    floodAnswers.push(solved('127.0.0.9').then((proof) => relayRequest('127.0.0.9', '/lead', lead(flood, proof))));
    const visitor = others[round % 4 === 0 ? round / 4 : -1];
    if (visitor) otherAnswers.push(solved(`127.0.0.${20 + round}`).then((proof) => relayRequest(`127.0.0.${20 + round}`, '/lead', lead(visitor, proof))));
  }
  const floodStatuses = (await Promise.all(floodAnswers)).map((a) => a.status);
  expect(floodStatuses.filter((s) => s === 200)).toHaveLength(PER_ADDRESS - 1);
  expect(floodStatuses.filter((s) => s === 429)).toHaveLength(30 - (PER_ADDRESS - 1));
  expect((await Promise.all(otherAnswers)).map((a) => a.status)).toEqual(others.map(() => 200));

  await expect.poll(() => leadsTo(flood)).toBe(PER_ADDRESS);
  for (const email of others) await expect.poll(() => leadsTo(email)).toBe(1);
  const refused = await relayRequest('127.0.0.9', '/lead', lead(flood, await solved('127.0.0.9')));
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toEqual({ ok: false, error: 'rate-limit' });
});

test('the private key appears nowhere in the built site', () => {
  const out = path.join(process.cwd(), 'out-firm-states');
  const holding = outFiles(out).filter((file) => fs.readFileSync(path.join(out, file)).includes(TEST_PRIVATE_KEY));
  expect(holding).toEqual([]);
  // The build does carry the relay's address, so the check above looked at the right site.
  expect(outFiles(out).some((file) => file.endsWith('.html') && fs.readFileSync(path.join(out, file), 'utf8').includes(`127.0.0.1:${TEST_RELAY_PORT}`))).toBe(
    true,
  );
});

test('through the relay the built site carries no EmailJS id, and its pages may connect to the relay alone', () => {
  const out = path.join(process.cwd(), 'out-firm-states');
  // The ids and the mail origin of the local settings (scripts/lib/local-env.ts), which this build was given too.
  const emailjs = ['local-public-key', 'local_service', 'template_contact', 'template_case', `127.0.0.1:${TEST_PORTS.sink}`];
  const naming = outFiles(out).flatMap((file) => {
    const text = fs.readFileSync(path.join(out, file), 'utf8');
    return emailjs.filter((id) => text.includes(id)).map((id) => `${file}: ${id}`);
  });
  expect(naming).toEqual([]);
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(fs.readFileSync(path.join(out, 'contact/index.html'), 'utf8'))?.[1]
    ?.replace(/&#39;|&#x27;/g, "'");
  expect(
    policy
      ?.split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src')),
  ).toBe(`connect-src 'self' ${RELAY}`);
});

const sinkMode = (email: string, mode: { mode: string; status?: number }) =>
  fetch(`${SINK}/__sink/mode`, { method: 'POST', body: JSON.stringify({ ...mode, email }) });
const status = async (relay: string, token?: string) => {
  const res = await fetch(`${relay}/status`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.text() };
};

test.describe('held leads', () => {
  // The relay's held count is one for the whole suite: these two must not overlap (the other specs' leads are never held).
  test.describe.configure({ mode: 'serial' });
  for (const [name, refusal] of [
    ['answers 503', { mode: 'fail', status: 503 }],
    ['answers 429, its quota spent', { mode: 'fail', status: 429 }],
  ] as const) {
    test(`a lead sent while EmailJS ${name} reaches the confirmation, is held, and arrives once when it recovers`, async ({ page }) => {
      const email = uniqueEmail('held');
      await sinkMode(email, refusal);
      // The relay's answer, read on its way to the page (the page moves on to the confirmation at once).
      const answers: { reference: string }[] = [];
      await page.route(`${RELAY}/lead`, async (route) => {
        const response = await route.fetch();
        if (route.request().method() === 'POST') answers.push((await response.json()) as { reference: string });
        await route.fulfill({ response });
      });
      await page.goto('/contact/');
      const form = await fillContact(page, 'held', email);
      await form.getByRole('button', { name: 'Send' }).click();
      // Held, not sent: the visitor reads that her message is safe and may arrive later.
      await expect(page).toHaveURL('/confirmAlert/held/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.held.title);
      expect(answers).toEqual([{ ok: true, delivery: 'held', reference: expect.stringMatching(REFERENCE) }]);
      const [answer] = answers;
      const held = JSON.parse((await status(RELAY, TEST_RELAY_STATUS_TOKEN)).body);
      expect(held.held).toBeGreaterThanOrEqual(1);
      expect(await leadsTo(email)).toBe(0);

      await sinkMode(email, { mode: 'ok' });
      await expect.poll(() => leadsTo(email), { timeout: 15_000 }).toBe(1);
      const [message] = await sinkMessages(email);
      expect(message?.template_params.reference).toBe(answer?.reference);
      // Delivered, then deleted: it is not sent again.
      await expect.poll(async () => JSON.parse((await status(RELAY, TEST_RELAY_STATUS_TOKEN)).body).held, { timeout: 15_000 }).toBe(0);
      expect(await leadsTo(email)).toBe(1);
    });
  }
});

test('GET /status answers the firm with its token, and nothing to anyone else', async () => {
  expect(await status(RELAY)).toEqual({ status: 401, body: '' });
  expect(await status(RELAY, 'x'.repeat(44))).toEqual({ status: 401, body: '' });
  const answer = await status(RELAY, TEST_RELAY_STATUS_TOKEN);
  expect(answer.status).toBe(200);
  expect(Object.keys(JSON.parse(answer.body)).sort()).toEqual(['held', 'lastDeliveryAt', 'lastEmailjsStatus', 'lost', 'oldestHeldAt', 'oldestHeldMinutes']);
});

test.describe('a relay of its own', () => {
  // Its own queue: a sink that never answers stalls only this relay's deliveries.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const port = TEST_RELAY_PORT + 1;
  const own = `http://127.0.0.1:${port}`;
  const token = 'own-status-token-of-at-least-32-characters';
  let relay: { dispose: () => Promise<void> } | undefined;
  const send = (from: string, email: string) =>
    solvedProof(own, from, SITE).then((proof) => requestFrom(from, `${own}/lead`, { origin: SITE, body: lead(email, proof) }));

  test.beforeAll(async () => {
    const env = localRelayEnv(localEnv(TEST_PORTS), {
      RELAY_EMAILJS_ORIGIN: SINK,
      EMAILJS_PRIVATE_KEY: TEST_PRIVATE_KEY,
      RELAY_ALLOWED_ORIGINS: SITE,
      RELAY_POW_MAX_NUMBER: '1000',
      RELAY_LIMIT_PER_ADDRESS: '2/60',
      RELAY_LIMIT_OVERALL: '20/60',
      RELAY_RETRY_AFTER: '1s',
      RELAY_ALERT_AFTER: '2s',
      RELAY_ALERT_WEBHOOK: `${SINK}/__sink/alerts?from=own-relay`,
      RELAY_STATUS_TOKEN: token,
    });
    relay = await startLocalRelay({ port, env });
  });
  test.afterAll(async () => relay?.dispose());

  test('a sink that does not answer: the lead is held after the time limit, the firm is alerted with counts only, and it arrives once', async () => {
    const email = uniqueEmail('hang');
    await sinkMode(email, { mode: 'hang' });
    const answer = await send('127.0.0.60', email);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, delivery: 'held', reference: expect.stringMatching(REFERENCE) });
    const alerts = async () => (await (await fetch(`${SINK}/__sink/alerts?from=own-relay`)).json()) as Record<string, unknown>[];
    await expect.poll(async () => (await alerts()).map((a) => a.event), { timeout: 40_000 }).toContain('held');
    await sinkMode(email, { mode: 'ok' });
    await expect.poll(() => leadsTo(email), { timeout: 40_000 }).toBe(1);
    await expect.poll(async () => (await alerts()).map((a) => a.event), { timeout: 10_000 }).toContain('resumed');
    const said = JSON.stringify(await alerts());
    for (const content of [email, 'Scripted lead', '555']) expect(said).not.toContain(content);
    expect(JSON.parse((await status(own, token)).body)).toMatchObject({ held: 0, lastEmailjsStatus: 200 });
    expect(await leadsTo(email)).toBe(1);
  });

  test('failed attempts do not count: a visitor whose sends EmailJS refused still sends afterwards', async () => {
    const email = uniqueEmail('refused');
    await sinkMode(email, { mode: 'fail', status: 400 });
    for (let i = 0; i < 4; i += 1) expect((await send('127.0.0.61', email)).status).toBe(502);
    await sinkMode(email, { mode: 'ok' });
    expect(JSON.parse((await send('127.0.0.61', email)).body)).toMatchObject({ ok: true, delivery: 'sent' });
    expect(await leadsTo(email)).toBe(1);
  });

  test("a patient address takes its share and no more: every other visitor's lead arrives", async () => {
    const script = uniqueEmail('patient');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send('127.0.0.62', script)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const visitors = Array.from({ length: 5 }, (_, i) => uniqueEmail(`beside-patient-${i}`));
    const answers = await Promise.all(visitors.map((email, i) => send(`127.0.0.${70 + i}`, email)));
    expect(answers.map((a) => JSON.parse(a.body).ok)).toEqual(visitors.map(() => true));
    for (const email of visitors) await expect.poll(() => leadsTo(email), { timeout: 15_000 }).toBe(1);
    expect(await leadsTo(script)).toBe(2);
  });
});
