/** @jest-environment node */
import { sendToEmailjs } from '@/relay/emailjs';
import { MemoryGate, memoryStore, type RelayAlert } from '@/relay/gate';
import { handleLead, type RelayDeps } from '@/relay/handler';
import { CONTACT_VALUES, EMAILJS, fakeEmailjs, RELAY, relaySettings, SITE, solve } from './fixtures';

function relay({ upstream = fakeEmailjs(), address = () => '203.0.113.7' as string | undefined, env = {} } = {}) {
  let clock = Date.UTC(2026, 10, 1, 12);
  const settings = relaySettings(env);
  const alerts: RelayAlert[] = [];
  const logs: string[] = [];
  const gate = new MemoryGate(settings, {
    now: () => clock,
    send: (lead) => sendToEmailjs(upstream.fetch, settings.emailjs, lead),
    alert: async (message) => void alerts.push(message),
    log: (line) => void logs.push(line),
  });
  const deps: RelayDeps = { settings, gate, clientAddress: () => address(), now: () => clock };
  const call = (path: string, init: RequestInit & { origin?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    if (init.origin !== null) headers.set('Origin', init.origin ?? SITE);
    return handleLead(new Request(`${RELAY}${path}`, { ...init, headers }), deps);
  };
  const proof = async () => solve(await (await call('/challenge')).json());
  const sendLead = async (body: Record<string, unknown> = {}) =>
    call('/lead', {
      method: 'POST',
      body: JSON.stringify({ form: 'contact', locale: 'en', values: CONTACT_VALUES, suspectedBot: false, proof: await proof(), ...body }),
    });
  /** Moves the clock on, running the gate's alarm each time it comes due, as a Durable Object would. */
  const advance = async (ms: number) => {
    const end = clock + ms;
    while (gate.alarmAt !== null && gate.alarmAt <= end) {
      clock = Math.max(clock, gate.alarmAt);
      await gate.alarm();
    }
    clock = end;
  };
  return { call, proof, sendLead, upstream, advance, gate, alerts, logs, settings };
}

test('a challenge is handed to the site, never cached, and carries its expiry', async () => {
  const { call } = relay();
  const res = await call('/challenge');
  expect(res.status).toBe(200);
  expect(res.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  const challenge = await res.json();
  expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, data: { expiresAt: Date.UTC(2026, 10, 1, 12, 30) } });
  expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
});

test('another site, or none, gets neither a challenge nor a send, and no CORS header', async () => {
  const { call, upstream } = relay();
  for (const origin of ['https://evil.example', null]) {
    const res = await call('/challenge', { origin });
    expect(res.status).toBe(403);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  }
  const preflight = await call('/lead', { method: 'OPTIONS', origin: 'https://evil.example' });
  expect(preflight.status).toBe(403);
  expect(upstream.sent).toEqual([]);
});

test('the preflight of the site itself is answered', async () => {
  const res = await relay().call('/lead', { method: 'OPTIONS', origin: 'https://example.org' });
  expect(res.status).toBe(204);
  expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://example.org');
  expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST');
});

test('a lead with a solved proof is cleaned by the form schema and sent with the private key', async () => {
  const { sendLead, upstream } = relay();
  const res = await sendLead({ suspectedBot: true });
  expect(res.status).toBe(200);
  const answer = await res.json();
  expect(answer).toEqual({ ok: true, delivery: 'sent', reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/) });
  expect(upstream.sent).toEqual([
    {
      service_id: 'service_x',
      template_id: 'template_contact',
      user_id: 'public-key',
      accessToken: 'private-key-of-the-account',
      template_params: {
        name: 'Referral Portal for Abuse',
        recipient: 'leads@example.org',
        from_name: 'Ana Pérez',
        email: 'ana@example.com',
        accidentId: 'Sex Assault',
        phone_number: '(415) 555-0134',
        reply_to: 'ana@example.com',
        message: 'Line one\nline two',
        language: 'English',
        safe_contact: 'E-mail',
        safe_time: 'Not specified',
        suspected_bot: 'yes',
        reference: answer.reference,
        logoUrl: `${SITE}/logo.png`,
        logoLink: `${SITE}/`,
        logoString: `${SITE}/logo.png`,
      },
    },
  ]);
});

