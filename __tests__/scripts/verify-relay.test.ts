import { COMMON_HEADERS } from '@/scripts/lib/security-headers';
import { bundledRelayOrigin, pageProblems, type Fetched } from '@/scripts/verify/checks';
import { deliveryReport } from '@/scripts/verify/delivery';

const relay = (status: number, body?: unknown) =>
  deliveryReport({ kind: 'answer', status, text: body === undefined ? '' : JSON.stringify(body), via: 'relay' });

describe('the delivery check through a lead relay', () => {
  it.each([
    [200, { ok: true }, 'delivered', /^Delivered: The lead relay answered 200/],
    [429, { ok: false, error: 'rate-limit' }, 'quota', /^Rate limited/],
    [502, { ok: false, error: 'unavailable' }, 'service-error', /^Mail service failed/],
    [403, { ok: false, error: 'rejected' }, 'origin', /^Origin not allowed/],
    [502, { ok: false, error: 'rejected' }, 'refused', /^Refused/],
    [403, { ok: false, error: 'proof' }, 'refused', /^Refused/],
    [400, { ok: false, error: 'invalid' }, 'refused', /^Refused/],
    [500, undefined, 'service-error', /^Relay failed: The lead relay answered 500\.$/],
    [404, { ok: false }, 'refused', /^Refused/],
  ] as const)('reads %s %j as %s', (status, body, outcome, summary) => {
    const report = relay(status, body);
    expect(report.outcome).toBe(outcome);
    expect(report.summary).toMatch(summary);
  });

  it('says what to change for each refusal', () => {
    expect(relay(502, { ok: false, error: 'rejected' }).advice).toMatch(/non-browser applications/);
    expect(relay(403, { ok: false, error: 'rejected' }).advice).toMatch(/RELAY_ALLOWED_ORIGINS/);
    expect(relay(403, { ok: false, error: 'proof' }).advice).toMatch(/RELAY_ALTCHA_HMAC_KEY/);
    expect(relay(429, { ok: false, error: 'rate-limit' }).advice).toMatch(/RELAY_LIMIT_OVERALL/);
  });
});

describe('the page checks of a site built with a lead relay', () => {
  const html =
    '<script type="application/json">{&quot;relayUrl&quot;:&quot;https://relay.example.org&quot;,&quot;email&quot;:{&quot;origin&quot;:&quot;https://api.emailjs.com&quot;}}</script>';
  const page = (connect: string): Fetched => ({
    url: 'https://www.example.org/contact/',
    status: 200,
    body: html,
    headers: {
      ...Object.fromEntries(COMMON_HEADERS.map(([name, value]) => [name.toLowerCase(), value])),
      'content-security-policy': `default-src 'none'; script-src 'self'; connect-src 'self' ${connect}; frame-ancestors 'none'; object-src 'none'`,
    },
  });

  it('finds the relay the forms were built with, and wants it in connect-src', () => {
    const relayOrigin = bundledRelayOrigin(html);
    expect(relayOrigin).toBe('https://relay.example.org');
    expect(bundledRelayOrigin('<p>no forms</p>')).toBeUndefined();
    const options = { https: false, emailjsOrigin: 'https://api.emailjs.com', relayOrigin };
    expect(pageProblems(page('https://api.emailjs.com https://relay.example.org'), options)).toEqual([]);
    expect(pageProblems(page('https://api.emailjs.com'), options)).toEqual([
      'https://www.example.org/contact/: connect-src does not allow https://relay.example.org, the lead relay built into the forms, so no lead could be sent',
    ]);
  });
});
