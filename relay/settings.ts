// The relay's settings: read from its environment (wrangler.toml's [vars] and the secrets set
// with `wrangler secret put`, or the environment of `npm run relay`) and checked here, once, so
// a typo stops the relay with the setting named instead of losing leads.
import { z } from 'zod';
import { checkPublicUrl, DEFAULT_EMAILJS_ORIGIN } from '../lib/site/public-urls';

/** Every variable the relay reads, by the name a deployer sets. */
export const RELAY_VARIABLES = [
  'RELAY_ALLOWED_ORIGINS',
  'RELAY_EMAILJS_ORIGIN',
  'EMAILJS_PRIVATE_KEY',
  'RELAY_ALTCHA_HMAC_KEY',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_CONTACT_TEMPLATE_ID',
  'EMAILJS_CASE_TEMPLATE_ID',
  'RELAY_LEADS_INBOX',
  'RELAY_SITE_URL',
  'RELAY_LIMIT_PER_ADDRESS',
  'RELAY_LIMIT_OVERALL',
  'RELAY_POW_MAX_NUMBER',
  'RELAY_CHALLENGE_MINUTES',
  'RELAY_HOLD_KEY',
  'RELAY_RETRY_AFTER',
  'RELAY_HOLD_DAYS',
  'RELAY_HOLD_MAX',
  'RELAY_STATUS_TOKEN',
  'RELAY_ALERT_AFTER',
  'RELAY_ALERT_WEBHOOK',
] as const;
export type RelayEnv = Partial<Record<(typeof RELAY_VARIABLES)[number], string>>;

/**
 * Defaults: three leads per address in an hour is more than a person sends (a lead, a correction,
 * one more), and twenty an hour overall stays far under EmailJS's monthly quota; a lead above the
 * ceiling waits rather than being refused. One address may take at most a quarter of the ceiling
 * (checked below), so a patient script from one address cannot fill it.
 */
const DEFAULT_LIMITS = { perAddress: '3/60', overall: '20/60' } as const;
/** When a held lead is tried again: soon at first, then less often; the last repeats. */
const DEFAULT_RETRY_AFTER = '1m,5m,15m,1h,6h';
const DEFAULT_HOLD_DAYS = 7;
/** Enough for a day's leads at the ceiling many times over, small enough for one object's storage. */
const DEFAULT_HOLD_MAX = 1_000;
const DEFAULT_ALERT_AFTER = '15m';
/**
 * The proof of work's range: the solver tries half of it on average, so this keeps a phone's solve
 * well under a second (npm run bench measures it). It is solved while the visitor writes; for a
 * script it is a small toll, and the limits (relay/gate.ts) do the real work.
 */
const DEFAULT_POW_MAX_NUMBER = 4_000;
/** How long a challenge stays good: long enough to write a message without hurrying. */
const DEFAULT_CHALLENGE_MINUTES = 30;

const text = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().optional());
const required = (what: string) => text.pipe(z.string({ error: `is missing (${what})` }).min(1, `is missing (${what})`));
const token = (what: string) => required(what).refine((v) => !/\s/.test(v), `must not contain spaces (${what})`);

const origin = (raw: string, ctx: z.RefinementCtx, what: string) => {
  const checked = checkPublicUrl(raw, { originOnly: true });
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: `${checked.problem} (${what})` });
  return z.NEVER;
};

/** "count/minutes", e.g. "5/10": at most `count` leads in any `minutes`. */
const window = (what: string, fallback: string) =>
  text.transform((v, ctx) => {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(v || fallback);
    const count = Number(match?.[1]);
    const minutes = Number(match?.[2]);
    if (!match || count < 1 || minutes < 1 || minutes > 24 * 60) {
      ctx.addIssue({ code: 'custom', message: `must be "leads/minutes", e.g. "${fallback}", with at most a day's minutes (${what})` });
      return z.NEVER;
    }
    return { count, ms: minutes * 60_000 };
  });

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "90s", "5m", "1h", "2d" in milliseconds, or undefined. */
function duration(raw: string): number | undefined {
  const match = /^(\d+)\s*([smhd])$/.exec(raw.trim());
  const n = Number(match?.[1]);
  return match && n > 0 ? n * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined;
}

const durations = (what: string, fallback: string) =>
  text.transform((v, ctx) => {
    const list = (v || fallback).split(',').map(duration);
    if (list.some((ms) => ms === undefined || ms > 30 * UNIT_MS.d)) {
      ctx.addIssue({ code: 'custom', message: `must be durations such as "${fallback}", each a number with s, m, h or d, at most 30d (${what})` });
      return z.NEVER;
    }
    return list as number[];
  });

/** An address the relay may POST alerts to: https, or http on this machine only. */
const webhook = text.transform((v, ctx) => {
  if (!v) return undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an absolute https: address (where alerts are posted)' });
    return z.NEVER;
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    ctx.addIssue({ code: 'custom', message: 'must be an https: address (http: only for localhost) (where alerts are posted)' });
    return z.NEVER;
  }
  return url.href;
});

const secret = (what: string) => required(what).refine((v) => v.length >= 32, `must be at least 32 characters (${what})`);