test('the case form in Spanish is checked with its own schema and sent through its own template', async () => {
  const { sendLead, upstream } = relay();
  const values = { ...CONTACT_VALUES, zipCode: '60601', period: '', medicalTreatment: 'Yes', othersAffected: '', signedWithFirm: 'No', injusticeType: '' };
  expect((await sendLead({ form: 'case', locale: 'es', values })).status).toBe(200);
  expect(upstream.sent[0]).toMatchObject({
    template_id: 'template_case',
    template_params: { language: 'Spanish', zipCode: '60601', medical: 'Yes', signup: 'No', period: 'Not answered' },
  });
});

test('without a valid proof nothing is looked at or sent', async () => {
  const { call, proof, upstream, advance } = relay();
  const body = (p: unknown) => JSON.stringify({ form: 'contact', locale: 'en', values: CONTACT_VALUES, suspectedBot: false, proof: p });
  const solved = await proof();
  const payload = JSON.parse(atob(solved));
  const forged = btoa(JSON.stringify({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } }));
  const { parameters } = payload.challenge;
  const stretched = btoa(
    JSON.stringify({ ...payload, challenge: { ...payload.challenge, parameters: { ...parameters, data: { expiresAt: 9_999_999_999_999 } } } }),
  );
  const easier = btoa(JSON.stringify({ ...payload, challenge: { ...payload.challenge, parameters: { ...parameters, keyPrefix: '0' } } }));
  for (const p of [undefined, '', 'not base64!', btoa('{}'), forged, stretched, easier, 42]) {
    const res = await call('/lead', { method: 'POST', body: body(p) });
    expect([res.status, await res.json()]).toEqual([403, { ok: false, error: 'proof' }]);
  }
  advance(31 * 60_000);
  expect((await call('/lead', { method: 'POST', body: body(solved) })).status).toBe(403);
  expect(upstream.sent).toEqual([]);
});

test('a proof is good for one lead: the same request again is refused', async () => {
  const { call, proof, upstream } = relay();
  const body = JSON.stringify({ form: 'contact', locale: 'en', values: CONTACT_VALUES, suspectedBot: false, proof: await proof() });
  const answers = await Promise.all([1, 2, 3].map(() => call('/lead', { method: 'POST', body })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
  expect(upstream.sent).toHaveLength(1);
});

test('an address gets three leads in an hour, answered 429 after that, while other addresses still send', async () => {
  let address = '203.0.113.7';
  const { sendLead, upstream, advance } = relay({ address: () => address });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await sendLead()).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  const refused = await sendLead();
  expect(refused.headers.get('Retry-After')).toBe('3600');
  expect(await refused.json()).toEqual({ ok: false, error: 'rate-limit' });
  address = '198.51.100.2';
  expect((await sendLead()).status).toBe(200);
  address = '203.0.113.7';
  await advance(60 * 60_000 + 1);
  expect((await sendLead()).status).toBe(200);
  expect(upstream.sent).toHaveLength(5);
});

test('an IPv6 address counts by its /64, so rotating through a block is one address', async () => {
  let n = 0;
  const { sendLead, upstream } = relay({ address: () => `2001:db8:7:9:${(n += 1).toString(16)}::1` });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await sendLead()).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  n = 0;
  const other = relay({ address: () => `2001:db8:7:${(n += 1).toString(16)}::1` });
  for (let i = 0; i < 5; i += 1) expect((await other.sendLead()).status).toBe(200);
  expect(upstream.sent).toHaveLength(3);
});

test('above the overall ceiling a lead is held, not refused, and delivered in order when the ceiling allows', async () => {
  let n = 0;
  const { sendLead, upstream, advance } = relay({
    address: () => `192.0.2.${(n += 1)}`,
    env: { RELAY_LIMIT_OVERALL: '4/60', RELAY_LIMIT_PER_ADDRESS: '1/60' },
  });
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await (await sendLead({ values: { ...CONTACT_VALUES, message: `lead ${i}` } })).json());
  expect(answers.map((a) => a.delivery)).toEqual(['sent', 'sent', 'sent', 'sent', 'held', 'held']);
  expect(upstream.sent).toHaveLength(4);
  await advance(59 * 60_000);
  expect(upstream.sent).toHaveLength(4);
  await advance(2 * 60_000);
  const messages = upstream.sent.map((m) => (m.template_params as Record<string, string>).message);
  expect(messages).toEqual(['lead 0', 'lead 1', 'lead 2', 'lead 3', 'lead 4', 'lead 5']);
  expect(upstream.sent.map((m) => (m.template_params as Record<string, string>).reference)).toEqual(answers.map((a) => a.reference));
});

