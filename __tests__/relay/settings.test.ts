/** @jest-environment node */
import { parseRelaySettings } from '@/relay/settings';
import { RELAY_ENV, SITE } from './fixtures';

test('the settings a deployer writes become the relay settings, with sound defaults', () => {
  const settings = parseRelaySettings({ ...RELAY_ENV, RELAY_EMAILJS_ORIGIN: undefined, RELAY_POW_MAX_NUMBER: '' });
  expect(settings.allowedOrigins).toEqual([SITE, 'https://example.org']);
  expect(settings.emailjs.origin).toBe('https://api.emailjs.com');
  expect(settings.siteUrl).toBe(SITE);
  expect(settings.limits).toEqual({ perAddress: { count: 5, ms: 600_000 }, overall: { count: 20, ms: 3_600_000 } });
  expect(settings.pow).toEqual({ maxNumber: 4_000, lifetimeMs: 1_800_000 });
});

test('the site address of the e-mails and the limits can be set', () => {
  const settings = parseRelaySettings({
    ...RELAY_ENV,
    RELAY_SITE_URL: 'https://www.example.org/',
    RELAY_LIMIT_PER_ADDRESS: ' 3 / 60 ',
    RELAY_LIMIT_OVERALL: '100/1440',
  });
  expect(settings.siteUrl).toBe('https://www.example.org');
  expect(settings.limits).toEqual({ perAddress: { count: 3, ms: 3_600_000 }, overall: { count: 100, ms: 86_400_000 } });
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
  ])
    expect(message).toContain(name);
  expect(message).not.toContain('short secret');
});

test('an empty list of origins is refused', () => {
  expect(() => parseRelaySettings({ ...RELAY_ENV, RELAY_ALLOWED_ORIGINS: ' , ' })).toThrow(/RELAY_ALLOWED_ORIGINS names no origin/);
});
