import fs from 'node:fs';
import path from 'node:path';
import { readJsonContent } from '@/lib/json-content';
import { legalFactProblems, legalTextProblems } from '@/lib/legal-text';
import { firmFactsSchema, type FirmFacts, type FirmLimit, type FirmWindow } from '@/lib/schemas/firm-facts';
import type { ReportedItem } from '@/lib/schemas/reported';
import type { GuideLimit, RevivalWindow } from '@/lib/schemas/state-guide';
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

interface GuideFacts {
  personalInjury: ConfirmedLimit | null;
  childSexualAbuse: ConfirmedLimit | null;
  adultSexualAssault: ConfirmedLimit | null;
  revivalWindows: ConfirmedWindow[];
  reported: ReportedItem[];
}

/**
 * What the firm's file changes in a guide: each fact its lawyer confirmed replaces the shipped one, or fills an
 * unstated one, and the windows it lists replace the shipped list. A reported item on a topic the lawyer confirmed is
 * dropped: it was shown only because nobody had read the text, and now someone has.
 */
export function firmOverrides(guide: GuideFacts, facts: FirmFacts | undefined): Partial<GuideFacts> {
  if (!facts) return {};
  const overrides: Partial<GuideFacts> = {};
  const confirmed = new Set<string>();
  for (const field of LIMITS) {
    const fact = facts[field];
    if (!fact) continue;
    overrides[field] = limitFrom(fact);
    confirmed.add(field);
  }
  if (facts.revivalWindows) {
    overrides.revivalWindows = facts.revivalWindows.map(windowFrom);
    confirmed.add('revivalWindows');
  }
  overrides.reported = guide.reported.filter((item) => !confirmed.has(item.topic));
  return overrides;
}
