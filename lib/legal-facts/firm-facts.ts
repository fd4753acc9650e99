import fs from 'node:fs';
import path from 'node:path';
import { readJsonContent } from '@/lib/content/json-content';
import { legalFactProblems, legalTextProblems } from '@/lib/legal-facts/legal-text';
import { firmFactsSchema, type FirmFacts, type FirmLimit, type FirmWindow } from '@/lib/schemas/firm-facts';
import type { ReportedItem } from '@/lib/schemas/reported';
import type { GuideLimit, RevivalWindow, StateGuideData } from '@/lib/schemas/state-guide';
import type { UsStateCode } from '@/lib/schemas/us-states';

/** Who at the firm confirmed a fact, when, and what they read: the guide shows it in place of the research sources. */
export interface Confirmation {
  by: string;
  on: string;
  read: readonly { url: string; title: string; version: string }[];
}

export type ConfirmedLimit = GuideLimit & { confirmation?: Confirmation };
export type ConfirmedWindow = RevivalWindow & { confirmation?: Confirmation };

const LIMITS = ['personalInjury', 'childSexualAbuse', 'adultSexualAssault'] as const;

const confirmationOf = (fact: FirmLimit | FirmWindow): Confirmation => ({ by: fact.confirmedBy, on: fact.confirmed, read: fact.read });

// The lawyer is the source of a confirmed fact, so it carries no research sources; `checked` is the day confirmed.
const limitFrom = (fact: FirmLimit): ConfirmedLimit => ({
  en: fact.en,
  es: fact.es,
  citation: fact.citation,
  short: fact.short,
  coverage: fact.coverage,
  sources: [],
  checked: fact.confirmed,
  confirmation: confirmationOf(fact),
});

const windowFrom = (w: FirmWindow): ConfirmedWindow => ({
  en: w.en,
  es: w.es,
  citation: w.citation,
  opened: w.opened,
  closed: w.closed,
  sources: [],
  checked: w.confirmed,
  confirmation: confirmationOf(w),
});

const FILE_NAME = /^[a-z]{2}\.json$/;
const codeOf = (name: string) => name.slice(0, 2).toUpperCase();

/**
 * Every entry of the firm's folder that is not a state's `<code>.json` in lower case, each named with how to fix it: a
 * file named `CA.json` or `texas.json` would otherwise be skipped, and the state published as if nothing were confirmed.
 * A README and hidden files (.gitkeep) are left alone.
 */
export function firmFolderProblems(dir: string, isCode: (code: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.') && !/^readme(\.md|\.txt)?$/i.test(name))
    .filter((name) => !FILE_NAME.test(name) || !isCode(codeOf(name)))
    .map((name) => {
      const file = path.relative(process.cwd(), path.join(dir, name));
      const lower = name.toLowerCase();
      const fix = FILE_NAME.test(lower) && isCode(codeOf(lower)) ? `rename it ${lower}` : 'name it for its state, in lower case: ca.json, ny.json';
      return `${file}: not a state's file (the firm's folder holds one <code>.json per state, and a README)\n  Fix: ${fix}`;
    });
}

/** The firm's own file for a state, validated with the same text checks as the shipped guides, or undefined. */
export function readFirmFacts(dir: string, code: UsStateCode, problems: string[]): FirmFacts | undefined {
  const absolute = path.join(dir, `${code.toLowerCase()}.json`);
  if (!fs.existsSync(absolute)) return undefined;
  const file = path.relative(process.cwd(), absolute);
  const facts = readJsonContent(file, absolute, firmFactsSchema, problems);
  if (!facts) return undefined;
  if (facts.code !== code) problems.push(`${file}: code: says ${facts.code}, but the file is named for ${code}`);
  for (const field of LIMITS) {
    const fact = facts[field];
    if (fact) problems.push(...legalFactProblems(fact).map((p) => `${file}: ${field}.${p}`));
  }
  facts.revivalWindows?.forEach((w, i) => {
    problems.push(...legalTextProblems(w, [w.opened, w.closed]).map((p) => `${file}: revivalWindows.${i}.${p}`));
  });
  return facts;
}

/** What the firm's lawyer can confirm: each limit, and the complete list of windows. */
export type ConfirmedTopic = (typeof LIMITS)[number] | 'revivalWindows';

interface GuideFacts {
  personalInjury: ConfirmedLimit | null;
  childSexualAbuse: ConfirmedLimit | null;
  adultSexualAssault: ConfirmedLimit | null;
  revivalWindows: ConfirmedWindow[];
  reported: ReportedItem[];
  askTheFirm: Record<string, string>;
  governingLaw: StateGuideData['governingLaw'];
  /** The topics the firm's lawyer confirmed (firm/facts/), for the build's count; absent where the firm has no file. */
  firmConfirmed?: ConfirmedTopic[];
}

/**
 * What the firm's file changes in a guide: each fact its lawyer confirmed replaces the shipped one, or fills an
 * unstated one, and the windows it lists replace the shipped list (an empty list: none). Everything the guide derived
 * from the open question goes with it: the reported items on that topic, the note left to the firm (which makes the
 * guide and the table say "ask the firm") and the law named in place of an unstated limit. Everything that reads the
 * guide (its page, the table, the worksheet) then reads the question as settled.
 */
export function firmOverrides(guide: GuideFacts, facts: FirmFacts | undefined): Partial<GuideFacts> {
  if (!facts) return {};
  const overrides: Partial<GuideFacts> = {};
  const confirmed: ConfirmedTopic[] = [];
  for (const field of LIMITS) {
    const fact = facts[field];
    if (!fact) continue;
    overrides[field] = limitFrom(fact);
    confirmed.push(field);
  }
  if (facts.revivalWindows) {
    overrides.revivalWindows = facts.revivalWindows.map(windowFrom);
    confirmed.push('revivalWindows');
  }
  // The note on whether the general limit covers adults is a question about the adult limit, settled with it.
  const settled = new Set<string>(confirmed.includes('adultSexualAssault') ? [...confirmed, 'adultSameAsGeneral'] : confirmed);
  overrides.reported = guide.reported.filter((item) => !settled.has(item.topic));
  overrides.askTheFirm = Object.fromEntries(Object.entries(guide.askTheFirm).filter(([topic]) => !settled.has(topic)));
  overrides.governingLaw = Object.fromEntries(Object.entries(guide.governingLaw).filter(([topic]) => !settled.has(topic)));
  overrides.firmConfirmed = confirmed;
  return overrides;
}

/** How many facts the firm's lawyer confirmed in these guides, and in how many states: the build's summary. */
export function confirmationsApplied(guides: readonly Pick<GuideFacts, 'firmConfirmed'>[]): { facts: number; states: number } {
  const counts = guides.map((guide) => guide.firmConfirmed?.length ?? 0);
  return { facts: counts.reduce((a, b) => a + b, 0), states: counts.filter(Boolean).length };
}
