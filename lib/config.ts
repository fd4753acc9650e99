// Relative, not '@/': next.config.ts loads this module, and Next's config loader resolves aliases from the wrong folder.
import { firmStatesSetting, siteConfigSchema, type RawConfig, type SiteConfig } from './schemas/config';
import { parseBuildDate } from './legal-facts/build-date';
import fs from 'node:fs';
import path from 'node:path';

export type { RawConfig, SiteConfig };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site configuration is incomplete. Set these variables (see .env.example):\n` + problems.map((p) => `  - ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/** Validates raw variables; throws a ConfigError naming every missing or malformed value. */
export function parseSiteConfig(raw: RawConfig): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(problems);
  }
  return result.data;
}

let cached: SiteConfig | undefined;

/** The one place that reads process.env (each name written out so Next can inline it). */
export function readSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_PHONE: process.env.NEXT_PUBLIC_PHONE,
    NEXT_PUBLIC_LEADS_INBOX: process.env.NEXT_PUBLIC_LEADS_INBOX,
    NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: process.env.NEXT_PUBLIC_RESPONSIBLE_ATTORNEY,
    NEXT_PUBLIC_FIRM_NAME: process.env.NEXT_PUBLIC_FIRM_NAME,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
    NEXT_PUBLIC_LEAD_RELAY_URL: process.env.NEXT_PUBLIC_LEAD_RELAY_URL,
    NEXT_PUBLIC_QUICK_EXIT_URL: process.env.NEXT_PUBLIC_QUICK_EXIT_URL,
    NEXT_PUBLIC_FIRM_STATES: process.env.NEXT_PUBLIC_FIRM_STATES,
    NEXT_PUBLIC_INTAKE_LANGUAGES: process.env.NEXT_PUBLIC_INTAKE_LANGUAGES,
    NEXT_PUBLIC_SOCIAL_FACEBOOK: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK,
    NEXT_PUBLIC_SOCIAL_INSTAGRAM: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM,
    NEXT_PUBLIC_SOCIAL_X: process.env.NEXT_PUBLIC_SOCIAL_X,
    NEXT_PUBLIC_SOCIAL_LINKEDIN: process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN,
  });
  return cached;
}

/** NEXT_PUBLIC_FIRM_STATES alone (npm run facts needs no other setting); a bad code throws a ConfigError naming it. */
export function readFirmStates(): SiteConfig['firmStates'] {
  const result = firmStatesSetting.safeParse(process.env.NEXT_PUBLIC_FIRM_STATES);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => `NEXT_PUBLIC_FIRM_STATES ${issue.message}`));
  return result.data;
}

/**
 * The folder of the firm's own confirmed facts (one <code>.json per state): FIRM_FACTS_DIR when set, else firm/facts.
 * It lives outside content/ so that taking a new version of the site never overwrites what the firm's lawyer wrote.
 */
export function readFirmFactsDir(): string {
  const dir = process.env.FIRM_FACTS_DIR?.trim();
  if (!dir) return path.join(process.cwd(), 'firm', 'facts');
  const absolute = path.resolve(dir);
  // A mistyped folder would otherwise publish every guide with none of the lawyer's confirmations, silently.
  if (!fs.statSync(absolute, { throwIfNoEntry: false })?.isDirectory())
    throw new ConfigError([
      `FIRM_FACTS_DIR is "${dir}", which is not a folder (${absolute})\n    Fix: set FIRM_FACTS_DIR to the folder that holds the firm's <code>.json files, or unset it to use firm/facts/`,
    ]);
  return absolute;
}

let buildDate: string | undefined;

/** The day the site is built, YYYY-MM-DD: SOURCE_DATE_EPOCH when set (reproducible builds), else today in UTC. */
export function readBuildDate(): string {
  return (buildDate ??= parseBuildDate(process.env.SOURCE_DATE_EPOCH));
}
