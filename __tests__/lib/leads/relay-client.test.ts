/** @jest-environment node */
// The forms' side of the relay against the relay itself (relay/handler.ts, in this process), with
// a stand-in for EmailJS behind it: the browser's fetch is pointed at the handler.
import { prepareRelay, sendLeadViaRelay } from '@/lib/leads/send';
import { refusalOf } from '@/lib/leads/relay-contract';
import { createRelayClient } from '@/lib/leads/relay-client';
import { sendToEmailjs } from '@/relay/emailjs';
import { MemoryGate } from '@/relay/gate';
import { handleLead } from '@/relay/handler';
import { CONTACT_VALUES, fakeEmailjs, RELAY, relaySettings, SITE } from '../../relay/fixtures';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Points fetch at a relay; `tamper` may change or drop a request on its way, as a network could. */
function relayOnline({ answer = () => 200 as number | Error, env = {}, tamper = (r: Request): Request | Error => r } = {}) {
  let clock = Date.now();
  const settings = relaySettings(env);
  const upstream = fakeEmailjs(answer);
  const paths: string[] = [];
  const gate = new MemoryGate(settings, {
    now: () => clock,
    send: (l) => sendToEmailjs(upstream.fetch, settings.emailjs, l),
    alert: async () => undefined,
    log: () => undefined,
  });
  const deps = { settings, gate, clientAddress: () => '203.0.113.9', now: () => clock };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = tamper(new Request(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Origin: SITE } }));
    if (request instanceof Error) throw request;
    paths.push(new URL(request.url).pathname);
    return handleLead(request, deps);
  };
  return { upstream, paths, advance: (ms: number) => (clock += ms) };
}

const lead = { form: 'contact' as const, locale: 'en' as const, values: CONTACT_VALUES, suspectedBot: false };

test('a lead goes through with a proof solved beforehand, sent as a simple request', async () => {
  const { upstream, paths } = relayOnline();
  const client = createRelayClient(RELAY);
  client.prepare();
  client.prepare();
  expect(await client.send(lead)).toEqual({ status: 200, delivery: 'sent' });
  expect(paths).toEqual(['/challenge', '/lead']);
  expect(upstream.sent).toHaveLength(1);
});

test('a lead the relay holds is reported as held, so the form can say so', async () => {
  relayOnline();
  const inner = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    if (!String(input).endsWith('/lead')) return response;
    const { reference } = (await response.json()) as { reference: string };
    return Response.json({ ok: true, delivery: 'held', reference });
  };
  expect(await sendLeadViaRelay(RELAY, lead)).toEqual({ ok: true, delivery: 'held' });
});

test('a challenge that never comes is a failure to reach the relay, not a lead that may have been sent', async () => {
  globalThis.fetch = () => new Promise<Response>(() => undefined);
  expect(await sendLeadViaRelay(`${RELAY}/stalled`, lead, 50)).toEqual({ ok: false, reason: 'network' });
});

test('each lead gets a proof of its own, and a refused proof is replaced once without a word', async () => {
  let spoil = true;
  const { upstream, paths } = relayOnline({
    tamper: (r) =>
      r.url.endsWith('/lead') && spoil
        ? ((spoil = false), new Request(r.url, { method: 'POST', headers: r.headers, body: JSON.stringify({ ...lead, proof: 'spoilt' }) }))
        : r,
  });
  const client = createRelayClient(RELAY);
  expect((await client.send(lead)).status).toBe(200);
  expect((await client.send(lead)).status).toBe(200);
  expect(paths).toEqual(['/challenge', '/lead', '/challenge', '/lead', '/challenge', '/lead']);
  expect(upstream.sent).toHaveLength(2);
});

test('a proof about to expire is not used', async () => {
  let now = Date.now();
  const { paths } = relayOnline();
  const client = createRelayClient(RELAY, () => now);
  client.prepare();
  await new Promise((resolve) => setTimeout(resolve, 50));
  now += 29.5 * 60_000;
  expect((await client.send(lead)).status).toBe(200);
  expect(paths.filter((p) => p === '/challenge')).toHaveLength(2);
});

test("the relay's refusals are the forms' failure kinds, with the same words as EmailJS's", async () => {
  let answer: number | Error = 429;
  relayOnline({ answer: () => answer, env: { RELAY_LIMIT_PER_ADDRESS: '10/60', RELAY_LIMIT_OVERALL: '50/60' } });
  const reasons: unknown[] = [];
  // EmailJS's quota, grant or outage: the relay holds the lead, so the form has sent it.
  for (const next of [413, 400, 429, 412, 503]) {
    answer = next;
    const result = await sendLeadViaRelay(RELAY, lead);
    reasons.push(result.ok ? 'sent' : result.reason);
  }
  answer = 200;
  reasons.push((await sendLeadViaRelay(RELAY, lead)).ok ? 'sent' : 'failed');
  expect(reasons).toEqual(['too-large', 'rejected', 'sent', 'sent', 'sent', 'sent']);
});

test('the relay limit answers rate-limit; an invalid lead answers invalid', async () => {
  relayOnline({ env: { RELAY_LIMIT_PER_ADDRESS: '1/60' } });
  prepareRelay(RELAY);
  expect(await sendLeadViaRelay(RELAY, lead)).toEqual({ ok: true, delivery: 'sent' });
  expect(await sendLeadViaRelay(RELAY, lead)).toEqual({ ok: false, reason: 'rate-limit', status: 429 });
  expect(await sendLeadViaRelay(RELAY, { ...lead, values: { ...CONTACT_VALUES, email: 'nope' } })).toEqual({ ok: false, reason: 'invalid', status: 400 });
});

test('a proof refused twice is a refusal the visitor cannot fix, and an unreachable relay a network failure', async () => {
  relayOnline({
    tamper: (r) => (r.url.endsWith('/lead') ? new Request(r.url, { method: 'POST', headers: r.headers, body: JSON.stringify({ ...lead, proof: 'x' }) }) : r),
  });
  expect(await sendLeadViaRelay(RELAY, lead)).toEqual({ ok: false, reason: 'rejected', status: 403 });
  relayOnline({ tamper: () => new TypeError('Failed to fetch') });
  expect(await sendLeadViaRelay(RELAY, lead)).toEqual({ ok: false, reason: 'network' });
});

test('a relay that answers with no challenge is told as a failure to reach it', async () => {
  globalThis.fetch = async () => new Response('<html>', { status: 502 });
  expect(await sendLeadViaRelay(RELAY, lead)).toMatchObject({ ok: false, reason: 'network' });
});

test('a lead posted that is not answered in time may have been sent', async () => {
  relayOnline();
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/lead') ? new Promise<Response>(() => undefined) : inner(input, init);
  expect(await sendLeadViaRelay(`${RELAY}`, lead, 2_000)).toEqual({ ok: false, reason: 'timeout' });
});

test('refusalOf reads only the refusals this version knows', () => {
  expect(refusalOf({ ok: false, error: 'rate-limit' })).toBe('rate-limit');
  expect(refusalOf({ ok: false, error: 'something new' })).toBeUndefined();
  expect(refusalOf(null)).toBeUndefined();
  expect(refusalOf('rate-limit')).toBeUndefined();
});