test('a patient address cannot keep another visitor out: it takes its share and the rest of the ceiling is left', async () => {
  let address = '203.0.113.66';
  const { sendLead, upstream, advance } = relay({ address: () => address });
  const visitor = async (i: number) => {
    address = `198.51.100.${i}`;
    const answer = await (await sendLead({ values: { ...CONTACT_VALUES, email: `visitor${i}@example.com` } })).json();
    address = '203.0.113.66';
    return answer.delivery;
  };
  const deliveries = [];
  // Five hours of a script sending as much as it may, a lead every ten minutes, and a visitor every half hour.
  for (let minute = 0; minute < 300; minute += 10) {
    await sendLead();
    if (minute % 30 === 0) deliveries.push(await visitor(minute / 30));
    await advance(10 * 60_000);
  }
  expect(deliveries).toEqual(Array(10).fill('sent'));
  const fromScript = upstream.sent.filter((m) => (m.template_params as Record<string, string>).email === CONTACT_VALUES.email);
  expect(fromScript).toHaveLength(15);
});

test('values the form would refuse are refused, and the limits are not spent on them', async () => {
  const { sendLead, upstream } = relay({ env: { RELAY_LIMIT_PER_ADDRESS: '1/60' } });
  for (const body of [
    { values: { ...CONTACT_VALUES, name: '\u200B' } },
    { values: { ...CONTACT_VALUES, email: 'a@b' } },
    { form: 'other' },
    { locale: 'fr' },
    { suspectedBot: 'no' },
    { values: null },
    { values: ['a'] },
    { values: 'text' },
  ]) {
    const res = await sendLead(body);
    expect([res.status, await res.json()]).toEqual([400, { ok: false, error: 'invalid' }]);
  }
  expect((await sendLead()).status).toBe(200);
  expect(upstream.sent).toHaveLength(1);
});

test('a body too large or not JSON is refused before anything else', async () => {
  const { call } = relay();
  expect((await call('/lead', { method: 'POST', body: 'x'.repeat(70_000) })).status).toBe(413);
  expect((await call('/lead', { method: 'POST', body: '{' })).status).toBe(400);
  expect((await call('/lead', { method: 'POST', body: '"text"' })).status).toBe(400);
});

test('what EmailJS refuses for a while is held; what it would always refuse is refused and does not count', async () => {
  let answer: number | Error = 429;
  const upstream = fakeEmailjs(() => answer);
  const { sendLead, gate } = relay({ upstream, env: { RELAY_LIMIT_PER_ADDRESS: '2/60', RELAY_LIMIT_OVERALL: '50/10', RELAY_HOLD_MAX: '100' } });
  const seen: [number, unknown][] = [];
  for (const next of [400, 413, 400, 413, 429, 412, 403, 503, new TypeError('fetch failed')]) {
    answer = next;
    const res = await sendLead();
    const body = await res.json();
    seen.push([res.status, body.error ?? body.delivery]);
    // Each held lead leaves the address's count where it was for the next: a new address.
    if (body.delivery === 'held') expect((await gate.status()).held).toBeGreaterThan(0);
  }
  expect(seen.slice(0, 4)).toEqual([
    [502, 'rejected'],
    [413, 'too-large'],
    [502, 'rejected'],
    [413, 'too-large'],
  ]);
  // Four refusals and the address still has both its leads; the third is over its limit.
  expect(seen.slice(4)).toEqual([
    [200, 'held'],
    [200, 'held'],
    [429, 'rate-limit'],
    [429, 'rate-limit'],
    [429, 'rate-limit'],
  ]);
});

