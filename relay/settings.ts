// The relay's settings: read from its environment (wrangler.toml's [vars] and the secrets set
// with `wrangler secret put`, or the environment of `npm run relay`) and checked here, once, so
// a typo stops the relay with the setting named instead of losing leads.
import { z } from 'zod';
import { checkPublicUrl, DEFAULT_EMAILJS_ORIGIN } from '../lib/public-urls';

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
] as const;
export type RelayEnv = Partial<Record<(typeof RELAY_VARIABLES)[number], string>>;

/**
 * Defaults: five leads per address in ten minutes is more than a person sends (a lead, a
 * correction, a retry after a failure), and twenty an hour overall stays far under EmailJS's
 * monthly quota while a busy day's real leads still pass.
 */
const DEFAULT_LIMITS = { perAddress: '5/10', overall: '20/60' } as const;
/**
 * The proof of work's range: the solver tries on average half of it, each try awaiting the
 * browser's SHA-256, about 0.06-0.15 ms in Chromium at 4x CPU slowdown, a phone (npm run bench). At
 * 15,000 one solve in ten took over 2 s; at 4,000 the median is about 0.2 s and nine in ten stay
 * under 0.7 s on a busy machine. It is solved while the visitor writes, so they never wait for it;
 * for a script it is a small toll, and the limits (relay/gate.ts) do the real work.
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
  })
  .refine((v) => v.RELAY_ALLOWED_ORIGINS.length > 0, { path: ['RELAY_ALLOWED_ORIGINS'], message: 'names no origin' })
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
  }));

export type RelaySettings = z.infer<typeof relaySchema>;
export type RelayLimits = RelaySettings['limits'];

/** The relay's settings, or an error naming every missing or malformed variable (never a secret's value). */
export function parseRelaySettings(env: RelayEnv): RelaySettings {
  const raw = Object.fromEntries(RELAY_VARIABLES.map((name) => [name, env[name]]));
  const result = relaySchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${String(issue.path[0])} ${issue.message}`);
  throw new Error(`The relay's configuration is incomplete:\n${problems.join('\n')}`);
}
