import { z } from 'zod';

/**
 * Where a legal fact comes from. A survivor may stake a deadline on what the site prints, so a fact rests on the text
 * of the law: the state's own code, legislature or courts (`official`), or a verbatim copy of the statute or opinion
 * (`statute-copy`) with a second, independent source that agrees (`corroboration`: CHILD USA, a bill digest, a state
 * bar, a court, a law review). A law firm's page, a marketing page, an aggregator or a news report is never a source.
 */
const SOURCE_KINDS = ['official', 'statute-copy', 'corroboration'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * The hosts accepted for each kind: a name matches itself and its subdomains ("public.law" takes
 * "california.public.law"). Government sites are official wherever they are: every `.gov` host, and the older
 * `state.xx.us` and `xx.us` state domains. Anything else is added here by name, with the reason beside it.
 */
const GOVERNMENT_SUFFIXES = ['gov', 'state.??.us'] as const;
const OFFICIAL_HOSTS = [
  'palegis.us', // Pennsylvania General Assembly
  'nmonesource.com', // New Mexico's official compilation, published by the NM Compilation Commission
  'oscn.net', // Oklahoma State Courts Network: official statutes and opinions
  'kslegislature.org', // Kansas Legislature
  'ksrevisor.org', // Kansas Revisor of Statutes
  'uscode.house.gov', // already .gov; listed for readers looking for the US Code
  'courts.informe.org', // Maine Judicial Branch case pages, on the state's InforME portal
  'lasc.org', // Louisiana Supreme Court
  'advance.lexis.com', // Georgia's and Tennessee's official codes are published through LexisNexis's free public access
] as const;
const STATUTE_COPY_HOSTS = [
  'law.justia.com',
  'casetext.com',
  'codes.findlaw.com',
  'law.cornell.edu',
  'public.law',
  'legiscan.com',
  'courtlistener.com',
  'caselaw.findlaw.com', // court opinions, verbatim, from the publisher of FindLaw's codes
  'govt.westlaw.com',
] as const;
const CORROBORATION_HOSTS = [
  'childusa.org', // CHILD USA's state-by-state statute of limitations research
  'edu', // law reviews and law school clinics
  'michbar.org', // State Bar of Michigan: its summaries of Michigan appellate opinions
  'cobar.org', // Colorado Bar Association: its journal's summaries of Colorado appellate opinions
  'peoples-law.org', // Maryland's People's Law Library, run by the state's Thurgood Marshall State Law Library
] as const;

/** The hosts of a state's or the nation's own legislature, courts and government: "the law's own page". */
export const OFFICIAL_SITES: readonly string[] = [...GOVERNMENT_SUFFIXES, ...OFFICIAL_HOSTS];

export const ACCEPTED_HOSTS: Readonly<Record<SourceKind, readonly string[]>> = {
  official: OFFICIAL_SITES,
  'statute-copy': STATUTE_COPY_HOSTS,
  // An official page (a bill digest, a court's summary) can corroborate a copy as well as state a fact itself.
  corroboration: [...CORROBORATION_HOSTS, ...OFFICIAL_SITES],
};

function hostMatches(host: string, accepted: string): boolean {
  const pattern = new RegExp(`(^|\\.)${accepted.replace(/\./g, '\\.').replace(/\?/g, '[a-z]')}$`);
  return pattern.test(host);
}

/** Whether `url` is on one of the `hosts` (each matching itself and its subdomains). */
export function isOnHosts(hosts: readonly string[], url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((accepted) => hostMatches(host, accepted));
}

/** Whether a page on `url` may be cited as a source of `kind`. */
export const isAcceptedHost = (kind: SourceKind, url: string): boolean => isOnHosts(ACCEPTED_HOSTS[kind], url);

export const isoDate = z.iso.date('must be a date written YYYY-MM-DD');
/** Addresses as they were read: a few coalitions' official sites still answered over plain http. */
export const sourceUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be the http(s):// address of the page that was read' });

const legalSourceSchema = z
  .object({
    kind: z.enum(SOURCE_KINDS, `must be one of ${SOURCE_KINDS.join(', ')}`),
    url: sourceUrl,
    title: z.string().min(3, 'needs the name of the page that was read'),
    /** Which text was read: "current code on the legislature's site", "chaptered bill text", "2024 edition". */
    read: z.string().min(3, 'needs the version of the text that was read (edition, chaptered or introduced bill, current code)'),
  })
  .strict()
  .superRefine((source, ctx) => {
    // An address that is not a URL at all is already named by `url`'s own check.
    if (!URL.canParse(source.url) || isAcceptedHost(source.kind, source.url)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['url'],
      message: `${new URL(source.url).hostname} is not a host accepted for a source of kind "${source.kind}" (lib/schemas/legal-source.ts lists them)`,
    });
  });
export type LegalSource = z.infer<typeof legalSourceSchema>;

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.toLowerCase().replace(/^www\./, '') : url;
}

/**
 * A fact stands on an official source, or on a copy of the statute text with a second source, on another host,
 * that agrees. Corroboration alone is not enough: a summary is not the law.
 */
export function sourcesProblem(sources: readonly LegalSource[]): string | undefined {
  if (sources.some((s) => s.kind === 'official')) return undefined;
  const copy = sources.find((s) => s.kind === 'statute-copy');
  if (!copy) return 'needs an official source, or a copy of the statute text (statute-copy) with a second source that agrees';
  if (!sources.some((s) => s !== copy && hostOf(s.url) !== hostOf(copy.url)))
    return 'its only source is a copy of the statute text: add a second, independent source (on another host) that agrees, or the official text';
  return undefined;
}

const sourcesSchema = z
  .array(legalSourceSchema)
  .min(1, 'needs at least one source')
  .superRefine((sources, ctx) => {
    const problem = sourcesProblem(sources);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Which claims a longer limit covers. A law that lengthens a limit often reaches only claims that had not yet expired
 * when it took effect; a survivor past the old limit must read that in the sentence that gives the new one.
 */
const coverageSchema = z
  .object({
    law: z.string().min(3, 'needs the law that lengthened the limit'),
    /** null: the effective date was not read in the law's text, and the sentence says to ask the firm. */
    effective: isoDate.nullable(),
    /** true: claims that had already expired are reopened; false: they are not; null: the text read does not settle it. */
    revivesExpired: z.boolean().nullable(),
    en: z.string().min(20, 'needs the English sentence saying which claims the longer limit covers'),
    es: z.string().min(20, 'needs the Spanish sentence saying which claims the longer limit covers'),
  })
  .strict();
export type Coverage = z.infer<typeof coverageSchema>;

/** The sentences readers see, in each language, and the law they come from. */
export const sourcedFactShape = {
  en: z.string().min(20, 'English text is missing or too short'),
  es: z.string().min(20, 'Spanish text is missing or too short'),
  citation: z.string().min(3, 'needs the statute, session law or opinion it rests on'),
  sources: sourcesSchema,
  checked: isoDate,
};

/**
 * A legal fact that states a rule, such as a time limit. `coverage` is required: it says which claims a limit
 * lengthened by a recent law covers (effective date, and whether it reopens claims that had already expired), or is
 * `null` for a rule that no recent law lengthened. Writing `null` is a decision the editor makes, not a default.
 */
export const legalFactSchema = z.object({ ...sourcedFactShape, coverage: coverageSchema.nullable() }).strict();
