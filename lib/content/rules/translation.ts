import type { ContentProblem } from './problem';

/*
 * The Spanish edition must let a Spanish reader do everything an English one can. The types catch a
 * missing key; this rule catches what types cannot: a sentence left in English, a lost {placeholder}, a changed id.
 */

/** Every string inside a value, in order. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Ids that pages link to or key on (FAQ questions, about sections): the same in both languages. */
const KEPT_KEYS = new Set(['id']);

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[0])
    .sort()
    .join(' ');

/**
 * Walks an English value and its Spanish twin together and lists every difference that matters, each at its path
 * ("faqTabs.0.label"). `sameInSpanish` holds the strings that rightly read the same (the brand's words, "No").
 */
export function translationProblems(file: string, english: unknown, spanish: unknown, at: string, sameInSpanish: ReadonlySet<string>): ContentProblem[] {
  const problem = (what: string, fix: string): ContentProblem[] => [{ file, at, problem: what, fix }];
  const key = at.split('.').at(-1) ?? '';
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return problem('expected a string', `write the Spanish of "${english}"`);
    if (KEPT_KEYS.has(key))
      return spanish === english ? [] : problem(`must stay "${english}", found "${spanish}"`, 'keep the id as in English: pages link to it');
    return [
      ...(spanish === english && !sameInSpanish.has(english) ? problem(`still English ("${english}")`, 'translate it') : []),
      ...(placeholders(spanish) !== placeholders(english)
        ? problem(`placeholders "${placeholders(spanish)}" instead of "${placeholders(english)}"`, 'keep every {placeholder} of the English, untranslated')
        : []),
    ];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length)
      return problem(`expected a list of ${english.length}`, 'translate every entry of the English list, in the same order');
    return english.flatMap((item, index) => translationProblems(file, item, spanish[index], `${at}.${index}`, sameInSpanish));
  }
  if (english !== null && typeof english === 'object') {
    if (spanish === null || typeof spanish !== 'object') return problem('expected an object', 'give it the same keys as the English');
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    return [
      ...(englishKeys.join() !== spanishKeys.join()
        ? problem(`keys ${spanishKeys.join(', ')} instead of ${englishKeys.join(', ')}`, 'give it the same keys as the English')
        : []),
      ...englishKeys.flatMap((k) =>
        translationProblems(file, (english as Record<string, unknown>)[k], (spanish as Record<string, unknown>)[k], `${at}.${k}`, sameInSpanish),
      ),
    ];
  }
  return spanish === english ? [] : problem(`${String(spanish)} instead of ${String(english)}`, `write ${String(english)}, as in English`);
}
