import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content/content-errors';
import { readJsonContent } from '@/lib/content/json-content';
import { readFirmFactsDir, readSiteConfig } from '@/lib/config';
import { firmFolderProblems, firmOverrides, readFirmFacts, type ConfirmedLimit, type ConfirmedTopic, type ConfirmedWindow } from '@/lib/legal-facts/firm-facts';
import { localePath, type Locale } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';
import { stateName } from '@/lib/site/states';
import { stateGuideSchema, type StateGuideData } from '@/lib/schemas/state-guide';
import { citationProblems, legalFactProblems, legalTextProblems, reportedTextProblems } from '@/lib/legal-facts/legal-text';
import { US_STATE_CODES, type UsStateCode } from '@/lib/schemas/us-states';
import { answerProblems } from '@/lib/legal-facts/guide-answer';

const STATE_GUIDES_DIR = path.join(process.cwd(), 'content', 'states');

/** The facts a guide states; a `null` one must say in `askTheFirm` why it could not be confirmed. */
export const FACT_FIELDS = ['personalInjury', 'childSexualAbuse', 'adultSexualAssault'] as const;
export type FactField = (typeof FACT_FIELDS)[number];

/** A guide as this firm publishes it: the shipped facts, with those its own lawyer confirmed in their place. */
export interface StateGuide extends Omit<StateGuideData, FactField | 'revivalWindows'> {
  personalInjury: ConfirmedLimit | null;
  childSexualAbuse: ConfirmedLimit | null;
  adultSexualAssault: ConfirmedLimit | null;
  revivalWindows: ConfirmedWindow[];
  /** URL segment from the English name: "new-hampshire". */
  slug: string;
  /** The state's name in each language. */
  name: Record<Locale, string>;
  /** Content file, relative to the project, for error messages. */
  file: string;
  /** What the firm's lawyer confirmed in its own file (firm/facts/), where it has one. */
  firmConfirmed?: ConfirmedTopic[];
}

export const stateSlug = (englishName: string) => englishName.toLowerCase().replace(/[^a-z]+/g, '-');

export function stateGuidePath(guide: Pick<StateGuide, 'slug'>, locale: Locale): string {
  return localePath(locale, `${ROUTES.stateGuides}${guide.slug}/`);
}

/** A state the firm does not serve: no guide, only a short page at the address its guide would have. */
export interface UnservedState {
  code: UsStateCode;
  slug: string;
  name: Record<Locale, string>;
}

/**
 * The states (and DC) missing from NEXT_PUBLIC_FIRM_STATES, in the order of their English names: a visitor who
 * follows an old link or types her state's address learns where the firm takes cases instead of meeting a 404.
 */
export function unservedStates(served: readonly UsStateCode[]): UnservedState[] {
  return US_STATE_CODES.filter((code) => !served.includes(code))
    .map((code) => {
      const name = { en: stateName(code, 'en'), es: stateName(code, 'es') };
      return { code, slug: stateSlug(name.en), name };
    })
    .sort((a, b) => a.name.en.localeCompare(b.name.en));
}

function readGuide(file: string, absolute: string, code: UsStateCode, problems: string[]): StateGuide | undefined {
  const data = readJsonContent(file, absolute, stateGuideSchema, problems);
  if (!data) return undefined;
  if (data.code !== code) problems.push(`${file}: code: says ${data.code}, but the file is named for ${code}`);
  for (const field of FACT_FIELDS) {
    const fact = data[field];
    if (fact === null && !data.askTheFirm[field]?.trim())
      problems.push(`${file}: askTheFirm.${field}: ${field} is not stated, so say why it could not be confirmed`);
    // The page names the law that governs a limit it does not state, so the visitor has something true to hold on to.
    if (fact === null && !data.governingLaw[field])
      problems.push(
        `${file}: governingLaw.${field}: ${field} is not stated, so name the law that governs it: { "citation": "...", "url": "<official page> or null" }`,
      );
    if (fact) problems.push(...legalFactProblems(fact).map((p) => `${file}: ${field}.${p}`));
  }
  problems.push(...answerProblems(data).map((p) => `${file}: ${p}`));
  data.revivalWindows.forEach((w, i) => {
    problems.push(...legalTextProblems(w, [w.opened, w.closed]).map((p) => `${file}: revivalWindows.${i}.${p}`));
  });
  data.reported.forEach((item, i) => {
    problems.push(...reportedTextProblems(item).map((p) => `${file}: reported.${i}.${p}`));
    problems.push(...citationProblems(item.citation, { governing: false }).map((p) => `${file}: reported.${i}.citation: ${p}`));
  });
  for (const [field, law] of Object.entries(data.governingLaw)) {
    if (law) problems.push(...citationProblems(law.citation, { governing: true }).map((p) => `${file}: governingLaw.${field}.citation: ${p}`));
  }
  const name = { en: stateName(data.code, 'en'), es: stateName(data.code, 'es') };
  return { ...data, name, slug: stateSlug(name.en), file };
}

/**
 * The guides of the states the firm serves, in the order of their English names. A configured state without a guide
 * file stops the build, naming it: publishing a state in the footer with no guide behind it would be a broken promise.
 */
export function loadStateGuides(codes: readonly UsStateCode[], dir = STATE_GUIDES_DIR, firmDir = readFirmFactsDir()): StateGuide[] {
  const problems = firmFolderProblems(firmDir, (code) => (US_STATE_CODES as readonly string[]).includes(code));
  const guides: StateGuide[] = [];
  for (const code of codes) {
    const absolute = path.join(dir, `${code.toLowerCase()}.json`);
    const file = path.relative(process.cwd(), absolute);
    if (!fs.existsSync(absolute)) {
      problems.push(`NEXT_PUBLIC_FIRM_STATES: ${code} has no state guide (expected ${file})`);
      continue;
    }
    const guide = readGuide(file, absolute, code, problems);
    const firm = readFirmFacts(firmDir, code, problems);
    if (guide) guides.push({ ...guide, ...firmOverrides(guide, firm) });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return guides.sort((a, b) => a.name.en.localeCompare(b.name.en));
}

/**
 * Whether the guide leaves a question about windows to the firm (a window reported but not confirmed, its terms not
 * fully read, a bill pending): then neither the guide nor the table may read as if its list of windows were complete.
 */
export const windowsUnsettled = (guide: Pick<StateGuideData, 'askTheFirm'>): boolean => Boolean(guide.askTheFirm.revivalWindows?.trim());

let cache: StateGuide[] | undefined;
/** The guides of the states in NEXT_PUBLIC_FIRM_STATES, loaded once per build. */
export function getStateGuides(): StateGuide[] {
  return (cache ??= loadStateGuides(readSiteConfig().firmStates));
}