test('a lead EmailJS does not take is held, reaches the firm once it recovers, and is then deleted', async () => {
  let answer = 503;
  const upstream = fakeEmailjs(() => answer);
  const { sendLead, gate, advance, alerts, logs, call } = relay({ upstream, env: { RELAY_STATUS_TOKEN: 't'.repeat(40), RELAY_RETRY_AFTER: '1m,10m' } });
  const res = await sendLead();
  const body = await res.json();
  expect([res.status, body]).toEqual([200, { ok: true, delivery: 'held', reference: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/) }]);
  expect(upstream.sent).toHaveLength(1);
  await advance(60_000);
  expect(upstream.sent).toHaveLength(2);
  await advance(30 * 60_000);
  // 1 min, then every 10: four tries in all so far; the firm was told at 15 minutes.
  expect(upstream.sent).toHaveLength(5);
  expect(alerts).toEqual([{ event: 'held', held: 1, oldestHeldAt: '2026-11-01T12:00:00.000Z', text: expect.stringContaining('1 lead(s) waiting') }]);
  const status = await call('/status', { origin: null, headers: { Authorization: `Bearer ${'t'.repeat(40)}` } });
  expect(await status.json()).toEqual({
    held: 1,
    oldestHeldAt: '2026-11-01T12:00:00.000Z',
    oldestHeldMinutes: 31,
    lastDeliveryAt: null,
    lastEmailjsStatus: 503,
    lost: 0,
  });
  answer = 200;
  await advance(10 * 60_000);
  expect(upstream.sent).toHaveLength(6);
  const references = upstream.sent.map((m) => (m.template_params as Record<string, string>).reference);
  expect(new Set(references)).toEqual(new Set([body.reference]));
  expect(alerts[1]).toEqual({ event: 'resumed', held: 0, oldestHeldAt: null, delivered: 1, text: expect.stringContaining('resumed') });
  expect(await gate.status()).toMatchObject({ held: 0, lastEmailjsStatus: 200, lastDeliveryAt: '2026-11-01T12:41:00.000Z' });
  await advance(24 * 60 * 60_000);
  expect(upstream.sent).toHaveLength(6);
  // The log names statuses and counts, never what the visitor wrote.
  expect(logs.join('\n')).toContain('EmailJS answered 503');
  expect(logs.join('\n')).not.toMatch(/Ana|example\.com|Line one/);
  expect(JSON.stringify(alerts)).not.toMatch(/Ana|example\.com|Line one/);
});

test('a lead is held encrypted: nothing the visitor wrote is in storage', async () => {
  const map = new Map<string, unknown>();
  const settings = relaySettings();
  const gate = new MemoryGate(settings, { now: () => 0, send: async () => 503, alert: async () => undefined, log: () => undefined }, memoryStore(map));
  const outcome = await gate.submit({
    proofId: 'p',
    proofExpiresAt: 1,
    address: 'a',
    lead: { form: 'contact', params: { from_name: 'Ana Pérez', message: 'secret words', reference: 'R' } },
  });
  expect(outcome).toEqual({ delivery: 'held' });
  expect(JSON.stringify([...map])).not.toMatch(/Ana|secret words/);
});

test('an answer after the time-out is held and sent again with the same reference: a duplicate the firm can see, never a loss', async () => {
  let slow = true;
  const upstream = fakeEmailjs(() => (slow ? 'late' : 200));
  const { sendLead, advance, gate } = relay({ upstream });
  const body = await (await sendLead()).json();
  expect(body.delivery).toBe('held');
  slow = false;
  await advance(60_000);
  expect(upstream.sent.map((m) => (m.template_params as Record<string, string>).reference)).toEqual([body.reference, body.reference]);
  expect(await gate.status()).toMatchObject({ held: 0 });
});

test('held leads are capped: beyond RELAY_HOLD_MAX a visitor is refused and told to call, and it does not count', async () => {
  let n = 0;
  const { sendLead } = relay({ upstream: fakeEmailjs(() => 503), address: () => `192.0.2.${(n += 1) % 2}`, env: { RELAY_HOLD_MAX: '2' } });
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await sendLead()).status);
  expect(statuses).toEqual([200, 200, 429, 429]);
});

test('a held lead is deleted after RELAY_HOLD_DAYS and the firm is told how many, never what they said', async () => {
  const { sendLead, advance, alerts, gate } = relay({ upstream: fakeEmailjs(() => 503), env: { RELAY_HOLD_DAYS: '1', RELAY_RETRY_AFTER: '6h' } });
  await sendLead();
  await advance(24 * 60 * 60_000 + 1);
  expect(await gate.status()).toMatchObject({ held: 0, lost: 1 });
  expect(alerts.map((a) => a.event)).toEqual(['held', 'lost']);
  expect(alerts[1]).toMatchObject({ lost: 1, held: 0 });
});

