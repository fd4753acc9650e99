import type { ContentProblem } from './problem';

/*
 * One Spanish term per concept (content/glossary/es.ts). Every Spanish article, legal page and dictionary
 * sentence is searched for the variants the glossary rejects, after the preferred term itself is taken out (so
 * "Mayús" inside "Shift (Mayús)" passes).
 */

export interface GlossaryEntry {
  use: string;
  reject: readonly string[];
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term as a whole word or phrase, in any case; accented letters count as letters. */
const asWord = (term: string) => new RegExp(`(?<![\\p{L}\\d])${escape(term)}(?![\\p{L}\\d])`, 'giu');

/** The rejected variants a text uses, each with the term to use instead. */
export function rejectedTerms(text: string, glossary: readonly GlossaryEntry[]): { found: string; use: string }[] {
  return glossary.flatMap(({ use, reject }) => {
    const rest = text.replace(asWord(use), ' ');
    return reject.filter((variant) => asWord(variant).test(rest)).map((variant) => ({ found: variant, use }));
  });
}

/** Every line of a Spanish text that uses a rejected variant, named by line (or by `where` for a text with no lines). */
export function glossaryProblems(file: string, text: string, glossary: readonly GlossaryEntry[], where?: (line: number) => string): ContentProblem[] {
  return text.split('\n').flatMap((line, i) =>
    rejectedTerms(line, glossary).map(({ found, use }) => ({
      file,
      at: where ? where(i + 1) : `line ${i + 1}`,
      problem: `"${found}" is not the glossary's term`,
      fix: `write "${use}" instead (content/glossary/es.ts lists one Spanish term per concept)`,
    })),
  );
}
