/** @jest-environment node */
import { MemoryGate } from '@/relay/gate';
import { handleLead, type RelayDeps } from '@/relay/handler';
import { CONTACT_VALUES, EMAILJS, fakeEmailjs, RELAY, relaySettings, SITE, solve } from './fixtures';

function relay({ upstream = fakeEmailjs(), address = () => '203.0.113.7' as string | undefined, env = {} } = {}) {
  let clock = Date.UTC(2026, 10, 1, 12);
  const settings = relaySettings(env);
  const deps: RelayDeps = { settings, gate: new MemoryGate(settings.limits), fetch: upstream.fetch, clientAddress: () => address(), now: () => clock };
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
  return { call, proof, sendLead, upstream, advance: (ms: number) => (clock += ms) };
}

test('a challenge is handed to the site, never cached, and carries its expiry', async () => {
  const { call } = relay();
  const res = await call('/challenge');
  expect(res.status).toBe(200);
  expect(res.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  const challenge = await res.json();
  expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000, expiresAt: Date.UTC(2026, 10, 1, 12, 30) });
  expect(challenge.salt).toContain(`expires=${Date.UTC(2026, 10, 1, 12, 30) / 1000}`);
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
  const forged = btoa(JSON.stringify({ ...JSON.parse(atob(solved)), number: 1_000_001 }));
  const stretched = btoa(JSON.stringify({ ...JSON.parse(atob(solved)), salt: JSON.parse(atob(solved)).salt.replace(/expires=\d+/, 'expires=9999999999') }));
  for (const p of [undefined, '', 'not base64!', btoa('{}'), forged, stretched, 42]) {
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

test('an address gets five leads in ten minutes, answered 429 after that, while other addresses still send', async () => {
  let address = '203.0.113.7';
  const { sendLead, upstream, advance } = relay({ address: () => address });
  const statuses = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await sendLead()).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  const refused = await sendLead();
  expect(refused.headers.get('Retry-After')).toBe('600');
  expect(await refused.json()).toEqual({ ok: false, error: 'rate-limit' });
  address = '198.51.100.2';
  expect((await sendLead()).status).toBe(200);
  address = '203.0.113.7';
  advance(10 * 60_000 + 1);
  expect((await sendLead()).status).toBe(200);
  expect(upstream.sent).toHaveLength(7);
});

test('all addresses together meet the overall ceiling', async () => {
  let n = 0;
  const { sendLead, upstream } = relay({ address: () => `192.0.2.${(n += 1)}`, env: { RELAY_LIMIT_OVERALL: '3/60' } });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await sendLead()).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect(upstream.sent).toHaveLength(3);
});

test('values the form would refuse are refused, and the limits are not spent on them', async () => {
  const { sendLead, upstream } = relay({ env: { RELAY_LIMIT_PER_ADDRESS: '1/10' } });
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

test("EmailJS's refusals become the forms' own failure kinds", async () => {
  let answer: number | Error = 429;
  const upstream = fakeEmailjs(() => answer);
  const { sendLead } = relay({ upstream, env: { RELAY_LIMIT_PER_ADDRESS: '50/10', RELAY_LIMIT_OVERALL: '50/10' } });
  const seen: [number, unknown][] = [];
  for (const next of [429, 413, 412, 400, 403, 500, new TypeError('fetch failed')]) {
    answer = next;
    const res = await sendLead();
    seen.push([res.status, (await res.json()).error]);
  }
  expect(seen).toEqual([
    [429, 'rate-limit'],
    [413, 'too-large'],
    [502, 'rejected'],
    [502, 'rejected'],
    [502, 'rejected'],
    [502, 'unavailable'],
    [502, 'unavailable'],
  ]);
});

test('every other path or method is answered, and the root says the relay is up', async () => {
  const { call } = relay();
  expect((await call('/', { origin: null })).status).toBe(200);
  expect((await call('/anything')).status).toBe(404);
  expect((await call('/challenge', { method: 'POST', body: '' })).status).toBe(405);
  expect((await call('/lead')).status).toBe(405);
});

test('a lead from an unknown address still counts, as one address', async () => {
  const { sendLead } = relay({ address: () => undefined, env: { RELAY_LIMIT_PER_ADDRESS: '1/10' } });
  expect((await sendLead()).status).toBe(200);
  expect((await sendLead()).status).toBe(429);
  expect(EMAILJS).toMatch(/^https:/);
});
