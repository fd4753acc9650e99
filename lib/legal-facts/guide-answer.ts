import type { AnswerLine, StateGuideData } from '@/lib/schemas/state-guide';
import type { Locale } from '@/lib/i18n';
import { reportedTextProblems } from '@/lib/legal-facts/legal-text';
import { restrictingPhrase } from '@/lib/content/rules/report-gives-time';

/** The situations a guide answers first, in the order a survivor meets them, and the fact each one rests on. */
const SITUATIONS = ['child', 'adult', 'injury'] as const;
type Situation = (typeof SITUATIONS)[number];

const FACT_OF = { child: 'childSexualAbuse', adult: 'adultSexualAssault', injury: 'personalInjury' } as const;

/** The reported topics that may carry a situation's reported line: a window reopens old claims of either kind of abuse. */
const REPORTED_TOPICS: Record<Situation, readonly string[]> = {
  child: ['childSexualAbuse', 'revivalWindows'],
  adult: ['adultSexualAssault', 'revivalWindows'],
  injury: ['personalInjury'],
};

type AnswerData = Pick<
  StateGuideData,
  'answer' | 'childSexualAbuse' | 'adultSexualAssault' | 'personalInjury' | 'revivalWindows' | 'adultSameAsGeneral' | 'reported'
>;

/** Whether the guide states a rule this situation's line can rest on: its own fact, the general limit or, for childhood abuse, a window. */
function statedBasis(data: AnswerData, situation: Situation): boolean {
  if (data[FACT_OF[situation]] !== null) return true;
  if (situation === 'adult' && data.adultSameAsGeneral === true && data.personalInjury !== null) return true;
  return situation === 'child' && data.revivalWindows.length > 0;
}

/** A reported line says it is reported, in its own words, so it never reads as a stated rule. */
const REPORTED_WORD: Record<Locale, RegExp> = { en: /\breported\b/i, es: /(?<!\p{L})(?:se informa|según)(?!\p{L})/iu };

/** Problems with a guide's opening lines, each naming its field (answer.child.basis, answer.adult.en, ...). */
export function answerProblems(data: AnswerData): string[] {
  const problems: string[] = [];
  for (const situation of SITUATIONS) {
    const line: AnswerLine = data.answer[situation];
    const field = `answer.${situation}`;
    const stated = statedBasis(data, situation);
    if (line.basis === 'stated' && !stated)
      problems.push(`${field}.basis: "stated" needs a stated fact for this situation (${FACT_OF[situation]}), and the guide states none`);
    if (line.basis === 'stated' && (line.en === undefined) !== (line.es === undefined))
      problems.push(`${field}: a stated line gives its own words in both languages ("en" and "es") or in neither`);
    const generalOnly = situation === 'adult' && data.adultSameAsGeneral === true && data.personalInjury !== null;
    if (line.basis === 'stated' && stated && line.en === undefined && data[FACT_OF[situation]] === null && !generalOnly)
      problems.push(`${field}: a line that rests on a window, with no fact of its own to show, gives its words: { "basis": "stated", "en": ..., "es": ... }`);
    if (line.basis !== 'stated' && data[FACT_OF[situation]] !== null)
      problems.push(`${field}.basis: the guide states ${FACT_OF[situation]}, so the line rests on it: { "basis": "stated" }`);
    if (line.basis === 'reported') {
      problems.push(...reportedTextProblems({ en: line.en, es: line.es, opened: null, closed: null }).map((p) => `${field}.${p}`));
      if (!data.reported.some((item) => REPORTED_TOPICS[situation].includes(item.topic)))
        problems.push(`${field}.basis: "reported" needs a reported item on ${REPORTED_TOPICS[situation].join(' or ')}, and the guide has none`);
      for (const locale of ['en', 'es'] as const) {
        // The same words every reported item is refused (lib/content/rules/report-gives-time.ts).
        const restricting = restrictingPhrase(line[locale], locale);
        if (restricting) problems.push(`${field}.${locale}: says "${restricting}": a reported line only gives time`);
        if (!REPORTED_WORD[locale].test(line[locale]))
          problems.push(`${field}.${locale}: a reported line says in its own words that it is reported ("is reported to…" / "según se informa…")`);
      }
    }
    if (line.basis === 'open' && stated && data[FACT_OF[situation]] === null)
      problems.push(`${field}.basis: the guide states a rule for this situation, so the line rests on it: { "basis": "stated" }`);
    if (line.basis === 'open' && data.reported.some((item) => item.topic === FACT_OF[situation]))
      problems.push(`${field}.basis: a report gives time for this situation, so the line gives it: { "basis": "reported", "en": ..., "es": ... }`);
  }
  return problems;
}

/** One opening line as the page shows it: its basis and, where it has words of its own or a short fact, the text. */
interface AnswerLineView {
  situation: Situation;
  basis: AnswerLine['basis'];
  /** Null for an open line: the page says what keeps the question open, in its own copy. */
  text: string | null;
  /** Whether the text is the general limit standing in for the adult rule, which the page says in words. */
  general: boolean;
}

type AnswerGuide = Pick<AnswerData, 'answer' | 'childSexualAbuse' | 'adultSexualAssault' | 'personalInjury' | 'adultSameAsGeneral'>;

/**
 * The lines a guide opens with, in one language. A fact the firm's lawyer confirmed settles its line: where the
 * shipped line was reported or open, the confirmed fact's short form takes its place.
 */
export function answerLines(guide: AnswerGuide, locale: Locale): AnswerLineView[] {
  return SITUATIONS.map((situation) => {
    const line = guide.answer[situation];
    const fact = guide[FACT_OF[situation]];
    const own = line.basis === 'stated' ? line[locale] : undefined;
    if (own !== undefined) return { situation, basis: 'stated', text: own, general: false };
    if (fact) return { situation, basis: 'stated', text: fact.short[locale], general: false };
    if (situation === 'adult' && guide.adultSameAsGeneral === true && guide.personalInjury)
      return { situation, basis: 'stated', text: guide.personalInjury.short[locale], general: true };
    if (line.basis === 'reported') return { situation, basis: 'reported', text: line[locale], general: false };
    return { situation, basis: 'open', text: null, general: false };
  });
}
