import { z } from 'zod';
// Relative, not '@/': next.config.ts loads this module (through lib/config.ts), and Next's config
// loader resolves aliases from the wrong folder.
import { checkPublicUrl, DEFAULT_EMAILJS_ORIGIN, DEFAULT_QUICK_EXIT_URL } from '../site/public-urls';
import { US_STATE_CODES, type UsStateCode } from './us-states';

/** The states of the specification's footer, in the order it lists them. */
export const DEFAULT_FIRM_STATES = [
  'AL',
  'AZ',
  'CA',
  'CT',
  'DE',
  'FL',
  'GA',
  'IN',
  'KY',
  'LA',
  'ME',
  'MA',
  'MI',
  'NH',
  'NJ',
  'NY',
  'NC',
  'OH',
  'PA',
  'SC',
  'VT',
  'VA',
  'WV',
] as const satisfies readonly UsStateCode[];

const trimmed = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().optional());
const emptyToUndefined = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

const required = (what: string) => trimmed.transform(emptyToUndefined).pipe(z.string({ error: `is missing (${what})` }));

const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

const requiredUrl = (what: string) =>
  required(what)
    .refine(httpUrl, { message: `must be an http(s) URL (${what})` })
    .transform((v) => v.replace(/\/+$/, ''));

const optionalUrl = (what: string) =>
  trimmed.transform(emptyToUndefined).refine((v) => v === undefined || httpUrl(v), { message: `must be an http(s) URL (${what})` });

/**
 * The EmailJS origin and the quick-exit page: a typo here would silently stop every lead or
 * leave a visitor stranded, so both must be absolute https: URLs and are kept normalised.
 */
const secureUrl = (what: string, originOnly: boolean, fallback: string) =>
  trimmed.transform(emptyToUndefined).transform((v, ctx) => {
    if (v === undefined) return fallback;
    const checked = checkPublicUrl(v, { originOnly });
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: `${checked.problem} (${what})` });
    return z.NEVER;
  });

const isStateCode = (code: string): code is UsStateCode => (US_STATE_CODES as readonly string[]).includes(code);

/**
 * Where the firm takes cases: two-letter postal codes separated by commas. Only the firm knows
 * its service area, so an unknown code stops the build instead of publishing a wrong one.
 */
const firmStates = (what: string) =>
  trimmed.transform(emptyToUndefined).transform((v, ctx): UsStateCode[] => {
    if (v === undefined) return [...DEFAULT_FIRM_STATES];
    const codes = v.split(',').map((code) => code.trim().toUpperCase());
    const unknown = codes.filter((code) => !isStateCode(code));
    if (unknown.length > 0) {
      const named = unknown.map((code) => (code === '' ? '(an empty entry)' : `"${code}"`)).join(', ');
      ctx.addIssue({ code: 'custom', message: `has an unknown state code: ${named} (${what})` });
      return z.NEVER;
    }
    return [...new Set(codes.filter(isStateCode))];
  });

/** NEXT_PUBLIC_FIRM_STATES alone, for the scripts that need only the firm's states (npm run facts). */
export const firmStatesSetting = firmStates('states where the firm takes cases, two-letter postal codes separated by commas, e.g. CA,NY,PA');

/** The languages the intake team answers in: English always, Spanish only when the firm says so. */
const INTAKE_LANGUAGE_CHOICES: Record<'en' | 'en,es', readonly ('en' | 'es')[]> = { en: ['en'], 'en,es': ['en', 'es'] };
const intakeLanguages = (what: string) =>
  trimmed.transform(emptyToUndefined).transform((v, ctx) => {
    const key = (v ?? 'en').replace(/\s+/g, '').toLowerCase();
    if (key === 'en' || key === 'en,es') return INTAKE_LANGUAGE_CHOICES[key];
    ctx.addIssue({ code: 'custom', message: `must be "en" or "en,es" (${what})` });
    return z.NEVER;
  });

// Required unless the site sends through the lead relay, which holds these itself (see below).
const keyLike = (what: string) =>
  trimmed.transform(emptyToUndefined).refine((v) => v === undefined || !/\s/.test(v), { message: `must not contain spaces (${what})` });
const EMAILJS_IDS = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'EmailJS public key, Account > General',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'EmailJS service id',
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'EmailJS template id of the contact form',
  NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: 'EmailJS template id of the case form',
} as const;

// Lawyer advertising must name a lawyer or firm responsible for its content (ABA Model Rule
// 7.2(d) and its state versions); the line is shown beside "Attorney Advertising" on every page.
const MAX_ATTORNEY_LINE = 160;
const attorneyLine = (what: string) =>
  required(what)
    .refine((v) => !/[\r\n]/.test(v), { message: `must be a single line (${what})` })
    .refine((v) => v.length <= MAX_ATTORNEY_LINE, { message: `must be at most ${MAX_ATTORNEY_LINE} characters (${what})` })
    .refine((v) => /[a-z]{2}/i.test(v), { message: `must name a lawyer or firm (${what})` });

// The firm that answers the leads, named where a visitor looks: beside both forms and on the
// confirmation page. The responsible-attorney line cannot serve: it names a lawyer and a place
// as well, and its form is the firm's to choose.
const MAX_FIRM_NAME = 100;
const firmName = (what: string) =>
  required(what)
    .refine((v) => !/[\r\n]/.test(v), { message: `must be a single line (${what})` })
    .refine((v) => v.length <= MAX_FIRM_NAME, { message: `must be at most ${MAX_FIRM_NAME} characters (${what})` })
    .refine((v) => /[a-z]{2}/i.test(v), { message: `must name the firm (${what})` });

