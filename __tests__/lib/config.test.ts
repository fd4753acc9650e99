import { ConfigError, parseSiteConfig, type RawConfig } from '@/lib/config';
import { DEFAULT_EMAILJS_ORIGIN } from '@/lib/site/public-urls';

const valid: RawConfig = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.org/',
  NEXT_PUBLIC_PHONE: '(800) 555-0199',
  NEXT_PUBLIC_LEADS_INBOX: 'leads@example.org',
  NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: 'Jane Doe, Esq., Doe Law LLP, Springfield, IL',
  NEXT_PUBLIC_FIRM_NAME: 'Doe Law LLP',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_123',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: 'template_case',
};

function problemsOf(raw: RawConfig): string[] {
  try {
    parseSiteConfig(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('parseSiteConfig', () => {
  it('accepts a complete configuration and derives what pages need', () => {
    const config = parseSiteConfig(valid);
    expect(config.siteUrl).toBe('https://www.example.org');
    expect(config.phone).toEqual({ display: '(800) 555-0199', href: 'tel:+18005550199' });
    expect(config.emailjs?.origin).toBe(DEFAULT_EMAILJS_ORIGIN);
    expect(config.quickExitUrl).toBe('https://weather.com/');
    expect(config.social).toEqual([]);
    expect(config.responsibleAttorney).toBe('Jane Doe, Esq., Doe Law LLP, Springfield, IL');
    expect(config.firmName).toBe('Doe Law LLP');
  });

  it('trims stray whitespace, a common EmailJS key failure', () => {
    const config = parseSiteConfig({ ...valid, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '  pk_123\n', NEXT_PUBLIC_EMAILJS_ORIGIN: ' http://127.0.0.1:3001/ ' });
    expect(config.emailjs?.publicKey).toBe('pk_123');
    expect(config.emailjs?.origin).toBe('http://127.0.0.1:3001');
  });

  it('names every missing required variable at once', () => {
    const problems = problemsOf({});
    const names = problems.map((p) => p.split(' ')[0]);
    expect(names).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_PHONE',
      'NEXT_PUBLIC_LEADS_INBOX',
      'NEXT_PUBLIC_RESPONSIBLE_ATTORNEY',
      'NEXT_PUBLIC_FIRM_NAME',
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      'NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID',
      'NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID',
    ]);
    for (const p of problems) expect(p).toMatch(/is missing/);
  });

  it('treats blank values as missing', () => {
    expect(problemsOf({ ...valid, NEXT_PUBLIC_EMAILJS_SERVICE_ID: '   ' })).toEqual([expect.stringMatching(/^NEXT_PUBLIC_EMAILJS_SERVICE_ID is missing/)]);
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'example.org', /must be an http\(s\) URL/],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://example.org', /must be an http\(s\) URL/],
    ['NEXT_PUBLIC_PHONE', '555-0199', /10-digit US phone number/],
    ['NEXT_PUBLIC_PHONE', '800-CALL-NOW', /10-digit US phone number/],
    ['NEXT_PUBLIC_LEADS_INBOX', 'leads-at-example.org', /must be an e-mail address/],
    ['NEXT_PUBLIC_RESPONSIBLE_ATTORNEY', 'Jane Doe, Esq.\nDoe Law LLP', /must be a single line/],
    ['NEXT_PUBLIC_RESPONSIBLE_ATTORNEY', `Jane Doe, Esq., ${'x'.repeat(150)}`, /at most 160 characters/],
    ['NEXT_PUBLIC_RESPONSIBLE_ATTORNEY', '-', /must name a lawyer or firm/],
    ['NEXT_PUBLIC_FIRM_NAME', 'Doe Law\nLLP', /must be a single line/],
    ['NEXT_PUBLIC_FIRM_NAME', `Doe Law ${'x'.repeat(100)}`, /at most 100 characters/],
    ['NEXT_PUBLIC_FIRM_NAME', '&', /must name the firm/],
    ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'pk 123', /must not contain spaces/],
    ['NEXT_PUBLIC_EMAILJS_ORIGIN', 'api.emailjs.com', /must be an absolute https:\/\/ URL/],
    ['NEXT_PUBLIC_EMAILJS_ORIGIN', 'http://api.emailjs.com', /plain http:\/\/ only for localhost/],
    ['NEXT_PUBLIC_EMAILJS_ORIGIN', 'https://api.emailjs.com/api/v1.0', /origin only, with no path/],
    ['NEXT_PUBLIC_EMAILJS_ORIGIN', 'https://user:pw@api.emailjs.com', /user name or password/],
    ['NEXT_PUBLIC_LEAD_RELAY_URL', 'http://relay.example.org', /plain http:\/\/ only for localhost/],
    ['NEXT_PUBLIC_LEAD_RELAY_URL', 'https://relay.example.org/lead', /origin only, with no path/],
    ['NEXT_PUBLIC_QUICK_EXIT_URL', 'weather', /must be an absolute https:\/\/ URL/],
    ['NEXT_PUBLIC_QUICK_EXIT_URL', 'http://weather.com/', /plain http:\/\/ only for localhost/],
    ['NEXT_PUBLIC_QUICK_EXIT_URL', 'javascript:alert(1)', /must be an absolute https:\/\/ URL/],
    ['NEXT_PUBLIC_SOCIAL_FACEBOOK', 'facebook.com/x', /must be an http\(s\) URL/],
  ] as const)('rejects a malformed %s (%s)', (key, value, message) => {
    const problems = problemsOf({ ...valid, [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${key} `));
    expect(problems[0]).toMatch(message);
  });

  it('keeps the EmailJS origin and the quick-exit URL in normalised form', () => {
    const config = parseSiteConfig({
      ...valid,
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'HTTPS://API.EmailJS.com:443/',
      NEXT_PUBLIC_QUICK_EXIT_URL: 'https://Www.Google.com',
    });
    expect(config.emailjs?.origin).toBe('https://api.emailjs.com');
    expect(config.quickExitUrl).toBe('https://www.google.com/');
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://localhost:3001' }).emailjs?.origin).toBe('http://localhost:3001');
  });

  it('needs no EmailJS id through the lead relay, and keeps none for the pages', () => {
    const {
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
      NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID,
      ...withoutIds
    } = valid;
    expect([
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
      NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID,
    ]).not.toContain(undefined);
    const relayed = parseSiteConfig({ ...withoutIds, NEXT_PUBLIC_LEAD_RELAY_URL: 'https://relay.example.org' });
    expect(relayed.emailjs).toBeUndefined();
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_LEAD_RELAY_URL: 'https://relay.example.org' }).emailjs).toBeUndefined();
    expect(problemsOf(withoutIds)).toEqual([
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY is missing (EmailJS public key, Account > General)',
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID is missing (EmailJS service id)',
      'NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID is missing (EmailJS template id of the contact form)',
      'NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID is missing (EmailJS template id of the case form)',
    ]);
  });

  it('sends through EmailJS from the browser unless a lead relay is set, and keeps the relay as an origin', () => {
    expect(parseSiteConfig(valid).leadRelayUrl).toBeUndefined();
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_LEAD_RELAY_URL: ' ' }).leadRelayUrl).toBeUndefined();
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_LEAD_RELAY_URL: 'https://Relay.Example.org/' }).leadRelayUrl).toBe('https://relay.example.org');
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_LEAD_RELAY_URL: 'http://127.0.0.1:3002' }).leadRelayUrl).toBe('http://127.0.0.1:3002');
  });

  it('stops a build without a responsible attorney, naming the variable and what it is for', () => {
    expect(() => parseSiteConfig({ ...valid, NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: '  ' })).toThrow(
      /NEXT_PUBLIC_RESPONSIBLE_ATTORNEY is missing \(lawyer or firm responsible for this advertising/,
    );
  });

  it('keeps the responsible attorney line as written, trimmed', () => {
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: ' Ana Ruiz, Esq., Ruiz & Park LLP, Tampa, FL \n' }).responsibleAttorney).toBe(
      'Ana Ruiz, Esq., Ruiz & Park LLP, Tampa, FL',
    );
  });

  it('lists only the social profiles that are configured', () => {
    const config = parseSiteConfig({ ...valid, NEXT_PUBLIC_SOCIAL_X: 'https://x.com/example', NEXT_PUBLIC_SOCIAL_FACEBOOK: '' });
    expect(config.social).toEqual([{ network: 'X', url: 'https://x.com/example' }]);
  });

  it('defaults the firm states to the 23 footer states of the specification, and intake to English', () => {
    const config = parseSiteConfig(valid);
    expect(config.firmStates).toHaveLength(23);
    expect(config.firmStates).toEqual(expect.arrayContaining(['AL', 'CA', 'NY', 'WV']));
    expect(config.intakeLanguages).toEqual(['en']);
  });

  it('reads the firm states as postal codes, in any case and spacing, without repeats', () => {
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_FIRM_STATES: ' ca, NY ,pa,CA ' }).firmStates).toEqual(['CA', 'NY', 'PA']);
  });

  it.each([
    ['CA,XX,NY', '"XX"'],
    ['California', '"CALIFORNIA"'],
    ['CA,,NY', '(an empty entry)'],
  ])('stops the build for an unknown state code in %s, naming it', (value, named) => {
    const problems = problemsOf({ ...valid, NEXT_PUBLIC_FIRM_STATES: value });
    expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_FIRM_STATES has an unknown state code/)]);
    expect(problems[0]).toContain(named);
  });

  it('accepts "en" or "en,es" as the intake languages and nothing else', () => {
    expect(parseSiteConfig({ ...valid, NEXT_PUBLIC_INTAKE_LANGUAGES: 'en, es' }).intakeLanguages).toEqual(['en', 'es']);
    expect(problemsOf({ ...valid, NEXT_PUBLIC_INTAKE_LANGUAGES: 'es' })).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_INTAKE_LANGUAGES must be "en" or "en,es"/),
    ]);
  });

  it('explains how to fix it in the error message', () => {
    expect(() => parseSiteConfig({ ...valid, NEXT_PUBLIC_PHONE: undefined })).toThrow(/\.env\.example[\s\S]*NEXT_PUBLIC_PHONE is missing/);
  });
});
