import { z } from 'zod';
import { isoDate, isOnHosts, OFFICIAL_SITES, sourceUrl } from '@/lib/schemas/legal-source';

/** Kinds of page that may report a rule; a bill author's press release is named as one, never as the legislature's record. */
const REPORTER_KINDS = ['legislature-record', 'court-record', 'press-release', 'tracker', 'child-usa', 'bar-journal', 'news'] as const;

const TRACKER_HOSTS = [
  'legiscan.com', // LegiScan: bill status and texts for every state
  'openstates.org', // Open States: bill status scraped from each legislature
  'pluralpolicy.com', // Plural: the successor of Open States' bill pages
  'billtrack50.com', // BillTrack50: bill status for every state
] as const;
const BAR_HOSTS = [
  'americanbar.org', // American Bar Association
  'calbar.ca.gov', // State Bar of California (already .gov)
  'nysba.org', // New York State Bar Association
  'pabar.org', // Pennsylvania Bar Association
  'floridabar.org', // The Florida Bar
  'texasbar.com', // State Bar of Texas and its Texas Bar Journal
  'isba.org', // Illinois State Bar Association
  'michbar.org', // State Bar of Michigan
  'cobar.org', // Colorado Bar Association
  'osbar.org', // Oregon State Bar
  // Law reviews: edited journals of law schools, which report and analyse new laws.
  'edu',
  'wakeforestlawreview.com', // Wake Forest Law Review
] as const;
const NEWS_HOSTS = [
  'apnews.com', // the Associated Press, a wire service with a public corrections policy
  'reuters.com', // Reuters, a wire service
  'npr.org', // National Public Radio
  'calmatters.org', // CalMatters, nonprofit newsroom covering the California Legislature
  'latimes.com', // Los Angeles Times
  'sfchronicle.com', // San Francisco Chronicle
  'nytimes.com', // The New York Times
  'washingtonpost.com', // The Washington Post
  'opb.org', // Oregon Public Broadcasting
  'chicagotribune.com', // Chicago Tribune
  'courthousenews.com', // Courthouse News Service, which reports from court filings
  'ksby.com', // KSBY, the NBC station of San Luis Obispo, California
  'wwno.org', // WWNO, New Orleans public radio (an NPR member station)
  'nola.com', // The Times-Picayune / The New Orleans Advocate
  'wypr.org', // WYPR, Baltimore public radio (an NPR member station)
  'reviewjournal.com', // Las Vegas Review-Journal, Nevada's largest daily newspaper
  'bismarcktribune.com', // The Bismarck Tribune, North Dakota daily newspaper
  'klcc.org', // KLCC, Oregon public radio (an NPR member station)
  'sharonherald.com', // The Herald of Sharon, Pennsylvania, a daily newspaper
] as const;

/** Legislators' own sites, where a bill's author announces it in a press release. */
const LEGISLATOR_HOSTS = [
  'asmdc.org', // California Assembly Democratic Caucus: the members' own sites, bills' authors' press releases
  'asmrc.org', // California Assembly Republican Caucus: the same for its members
] as const;

/**
 * Who may be named as reporting a rule, by kind. Records come only from official hosts; law firms, marketing pages,
 * SEO aggregators and AI summary sites are never on any list, so they are refused as reporters too.
 */
const REPORTER_HOSTS: Readonly<Record<(typeof REPORTER_KINDS)[number], readonly string[]>> = {
  'legislature-record': OFFICIAL_SITES,
  'press-release': LEGISLATOR_HOSTS,
  'court-record': OFFICIAL_SITES,
  tracker: TRACKER_HOSTS,
  'child-usa': ['childusa.org'],
  'bar-journal': BAR_HOSTS,
  news: NEWS_HOSTS,
};

const reporterSchema = z
  .object({
    kind: z.enum(REPORTER_KINDS, `must be one of ${REPORTER_KINDS.join(', ')}`),
    url: sourceUrl,
    title: z.string().min(3, 'needs the name of the page that reports it'),
    read: z.string().min(3, 'needs what was read on that page, and when'),
  })
  .strict()
  .superRefine((reporter, ctx) => {
    if (!URL.canParse(reporter.url) || isOnHosts(REPORTER_HOSTS[reporter.kind], reporter.url)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['url'],
      message: `${new URL(reporter.url).hostname} is not a host accepted for a reporter of kind "${reporter.kind}" (lib/schemas/reported.ts lists them; never a law firm or an aggregator)`,
    });
  });

const REPORTED_EFFECTS = ['window', 'no-limit', 'longer-limit', 'discovery-rule'] as const;
const REPORTED_TOPICS = ['personalInjury', 'childSexualAbuse', 'adultSexualAssault', 'revivalWindows'] as const;

/**
 * A rule that keeps a claim alive (a window, no limit, a longer limit, a discovery rule) which a record, a tracker,
 * CHILD USA, a bar journal or the news reports, but whose text was not read. The harm is not symmetric: a deadline
 * stated too short can make a survivor give up, so only what gives time may be shown on a report, marked as reported,
 * and the build refuses anything else (the effect is one of four, and lib/legal-facts/legal-text.ts refuses deadline words).
 */
export const reportedItemSchema = z
  .object({
    topic: z.enum(REPORTED_TOPICS, `must be one of ${REPORTED_TOPICS.join(', ')}`),
    effect: z.enum(REPORTED_EFFECTS, `only what keeps a claim alive may be reported: one of ${REPORTED_EFFECTS.join(', ')} (a deadline needs the law's text)`),
    opened: isoDate.nullable(),
    closed: isoDate.nullable(),
    citation: z.string().min(3, 'needs the bill, session law or section it is reported under'),
    en: z.string().min(20, 'English text is missing or too short'),
    es: z.string().min(20, 'Spanish text is missing or too short'),
    reporters: z.array(reporterSchema).min(1, 'needs at least one reporter'),
    checked: isoDate,
  })
  .strict()
  .superRefine((item, ctx) => {
    const isWindow = item.effect === 'window';
    if (isWindow !== (item.topic === 'revivalWindows'))
      ctx.addIssue({ code: 'custom', path: ['topic'], message: 'a reported window goes under "revivalWindows", and only a window does' });
    if (isWindow && item.opened === null) ctx.addIssue({ code: 'custom', path: ['opened'], message: 'a reported window needs its first day' });
    if (!isWindow && (item.opened !== null || item.closed !== null))
      ctx.addIssue({ code: 'custom', path: ['opened'], message: `only a window has dates; "${item.effect}" has opened and closed null` });
    if (item.opened !== null && item.closed !== null && item.closed < item.opened)
      ctx.addIssue({ code: 'custom', path: ['closed'], message: 'closes before it opens' });
  });
export type ReportedItem = z.infer<typeof reportedItemSchema>;
