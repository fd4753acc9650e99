// Issue 33: the lead relay (relay/) in workerd, in front of a mail sink that, like EmailJS with
// "Use Private Key" on, refuses every send without the account's private key. Run on the firm
// build (playwright.firm-states.config.ts), whose forms are built with NEXT_PUBLIC_LEAD_RELAY_URL.
// Other "visitors" are other loopback addresses (127.0.0.x): the relay sees each as its own client.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_PORTS, TEST_PRIVATE_KEY, TEST_RELAY_PORT } from '../scripts/lib/local-env';
import { outFiles } from '../scripts/lib/out-files';
import { requestFrom, scriptedLead, solvedProof } from '../scripts/lib/scripted-visitor';
import { expectedContactParams, fillContact } from './support/contact-lead';
import { SINK, SITE, sinkMessages, uniqueEmail } from './support/site';

const RELAY = `http://127.0.0.1:${TEST_RELAY_PORT}`;
/** relay/settings.ts's default: five leads per address in ten minutes. */
const PER_ADDRESS = 5;

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
  const [message, ...more] = await sinkMessages(email);
  expect(more).toEqual([]);
  expect(message).toEqual({
    service_id: 'local_service',
    template_id: 'template_contact',
    user_id: 'local-public-key',
    accessToken: TEST_PRIVATE_KEY,
    receivedAt: expect.any(String),
    template_params: expectedContactParams(email, 'relay'),
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
      algorithm: 'SHA-256',
      challenge: 'a'.repeat(64),
      number: 1,
      salt: `x?expires=${Math.floor(Date.now() / 1000) + 600}&`,
      signature: 'b'.repeat(64),
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

  expect(await leadsTo(flood)).toBe(PER_ADDRESS);
  for (const email of others) expect(await leadsTo(email)).toBe(1);
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