test('GET /status answers only with the token, and says nothing at all when none is set', async () => {
  const token = 's'.repeat(40);
  const { call } = relay({ env: { RELAY_STATUS_TOKEN: token } });
  for (const headers of [{} as Record<string, string>, { Authorization: `Bearer ${'x'.repeat(40)}` }, { Authorization: token }]) {
    const res = await call('/status', { headers });
    expect([res.status, await res.text()]).toEqual([401, '']);
  }
  const ok = await call('/status', { headers: { Authorization: `Bearer ${token}` } });
  expect(await ok.json()).toEqual({ held: 0, oldestHeldAt: null, oldestHeldMinutes: null, lastDeliveryAt: null, lastEmailjsStatus: null, lost: 0 });
  const without = await relay().call('/status', { headers: { Authorization: `Bearer ${token}` } });
  expect([without.status, await without.text()]).toEqual([404, '']);
});

test('a body is refused once it passes the limit while being read, even without Content-Length', async () => {
  const { call } = relay();
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(16 * 1024).fill(32));
    },
  });
  const res = await call('/lead', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
  expect(res.status).toBe(413);
  expect(pulled).toBeLessThan(10);
});

test('an internal failure (the Durable Object) answers unavailable with CORS headers, so the form can say so', async () => {
  const settings = relaySettings();
  const broken = { submit: () => Promise.reject(new Error('Durable Object reset')), status: () => Promise.reject(new Error('x')) };
  const { proof } = relay();
  const res = await handleLead(
    new Request(`${RELAY}/lead`, {
      method: 'POST',
      headers: { Origin: SITE },
      body: JSON.stringify({ form: 'contact', locale: 'en', values: CONTACT_VALUES, suspectedBot: false, proof: await proof() }),
    }),
    { settings, gate: broken, clientAddress: () => '203.0.113.7', now: () => Date.UTC(2026, 10, 1, 12) },
  );
  expect([res.status, res.headers.get('Access-Control-Allow-Origin'), await res.json()]).toEqual([502, SITE, { ok: false, error: 'unavailable' }]);
});

test('the edge limit, where the host has one, refuses challenges and leads from an address before the gate', async () => {
  const settings = relaySettings();
  let allowed = 2;
  const seen: string[] = [];
  const deps: RelayDeps = {
    settings,
    gate: { submit: () => Promise.reject(new Error('not reached')), status: () => Promise.reject(new Error('not reached')) },
    clientAddress: () => '2001:db8::5',
    addressLimit: async (bucket, path) => (seen.push(`${path} ${bucket}`), (allowed -= 1) >= 0),
    now: () => Date.UTC(2026, 10, 1, 12),
  };
  const get = () => handleLead(new Request(`${RELAY}/challenge`, { headers: { Origin: SITE } }), deps);
  expect([(await get()).status, (await get()).status, (await get()).status]).toEqual([200, 200, 429]);
  expect(seen[0]).toBe('/challenge v6:2001:db8:0:0::/64');
});

test('every other path or method is answered, and the root says the relay is up', async () => {
  const { call } = relay();
  expect((await call('/', { origin: null })).status).toBe(200);
  expect((await call('/anything')).status).toBe(404);
  expect((await call('/challenge', { method: 'POST', body: '' })).status).toBe(405);
  expect((await call('/lead')).status).toBe(405);
});

test('a lead from an unknown address still counts, as one address', async () => {
  const { sendLead } = relay({ address: () => undefined, env: { RELAY_LIMIT_PER_ADDRESS: '1/60' } });
  expect((await sendLead()).status).toBe(200);
  expect((await sendLead()).status).toBe(429);
  expect(EMAILJS).toMatch(/^https:/);
});

test('a new lead held behind a failing queue brings the next try forward, and both leave in order', async () => {
  let answer = 503;
  let n = 0;
  const upstream = fakeEmailjs(() => answer);
  const { sendLead, advance } = relay({ upstream, address: () => `192.0.2.${(n += 1)}`, env: { RELAY_RETRY_AFTER: '1m,6h' } });
  await sendLead({ values: { ...CONTACT_VALUES, message: 'first' } });
  await advance(60_000);
  // Two failures: the schedule's next step is six hours away.
  expect(upstream.sent).toHaveLength(2);
  answer = 200;
  expect((await (await sendLead({ values: { ...CONTACT_VALUES, message: 'second' } })).json()).delivery).toBe('held');
  await advance(60_000);
  expect(upstream.sent.slice(2).map((m) => (m.template_params as Record<string, string>).message)).toEqual(['first', 'second']);
});
