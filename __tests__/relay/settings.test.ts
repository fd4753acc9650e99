/** @jest-environment node */
import { parseRelaySettings } from '@/relay/settings';
import { RELAY_ENV, SITE } from './fixtures';

test('the settings a deployer writes become the relay settings, with sound defaults', () => {
  const settings = parseRelaySettings({ ...RELAY_ENV, RELAY_EMAILJS_ORIGIN: undefined, RELAY_POW_MAX_NUMBER: '' });
  expect(settings.allowedOrigins).toEqual([SITE, 'https://example.org']);
  expect(settings.emailjs.origin).toBe('https://api.emailjs.com');
  expect(settings.siteUrl).toBe(SITE);
  expect(settings.limits).toEqual({ perAddress: { count: 3, ms: 3_600_000 }, overall: { count: 20, ms: 3_600_000 } });
  expect(settings.pow).toEqual({ maxNumber: 4_000, lifetimeMs: 1_800_000 });
  expect(settings.hold).toMatchObject({ retryAfterMs: [60_000, 300_000, 900_000, 3_600_000, 21_600_000], maxAgeMs: 7 * 86_400_000, max: 1_000 });
  expect(settings.alert).toEqual({ afterMs: 900_000, webhook: undefined });
  expect(settings.statusToken).toBeUndefined();
});

test('the site address of the e-mails and the limits can be set', () => {
  const settings = parseRelaySettings({
    ...RELAY_ENV,
    RELAY_SITE_URL: 'https://www.example.org/',
    RELAY_LIMIT_PER_ADDRESS: ' 1 / 60 ',
    RELAY_LIMIT_OVERALL: '100/1440',
    RELAY_RETRY_AFTER: '30s, 2m,1h,1d',
    RELAY_HOLD_DAYS: '3',
    RELAY_ALERT_AFTER: '1h',
    RELAY_ALERT_WEBHOOK: 'http://localhost:9000/hook',
  });
  expect(settings.siteUrl).toBe('https://www.example.org');
  expect(settings.limits).toEqual({ perAddress: { count: 1, ms: 3_600_000 }, overall: { count: 100, ms: 86_400_000 } });
  expect(settings.hold).toMatchObject({ retryAfterMs: [30_000, 120_000, 3_600_000, 86_400_000], maxAgeMs: 3 * 86_400_000 });
  expect(settings.alert).toEqual({ afterMs: 3_600_000, webhook: 'http://localhost:9000/hook' });
});

test('every missing or malformed setting is named, and no secret is repeated', () => {
  const attempt = () =>
    parseRelaySettings({
      ...RELAY_ENV,
      RELAY_ALLOWED_ORIGINS: 'http://www.example.org',
      EMAILJS_PRIVATE_KEY: undefined,
      RELAY_ALTCHA_HMAC_KEY: 'short secret',
      RELAY_LEADS_INBOX: 'nobody',
      RELAY_LIMIT_PER_ADDRESS: '5 per 10',
      RELAY_LIMIT_OVERALL: '0/60',
      RELAY_POW_MAX_NUMBER: '12.5',
      RELAY_EMAILJS_ORIGIN: 'https://api.emailjs.com/api',
      RELAY_HOLD_KEY: undefined,
      RELAY_RETRY_AFTER: '1m,soon',
      RELAY_HOLD_DAYS: '0',
      RELAY_STATUS_TOKEN: 'short',
      RELAY_ALERT_WEBHOOK: 'http://hooks.example.org/x',
    });
  expect(attempt).toThrow(/RELAY_ALLOWED_ORIGINS must be an absolute https/);
  let message = '';
  try {
    attempt();
  } catch (error) {
    message = String(error);
  }
  for (const name of [
    'EMAILJS_PRIVATE_KEY is missing',
    'RELAY_ALTCHA_HMAC_KEY must be at least 32',
    'RELAY_LEADS_INBOX must be an e-mail',
    'RELAY_LIMIT_PER_ADDRESS must be',
    'RELAY_LIMIT_OVERALL must be',
    'RELAY_POW_MAX_NUMBER must be a whole number',
    'RELAY_EMAILJS_ORIGIN must be an origin only',
    'RELAY_HOLD_KEY is missing',
    'RELAY_RETRY_AFTER must be durations',
    'RELAY_HOLD_DAYS must be a whole number',
    'RELAY_STATUS_TOKEN must be at least 32',
    'RELAY_ALERT_WEBHOOK must be an https: address',
  ])
    expect(message).toContain(name);
  expect(message).not.toContain('short secret');
});

test('an empty list of origins is refused', () => {
  expect(() => parseRelaySettings({ ...RELAY_ENV, RELAY_ALLOWED_ORIGINS: ' , ' })).toThrow(/RELAY_ALLOWED_ORIGINS names no origin/);
});

test('the relay will not start when one address could take more than a quarter of the overall ceiling, naming both settings', () => {
  // Five in ten minutes is thirty an hour, all of twenty an hour.
  expect(() => parseRelaySettings({ ...RELAY_ENV, RELAY_LIMIT_PER_ADDRESS: '5/10', RELAY_LIMIT_OVERALL: '20/60' })).toThrow(
    /RELAY_LIMIT_PER_ADDRESS with RELAY_LIMIT_OVERALL lets one address take more than a quarter/,
  );
  expect(() => parseRelaySettings({ ...RELAY_ENV, RELAY_LIMIT_PER_ADDRESS: '5/60', RELAY_LIMIT_OVERALL: '20/60' })).not.toThrow();
  expect(() => parseRelaySettings({ ...RELAY_ENV, RELAY_LIMIT_PER_ADDRESS: '6/60', RELAY_LIMIT_OVERALL: '20/60' })).toThrow(/quarter/);
});
