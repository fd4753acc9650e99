import fs from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { parseSiteConfig, type RawConfig } from '@/lib/config';
import { buildEmailjsOrigin, buildLeadRelayOrigin, pageDirectives } from '@/scripts/lib/security-headers';
import { tempDir } from '../support/temp-dir';

const required: RawConfig = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
  NEXT_PUBLIC_PHONE: '(800) 555-0199',
  NEXT_PUBLIC_LEADS_INBOX: 'leads@example.org',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'tc',
  NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: 'tk',
  NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: 'Jane Doe, Esq., Doe Law LLP, Springfield, IL',
  NEXT_PUBLIC_FIRM_NAME: 'Doe Law LLP',
};

describe('the connect-src origin of the generated policies', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(() => {
    dir = tempDir('headers-');
    // The test command's own build settings must not leak in: only the files below count.
    delete process.env.NEXT_PUBLIC_EMAILJS_ORIGIN;
    delete process.env.NEXT_PUBLIC_LEAD_RELAY_URL;
    // As under next build: in jest's "test" mode Next's loader would skip the .local files.
    Object.assign(process.env, { NODE_ENV: 'production' });
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('follows an origin set only in .env.production.local, exactly as the bundle does', () => {
    fs.writeFileSync(path.join(dir, '.env'), 'NEXT_PUBLIC_EMAILJS_ORIGIN=https://wrong.example.com\n');
    fs.writeFileSync(path.join(dir, '.env.production.local'), 'NEXT_PUBLIC_EMAILJS_ORIGIN=https://Mail.Example.net/\n');
    const headersOrigin = buildEmailjsOrigin(dir);
    expect(headersOrigin).toBe('https://mail.example.net');

    // What next build inlines: the same loader, then the site's own config validation.
    const { combinedEnv } = loadEnvConfig(dir, false, { info: () => undefined, error: () => undefined }, true);
    const bundled = parseSiteConfig({ ...required, NEXT_PUBLIC_EMAILJS_ORIGIN: combinedEnv.NEXT_PUBLIC_EMAILJS_ORIGIN });
    expect(bundled.emailjs?.origin).toBe(headersOrigin);
  });

  it('uses the EmailJS default when no file sets one', () => {
    expect(buildEmailjsOrigin(dir)).toBe('https://api.emailjs.com');
  });

  it('stops the build on an origin that is not https', () => {
    fs.writeFileSync(path.join(dir, '.env.production'), 'NEXT_PUBLIC_EMAILJS_ORIGIN=http://mail.example.net\n');
    expect(() => buildEmailjsOrigin(dir)).toThrow(/NEXT_PUBLIC_EMAILJS_ORIGIN must be an absolute https/);
  });

  it('names the lead relay in connect-src, instead of EmailJS, only when the build sends through one', () => {
    const connect = (relayOrigin?: string) =>
      pageDirectives({ emailjsOrigin: 'https://api.emailjs.com', relayOrigin, scriptHashes: [], styleHashes: [] }).find(([name]) => name === 'connect-src');
    expect(buildLeadRelayOrigin(dir)).toBeUndefined();
    expect(connect(buildLeadRelayOrigin(dir))).toEqual(['connect-src', ["'self'", 'https://api.emailjs.com']]);
    fs.writeFileSync(path.join(dir, '.env.production.local'), 'NEXT_PUBLIC_LEAD_RELAY_URL=https://Relay.Example.org/\n');
    expect(connect(buildLeadRelayOrigin(dir))).toEqual(['connect-src', ["'self'", 'https://relay.example.org']]);
    const { combinedEnv } = loadEnvConfig(dir, false, { info: () => undefined, error: () => undefined }, true);
    expect(parseSiteConfig({ ...required, NEXT_PUBLIC_LEAD_RELAY_URL: combinedEnv.NEXT_PUBLIC_LEAD_RELAY_URL }).leadRelayUrl).toBe('https://relay.example.org');
    fs.writeFileSync(path.join(dir, '.env.production.local'), 'NEXT_PUBLIC_LEAD_RELAY_URL=http://relay.example.org\n');
    expect(() => buildLeadRelayOrigin(dir)).toThrow(/NEXT_PUBLIC_LEAD_RELAY_URL must be an absolute https/);
  });
});
