import type { ContentProblem } from './problem';

/*
 * A report (CHILD USA, a tracker, the news) may be shown only because it gives time: a survivor who reads it calls the
 * firm. A report that takes time away ("did not reopen", "only", "applies going forward", a window's "last day") can
 * make her give up on words nobody read in the law, so a reported item's sentences may not restrict, in either
 * language. What limits a claim needs the law's text and belongs in a stated fact.
 */

type Locale = 'en' | 'es';

/** Words that take time away, each with the way an editor recognises it. */
const RESTRICTING: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'only',
    "(?:did|does|do|will|would)(?: not|n't) reopen",
    'not reopen(?:ed)?',
    'going forward',
    'from here forward',
    'from now on',
    'last day',
    'deadline',
    'older claims keep',
    'keep the earlier rule',
    'still alive',
    'not already expired',
    'had not (?:yet )?(?:expired|run out)',
    'arise after',
    'left out',
    'exclud(?:e|es|ed|ing)',
    'does not (?:apply|reach|cover)',
    'not covered',
    'time-barred',
    '(?:committed|occurring|that (?:happened|occurred|occurs)) on or after',
  ],
  es: [
    'solo',
    'sólo',
    'solamente',
    'únicamente',
    'no reabr(?:e|en|ió|ieron|irá)',
    'de aquí en adelante',
    'en adelante',
    'último día',
    'fecha límite',
    'conservan la regla anterior',
    'seguían vigentes',
    'que no habían vencido',
    'aún no habían vencido',
    'que surjan después',
    'quedan? fuera',
    'excluy(?:e|en|ó)',
    'no se aplica',
    'no alcanza',
    'no cubre',
    '(?:cometid|ocurrid)[oa]s? a partir del?',
  ],
};

/** Each phrase as a whole-word, case-blind pattern that also sees accented letters as letters. */
const PATTERNS: Readonly<Record<Locale, readonly RegExp[]>> = {
  en: RESTRICTING.en.map((words) => new RegExp(`(?<![\\p{L}\\d])${words}(?![\\p{L}\\d])`, 'iu')),
  es: RESTRICTING.es.map((words) => new RegExp(`(?<![\\p{L}\\d])${words}(?![\\p{L}\\d])`, 'iu')),
};

/** The first words in `text` that take time away, as written, or undefined when the text only gives time. */
export function restrictingPhrase(text: string, locale: Locale): string | undefined {
  for (const pattern of PATTERNS[locale]) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/** The parts of a reported item the rule reads; the file is read as it is, before its schema, so a typo is still checked. */
interface ReportedWords {
  topic?: unknown;
  citation?: unknown;
  en?: unknown;
  es?: unknown;
}

const FIX =
  'a report may only give time: say what it gives and send the reader to the firm for the rest (a reported window is "reported to run until …"); what limits a claim needs the law\'s text, in a stated fact';

/** Every reported item of a state guide (its JSON as read) whose English or Spanish words restrict time. */
export function reportGivesTimeProblems(file: string, guide: unknown): ContentProblem[] {
  const reported = guide !== null && typeof guide === 'object' && 'reported' in guide ? guide.reported : undefined;
  if (!Array.isArray(reported)) return [];
  return reported.flatMap((item: ReportedWords, index: number) =>
    (['en', 'es'] as const).flatMap((locale) => {
      const text = item[locale];
      const phrase = typeof text === 'string' ? restrictingPhrase(text, locale) : undefined;
      if (phrase === undefined) return [];
      const name = `${String(item.topic)}, ${String(item.citation)}`;
      return [{ file, at: `reported.${index}.${locale}`, problem: `the reported item (${name}) restricts time on a report: "${phrase}"`, fix: FIX }];
    }),
  );
}

/**
 * "Claims still alive" asks a survivor to know the law before she can read the sentence: the text that says which
 * claims a change reaches gives the rule before it instead, in years or ages she can apply to herself.
 */
const STILL_ALIVE = /(?<![\p{L}])(?:still alive|(?:seguían|siguen|seguía|sigue) vigentes?)(?![\p{L}])/iu;

/** Every `coverage` sentence of a state guide (its JSON as read) that says "still alive" instead of the earlier rule. */
export function coverageWordsProblems(file: string, guide: unknown): ContentProblem[] {
  if (guide === null || typeof guide !== 'object') return [];
  return (['personalInjury', 'childSexualAbuse', 'adultSexualAssault'] as const).flatMap((topic) => {
    const fact: unknown = (guide as Record<string, unknown>)[topic];
    const coverage: unknown = fact !== null && typeof fact === 'object' && 'coverage' in fact ? fact.coverage : undefined;
    if (coverage === null || typeof coverage !== 'object') return [];
    return (['en', 'es'] as const).flatMap((locale) => {
      const text: unknown = (coverage as Record<string, unknown>)[locale];
      const found = typeof text === 'string' ? STILL_ALIVE.exec(text) : null;
      if (!found) return [];
      return [
        {
          file,
          at: `${topic}.coverage.${locale}`,
          problem: `says "${found[0]}", which a survivor cannot apply to herself`,
          fix: 'say what the rule was before the change, from the earlier text of the law ("if you were under 38 on January 1, 2014 …"), or, where it was not read, to ask the firm',
        },
      ];
    });
  });
}
