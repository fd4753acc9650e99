import { dueForCheck, RECHECK_AFTER_DAYS } from '@/lib/legal-facts/fact-recheck';
import type { ReportedItem } from '@/lib/schemas/reported';
import type { StateGuide } from '@/lib/legal-facts/state-guides';

type WorksheetGuide = Pick<
  StateGuide,
  'code' | 'file' | 'personalInjury' | 'childSexualAbuse' | 'adultSexualAssault' | 'revivalWindows' | 'reported' | 'askTheFirm' | 'governingLaw' | 'childUsa'
>;

/** One thing the firm's lawyer should confirm from the law's text, in the three lines `npm run facts` prints. */
export interface WorksheetItem {
  /** "CA adultSexualAssault", "CA revivalWindows", "NC reported.0". */
  where: string;
  status: 'unstated' | 'reported' | 'open-question' | 'due';
  /** What to confirm: the fact in a few words, with the law it rests on. */
  confirm: string;
  /** The addresses to read: the law's own page where known, else the pages that report it. */
  read: string[];
  /** What is missing, in one short line: never the research notes themselves, which stay in the content file. */
  missing: string;
}

const LIMITS = ['personalInjury', 'childSexualAbuse', 'adultSexualAssault'] as const;

const LIMIT_WORDS: Record<(typeof LIMITS)[number], string> = {
  personalInjury: 'the time limit for an injury claim',
  childSexualAbuse: 'the time limit for childhood sexual abuse',
  adultSexualAssault: 'the time limit for sexual assault of an adult',
};

const REPORTER_WORDS: Record<ReportedItem['reporters'][number]['kind'], string> = {
  'legislature-record': "a legislature's record",
  'court-record': "a court's record",
  'press-release': "a bill author's press release",
  tracker: 'a bill tracker',
  'child-usa': 'CHILD USA',
  'bar-journal': 'a bar or law journal',
  news: 'the news',
};

const EFFECT_WORDS: Record<ReportedItem['effect'], string> = {
  window: 'window',
  'no-limit': 'no time limit',
  'longer-limit': 'longer time limit',
  'discovery-rule': 'discovery rule',
};

/** Notes left to the firm on these keys belong to a fact of the worksheet; any other key is an engineer's note. */
const NOTE_TOPIC: Record<string, (typeof LIMITS)[number] | 'revivalWindows' | 'help'> = {
  personalInjury: 'personalInjury',
  childSexualAbuse: 'childSexualAbuse',
  adultSexualAssault: 'adultSexualAssault',
  adultSameAsGeneral: 'adultSexualAssault',
  revivalWindows: 'revivalWindows',
  help: 'help',
};

const dueWords = (checked: string, age: number) => `a new check: last checked ${checked}, ${age} days before the build (over ${RECHECK_AFTER_DAYS})`;
const unique = (urls: readonly string[]) => [...new Set(urls)];

/**
 * The responsible lawyer's worksheet, as of the build day: every limit the guide does not state, every reported item,
 * every stated fact or list of windows on which the guide leaves a question to the firm, and every fact due for a new
 * check (lib/legal-facts/fact-recheck.ts). Each says what to confirm, where to read it and what is missing, in a few words: the
 * research behind it stays in the content file, named, for whoever wants it. What the firm's lawyer confirmed
 * (firm/facts/) has no note left and is listed only once it comes due.
 */
export function factsWorksheet(guides: readonly WorksheetGuide[], buildDate: string): WorksheetItem[] {
  const items: WorksheetItem[] = [];
  for (const guide of guides) {
    const questions = new Set<string>(Object.entries(guide.askTheFirm).flatMap(([key, note]) => (note.trim() && NOTE_TOPIC[key] ? [NOTE_TOPIC[key]] : [])));
    const leftOpen = (topic: string) => `a point the guide leaves to the firm (${guide.file}, askTheFirm.${topic})`;
    const stated = (where: string, confirm: string, fact: { checked: string; sources: readonly { url: string }[] }, topic: string | null) => {
      const age = dueForCheck(fact, buildDate);
      const open = topic !== null && questions.has(topic);
      if (age === null && !open) return;
      const missing = [open ? leftOpen(topic) : null, age === null ? null : dueWords(fact.checked, age)].filter(Boolean).join('; ');
      items.push({ where, status: open ? 'open-question' : 'due', confirm, read: unique(fact.sources.map((s) => s.url)), missing });
    };
    for (const field of LIMITS) {
      const fact = guide[field];
      if (fact) {
        stated(`${guide.code} ${field}`, `${LIMIT_WORDS[field]} as stated, "${fact.short.en}" (${fact.citation})`, fact, field);
        continue;
      }
      const law = guide.governingLaw[field];
      items.push({
        where: `${guide.code} ${field}`,
        status: 'unstated',
        confirm: `${LIMIT_WORDS[field]} (${law?.citation ?? 'the law that governs it'})`,
        read: law?.url ? [law.url] : [],
        missing: 'the guide states no limit, and tells visitors to ask the firm',
      });
    }
    guide.revivalWindows.forEach((w, i) =>
      stated(`${guide.code} revivalWindows.${i}`, `the window from ${w.opened} to ${w.closed ?? 'no last day'} as stated (${w.citation})`, w, null),
    );
    guide.reported.forEach((item, i) => {
      const law = item.topic === 'revivalWindows' ? null : guide.governingLaw[item.topic];
      const dates = item.opened ? ` from ${item.opened} to ${item.closed ?? 'no last day'}` : '';
      const reporters = unique(item.reporters.map((r) => REPORTER_WORDS[r.kind]));
      items.push({
        where: `${guide.code} reported.${i}`,
        status: 'reported',
        confirm: `the reported ${EFFECT_WORDS[item.effect]}${dates} (${item.citation})`,
        read: unique([...(law?.url ? [law.url] : []), ...item.reporters.map((r) => r.url)]),
        missing: `the law's text: only reported, by ${reporters.join(' and ')}`,
      });
    });
    if (questions.has('revivalWindows')) {
      const counts = `the guide states ${guide.revivalWindows.length}, reports ${guide.reported.filter((r) => r.effect === 'window').length}`;
      items.push({
        where: `${guide.code} revivalWindows`,
        status: 'open-question',
        confirm: `the complete list of windows that reopen expired claims (${counts})`,
        read: unique([...guide.revivalWindows.flatMap((w) => w.sources.slice(0, 1).map((s) => s.url)), guide.childUsa]),
        missing: `${leftOpen('revivalWindows')}: write the complete list, an empty one where there is none`,
      });
    }
    if (questions.has('help'))
      items.push({ where: `${guide.code} help`, status: 'open-question', confirm: 'the local help organisations', read: [], missing: leftOpen('help') });
  }
  return items;
}

/** The worksheet as the terminal shows it: at most three lines per item, what to confirm, where to read, what is missing. */
export function formatWorksheet(items: readonly WorksheetItem[]): string[] {
  return items.flatMap((item) => [
    `  - ${item.where}: confirm ${item.confirm}`,
    ...(item.read.length ? [`      read: ${item.read.join(' ')}`] : []),
    `      missing: ${item.missing}`,
  ]);
}