const phoneDigits = (v: string) => {
  const digits = v.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: requiredUrl('public address of the site, e.g. https://example.org'),
  NEXT_PUBLIC_PHONE: required('phone number shown to visitors').refine((v) => /^[+\d\s().-]+$/.test(v) && phoneDigits(v).length === 10, {
    message: 'must be a 10-digit US phone number, e.g. (800) 555-0199',
  }),
  NEXT_PUBLIC_LEADS_INBOX: required('inbox that receives leads').pipe(z.email({ message: 'must be an e-mail address' })),
  NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: attorneyLine('lawyer or firm responsible for this advertising, e.g. "Jane Doe, Esq., Doe Law LLP, Springfield, IL"'),
  NEXT_PUBLIC_FIRM_NAME: firmName('name of the law firm that answers the leads, as visitors should read it, e.g. "Doe Law LLP"'),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: keyLike(EMAILJS_IDS.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: keyLike(EMAILJS_IDS.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: keyLike(EMAILJS_IDS.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID),
  NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: keyLike(EMAILJS_IDS.NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID),
  NEXT_PUBLIC_EMAILJS_ORIGIN: secureUrl('EmailJS API origin', true, DEFAULT_EMAILJS_ORIGIN),
  NEXT_PUBLIC_LEAD_RELAY_URL: trimmed.transform(emptyToUndefined).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const checked = checkPublicUrl(v, { originOnly: true });
    if (checked.ok) return checked.value;
    ctx.addIssue({
      code: 'custom',
      message: `${checked.problem} (origin of the lead relay, relay/README.md; leave unset to send through EmailJS from the browser)`,
    });
    return z.NEVER;
  }),
  NEXT_PUBLIC_QUICK_EXIT_URL: secureUrl('neutral page for Leave this site', false, DEFAULT_QUICK_EXIT_URL),
  NEXT_PUBLIC_FIRM_STATES: firmStatesSetting,
  NEXT_PUBLIC_INTAKE_LANGUAGES: intakeLanguages('languages the intake team answers in'),
  NEXT_PUBLIC_SOCIAL_FACEBOOK: optionalUrl('Facebook profile'),
  NEXT_PUBLIC_SOCIAL_INSTAGRAM: optionalUrl('Instagram profile'),
  NEXT_PUBLIC_SOCIAL_X: optionalUrl('X profile'),
  NEXT_PUBLIC_SOCIAL_LINKEDIN: optionalUrl('LinkedIn profile'),
});

const SOCIAL_NETWORKS = [
  ['Facebook', 'NEXT_PUBLIC_SOCIAL_FACEBOOK'],
  ['Instagram', 'NEXT_PUBLIC_SOCIAL_INSTAGRAM'],
  ['X', 'NEXT_PUBLIC_SOCIAL_X'],
  ['LinkedIn', 'NEXT_PUBLIC_SOCIAL_LINKEDIN'],
] as const;

/**
 * The deployer's variables, checked, as the pages use them. Through the lead relay the pages send
 * to the relay alone, which holds the EmailJS ids as its own secrets: the site then needs none and
 * ships none (`emailjs` is undefined), and its pages may connect to the relay only.
 */
export const siteConfigSchema = envSchema
  .superRefine(
    (v, ctx) => {
      if (v.NEXT_PUBLIC_LEAD_RELAY_URL) return;
      for (const [name, what] of Object.entries(EMAILJS_IDS)) {
        if (!v[name as keyof typeof EMAILJS_IDS]) ctx.addIssue({ code: 'custom', path: [name], message: `is missing (${what})` });
      }
    },
    // Checked even when other variables are wrong too, so every problem is named at once.
    { when: () => true },
  )
  .transform((v) => ({
    siteUrl: v.NEXT_PUBLIC_SITE_URL,
    phone: { display: v.NEXT_PUBLIC_PHONE, href: `tel:+1${phoneDigits(v.NEXT_PUBLIC_PHONE)}` },
    leadsInbox: v.NEXT_PUBLIC_LEADS_INBOX,
    responsibleAttorney: v.NEXT_PUBLIC_RESPONSIBLE_ATTORNEY,
    firmName: v.NEXT_PUBLIC_FIRM_NAME,
    emailjs: emailjsSettings(v),
    /** Where both forms send when set (relay/); unset, they send through EmailJS from the browser. */
    leadRelayUrl: v.NEXT_PUBLIC_LEAD_RELAY_URL,
    quickExitUrl: v.NEXT_PUBLIC_QUICK_EXIT_URL,
    firmStates: v.NEXT_PUBLIC_FIRM_STATES,
    intakeLanguages: v.NEXT_PUBLIC_INTAKE_LANGUAGES,
    social: SOCIAL_NETWORKS.flatMap(([network, name]) => {
      const url = v[name];
      return url ? [{ network, url }] : [];
    }),
  }));

function emailjsSettings(v: z.infer<typeof envSchema>) {
  const {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicKey,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: serviceId,
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: contactTemplateId,
    NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: caseTemplateId,
  } = v;
  if (v.NEXT_PUBLIC_LEAD_RELAY_URL || !publicKey || !serviceId || !contactTemplateId || !caseTemplateId) return undefined;
  return { publicKey, serviceId, contactTemplateId, caseTemplateId, origin: v.NEXT_PUBLIC_EMAILJS_ORIGIN };
}

/** Every variable the site reads, by the exact name deployers set, as they set it (unparsed, maybe absent). */
export type RawConfig = Partial<Record<keyof typeof envSchema.shape, string | undefined>>;

export type SiteConfig = z.infer<typeof siteConfigSchema>;
