/**
 * Checks on the words of a legal fact that a schema cannot make: the two languages give the same dates, a window's
 * text gives the dates its fields give, and no text says on its own whether a window is open, since only the day the
 * site is built can say that.
 */

const MONTHS_EN = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const iso = (year: string, monthIndex: number, day: string) => `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;

/** Every full date written in the text ("January 1, 2024"; "1 de enero de 2024", "1.º de enero de 2024"), as YYYY-MM-DD. */
function datesIn(text: string, locale: 'en' | 'es'): string[] {
  const found: string[] = [];
  if (locale === 'en') {
    for (const m of text.matchAll(new RegExp(`\\b(${MONTHS_EN.join('|')}) (\\d{1,2}), (\\d{4})\\b`, 'gi')))
      found.push(iso(m[3]!, MONTHS_EN.indexOf(m[1]!.toLowerCase()), m[2]!));
  } else {
    for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:\\.?º)? de (${MONTHS_ES.join('|')}) (?:de|del) (\\d{4})\\b`, 'gi')))
      found.push(iso(m[3]!, MONTHS_ES.indexOf(m[2]!.toLowerCase()), m[1]!));
  }
  return [...new Set(found)].sort();
}

const STATUS_WORDS: Record<'en' | 'es', RegExp> = {
  en: /\b(?:is|are|remains?|still|now) (?:still |now )?(?:open|closed)\b|\bhas (?:now |already )?closed\b/i,
  es: /\b(?:está|están|sigue|siguen|seguir|permanece|ya está|ya están) (?:abiert|cerrad)[oa]s?\b/i,
};

/** Problems with one fact's text, each naming the field; `dateFields` are the dates the text must give (a window's). */
export function legalTextProblems(fact: { en: string; es: string }, dateFields: readonly (string | null)[] = []): string[] {
  const problems: string[] = [];
  const en = datesIn(fact.en, 'en');
  const es = datesIn(fact.es, 'es');
  if (en.join() !== es.join()) problems.push(`es: gives the dates [${es.join(', ')}] where the English gives [${en.join(', ')}]`);
  for (const date of dateFields) {
    if (date !== null && !en.includes(date)) problems.push(`en: does not give the date ${date} that its date fields give`);
  }
  for (const locale of ['en', 'es'] as const) {
    const status = STATUS_WORDS[locale].exec(fact[locale]);
    if (status)
      problems.push(`${locale}: says "${status[0]}": whether a window is open is worked out from the build date, so the text gives only dates and conditions`);
  }
  return problems;
}

/** The text checks for a rule and, where a recent law lengthened it, for the sentence that says which claims it covers. */
export function legalFactProblems(fact: { en: string; es: string; coverage: { en: string; es: string; effective: string | null } | null }): string[] {
  const problems = legalTextProblems(fact);
  if (fact.coverage) problems.push(...legalTextProblems(fact.coverage, [fact.coverage.effective]).map((p) => `coverage.${p}`));
  return problems;
}

/**
 * Words that state or imply a deadline. A reported item only gives time, so its text may not say when time runs out:
 * "must file", "deadline", "too late", "barred", "expire(s)", "runs out" (but the past, "expired claims", "whose time ran out" or "had run out", describes
 * the claims a rule revives or does not, and is fine), and in Spanish "plazo vence", "demasiado tarde", "prescribe" and the like ("reclamos vencidos" is fine).
 */
const DEADLINE_WORDS: Record<'en' | 'es', RegExp> = {
  en: /\bmust (?:be )?(?:file|filed|bring|brought|sue|start|started|commence|commenced|act)\b|\bdeadlines?\b|\btoo late\b|\b(?:time-)?barred\b|\bexpir(?:e|es|ing|ation)\b|(?<!\b(?:had|have|has|already) )\bruns? out\b|\bcut off\b|\b(?:can|may) no longer\b|\bno longer (?:be )?(?:file|filed|sue|bring|brought)\b|\bfiling (?:period )?ends\b/i,
  // \b only knows ASCII letters, and Spanish words end in accented ones ("vencerá"): letters are matched as letters.
  es: /(?<!\p{L})(?:plazos? vencen?|venc(?:e|en|erá|erán|iendo|imiento)|demasiado tarde|prescrib\p{L}*|fecha límite|deben? (?:presentar|demandar|iniciar)\p{L}*|ya no (?:puede|pueden|podrá|podrán)|se acaba\p{L}*)(?!\p{L})/iu,
};

/**
 * The checks for a reported item: those of any legal text (same dates in both languages, a window's dates in its
 * text, no "is open"), and no word that states a deadline, in either language.
 */
export function reportedTextProblems(item: { en: string; es: string; opened: string | null; closed: string | null }): string[] {
  const problems = legalTextProblems(item, [item.opened, item.closed]);
  for (const locale of ['en', 'es'] as const) {
    const deadline = DEADLINE_WORDS[locale].exec(item[locale]);
    if (deadline)
      problems.push(
        `${locale}: says "${deadline[0]}": a reported item only gives time, so it may not state or imply a deadline (a deadline needs the law's text)`,
      );
  }
  return problems;
}

/** A time written out: "two years", "1 year", "nine-year", "six months", "90 days". */
const DURATION = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)[- ](?:years?|months?|days?)\b/i;
/** Research notes that belong in askTheFirm or notes, not in a citation a page shows. */
const CITATION_NOTES =
  /\b(?:not read|was read|no separate|was found|were found|widely reported|disputed|editions?|if .{0,40} still|its successor|not identified|as reported)\b/i;

/**
 * A citation is shown on the page as the law's name. It may not carry research notes, and the citation of the law that
 * governs an unstated limit may not give the limit itself ("two years"): that is the deadline the guide could not
 * confirm from the text, and a survivor would read it as one.
 */
export function citationProblems(citation: string, { governing }: { governing: boolean }): string[] {
  const problems: string[] = [];
  const note = CITATION_NOTES.exec(citation);
  if (note) problems.push(`says "${note[0]}": a research note goes in askTheFirm or notes, and the citation names only the law`);
  const duration = governing ? DURATION.exec(citation) : null;
  if (duration)
    problems.push(`says "${duration[0]}": the law that governs an unstated limit is named without the limit, which was not confirmed from its text`);
  return problems;
}