const whole = (what: string, fallback: number, min: number, max: number) =>
  text.transform((v, ctx) => {
    const n = v ? Number(v) : fallback;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max} (${what})` });
      return z.NEVER;
    }
    return n;
  });

const relaySchema = z
  .object({
    RELAY_ALLOWED_ORIGINS: required('the site origins whose forms may send, comma-separated, e.g. https://www.example.org').transform((v, ctx) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => origin(o, ctx, 'RELAY_ALLOWED_ORIGINS')),
    ),
    RELAY_EMAILJS_ORIGIN: text.transform((v, ctx) => (v ? origin(v, ctx, 'EmailJS API origin') : DEFAULT_EMAILJS_ORIGIN)),
    EMAILJS_PRIVATE_KEY: token('EmailJS private key, Account > API keys; a secret'),
    RELAY_ALTCHA_HMAC_KEY: required('random secret that signs the proof-of-work challenges').refine(
      (v) => v.length >= 32,
      'must be at least 32 characters (a random secret that signs the challenges)',
    ),
    EMAILJS_PUBLIC_KEY: token('EmailJS public key, Account > API keys'),
    EMAILJS_SERVICE_ID: token('EmailJS service id'),
    EMAILJS_CONTACT_TEMPLATE_ID: token('EmailJS template id of the contact form'),
    EMAILJS_CASE_TEMPLATE_ID: token('EmailJS template id of the case form'),
    RELAY_LEADS_INBOX: required('inbox that receives leads').pipe(z.email({ message: 'must be an e-mail address' })),
    RELAY_SITE_URL: text.transform((v, ctx) => (v ? origin(v, ctx, 'public address of the site') : undefined)),
    RELAY_LIMIT_PER_ADDRESS: window('leads one address may send', DEFAULT_LIMITS.perAddress),
    RELAY_LIMIT_OVERALL: window('leads all visitors together may send', DEFAULT_LIMITS.overall),
    RELAY_POW_MAX_NUMBER: whole('range of the proof of work', DEFAULT_POW_MAX_NUMBER, 1_000, 10_000_000),
    RELAY_CHALLENGE_MINUTES: whole('minutes a challenge stays good', DEFAULT_CHALLENGE_MINUTES, 1, 24 * 60),
    RELAY_HOLD_KEY: secret('a random secret that encrypts the leads held for later delivery; a secret'),
    RELAY_RETRY_AFTER: durations('when a held lead is tried again', DEFAULT_RETRY_AFTER),
    RELAY_HOLD_DAYS: whole('days a held lead may wait before it is deleted', DEFAULT_HOLD_DAYS, 1, 30),
    RELAY_HOLD_MAX: whole('most leads held at once', DEFAULT_HOLD_MAX, 1, 100_000),
    RELAY_STATUS_TOKEN: text.refine((v) => !v || v.length >= 32, 'must be at least 32 characters (the token GET /status asks for; a secret)'),
    RELAY_ALERT_AFTER: durations('how long a lead is held before the firm is alerted', DEFAULT_ALERT_AFTER).refine(
      (list) => list.length === 1,
      'must be one duration, e.g. "15m" (how long a lead is held before the firm is alerted)',
    ),
    RELAY_ALERT_WEBHOOK: webhook,
  })
  .refine((v) => v.RELAY_ALLOWED_ORIGINS.length > 0, { path: ['RELAY_ALLOWED_ORIGINS'], message: 'names no origin' })
  // Compared as rates over the same time: one address's most must stay within a quarter of everyone's.
  .refine((v) => v.RELAY_LIMIT_PER_ADDRESS.count / v.RELAY_LIMIT_PER_ADDRESS.ms <= v.RELAY_LIMIT_OVERALL.count / v.RELAY_LIMIT_OVERALL.ms / 4, {
    path: ['RELAY_LIMIT_PER_ADDRESS'],
    message: 'with RELAY_LIMIT_OVERALL lets one address take more than a quarter of the overall ceiling: lower the first or raise the second',
  })
  .transform((v) => ({
    allowedOrigins: v.RELAY_ALLOWED_ORIGINS,
    emailjs: {
      origin: v.RELAY_EMAILJS_ORIGIN,
      privateKey: v.EMAILJS_PRIVATE_KEY,
      publicKey: v.EMAILJS_PUBLIC_KEY,
      serviceId: v.EMAILJS_SERVICE_ID,
      templates: { contact: v.EMAILJS_CONTACT_TEMPLATE_ID, case: v.EMAILJS_CASE_TEMPLATE_ID },
    },
    hmacKey: v.RELAY_ALTCHA_HMAC_KEY,
    leadsInbox: v.RELAY_LEADS_INBOX,
    // The logo and links in the firm's e-mail point here; by default the site the forms are on.
    siteUrl: v.RELAY_SITE_URL ?? v.RELAY_ALLOWED_ORIGINS[0] ?? '',
    limits: { perAddress: v.RELAY_LIMIT_PER_ADDRESS, overall: v.RELAY_LIMIT_OVERALL },
    pow: { maxNumber: v.RELAY_POW_MAX_NUMBER, lifetimeMs: v.RELAY_CHALLENGE_MINUTES * 60_000 },
    hold: {
      key: v.RELAY_HOLD_KEY,
      retryAfterMs: v.RELAY_RETRY_AFTER,
      maxAgeMs: v.RELAY_HOLD_DAYS * UNIT_MS.d,
      max: v.RELAY_HOLD_MAX,
    },
    statusToken: v.RELAY_STATUS_TOKEN || undefined,
    alert: { afterMs: v.RELAY_ALERT_AFTER[0] ?? 15 * UNIT_MS.m, webhook: v.RELAY_ALERT_WEBHOOK },
  }));

export type RelaySettings = z.infer<typeof relaySchema>;
export type HoldSettings = Pick<RelaySettings, 'limits' | 'hold' | 'alert'>;

/** The relay's settings, or an error naming every missing or malformed variable (never a secret's value). */
export function parseRelaySettings(env: RelayEnv): RelaySettings {
  const raw = Object.fromEntries(RELAY_VARIABLES.map((name) => [name, env[name]]));
  const result = relaySchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${String(issue.path[0])} ${issue.message}`);
  throw new Error(`The relay's configuration is incomplete:\n${problems.join('\n')}`);
}
