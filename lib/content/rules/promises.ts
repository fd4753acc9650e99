import { blocksOf, quote, sentenceWith, type ContentProblem, type MarkdownDoc } from './problem';

/*
 * Every promise (reply aim, confidentiality, fees and costs, time limits, no attorney-client relationship)
 * is written once per language in content/<locale>/promises.ts and quoted, never rephrased, wherever it appears.
 * Articles are Markdown and cannot import the entry, so each writes the same sentences and these rules hold them to it.
 */

/** The two promises every article's closing call to action quotes word for word. */
export interface QuotedPromises {
  replyAim: string;
  noRelationship: string;
}

/** The article's last paragraph is its call to action: a link to the case form quoting the reply aim and the notice. */
export function closingPromiseProblems({ file, body, firstLine }: MarkdownDoc, promises: QuotedPromises): ContentProblem[] {
  const closing = blocksOf(body, firstLine).at(-1);
  const at = closing ? `line ${closing.line}` : '';
  const text = closing?.text ?? '';
  const problems: ContentProblem[] = [];
  const missing = (what: string, fix: string) => problems.push({ file, at, problem: `the closing paragraph does not ${what}`, fix });
  if (!text.includes('](/formInput/)'))
    missing('link to the case form', 'end the article with a paragraph that links to it, e.g. "[Ask for a free consultation](/formInput/)."');
  if (!text.includes(promises.replyAim)) missing('quote the reply aim word for word', `copy this sentence into the last paragraph: "${promises.replyAim}"`);
  if (!text.includes(promises.noRelationship))
    missing('quote the no-relationship notice word for word', `copy this sentence into the last paragraph: "${promises.noRelationship}"`);
  return problems;
}

/** How each language says "24 hours", and the ways of saying "at any hour" that are no reply time. */
const REPLY_TIME = { en: { dayLong: /\b24 hours\b/, everyday: /24\/7|day and night/ }, es: { dayLong: /\b24 horas\b/, everyday: /[Ll]as 24 horas/ } } as const;

/** A text (one paragraph, or one dictionary string) that names a reply time must quote the reply aim in it. */
export function rephrasedReplyTime(text: string, locale: 'en' | 'es', replyAim: string): boolean {
  const { dayLong, everyday } = REPLY_TIME[locale];
  return dayLong.test(text) && !everyday.test(text) && !text.includes(replyAim);
}

export function replyTimeProblems({ file, body, firstLine }: MarkdownDoc, locale: 'en' | 'es', replyAim: string): ContentProblem[] {
  return blocksOf(body, firstLine)
    .filter((b) => rephrasedReplyTime(b.text, locale, replyAim))
    .map((b) => ({
      file,
      at: `line ${b.line}`,
      problem: `states a reply time in its own words (${quote(sentenceWith(b.text, REPLY_TIME[locale].dayLong))})`,
      fix: `quote the reply aim instead, word for word: "${replyAim}"`,
    }));
}

/** Promises the firm could not sign, in either language, with why each cannot stand. */
export const UNSIGNABLE: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /we reply in less than 24 hours/i, why: 'a guaranteed reply time; the firm only aims to reply in less than 24 hours' },
  { pattern: /\b(le )?respondemos en menos de 24 horas/i, why: 'a guaranteed reply time; the firm only aims to reply in less than 24 hours' },
  { pattern: /connect(ed)? (you|me) with a lawyer/i, why: 'a promise of a lawyer; the site sends a message to the firm’s intake team' },
  { pattern: /(le|me) (pondremos|puso) en contacto con un abogado/i, why: 'a promise of a lawyer; the site sends a message to the firm’s intake team' },
  { pattern: /only for you/i, why: 'a claim of exclusivity no one can check' },
  { pattern: /solo para usted/i, why: 'a claim of exclusivity no one can check' },
  { pattern: /experienced lawyer|abogados? con experiencia/i, why: 'a claim about a lawyer’s experience, which lawyer-advertising rules restrict' },
  { pattern: /Confidential\. No cost/, why: 'confidentiality without its limit; quote the confidentiality promise' },
  { pattern: /Confidencial\. Sin costo/, why: 'confidentiality without its limit; quote the confidentiality promise' },
  {
    pattern: /typically two to four years|por lo general es de dos a cuatro años/i,
    why: 'a time limit that hides the one-year states; quote the time-limit promise',
  },
];

/** Blocks (or a whole text, at line 1) that make a promise the firm could not sign. */
export function unsignableProblems({ file, body, firstLine }: MarkdownDoc): ContentProblem[] {
  return blocksOf(body, firstLine).flatMap((b) =>
    UNSIGNABLE.filter(({ pattern }) => pattern.test(b.text)).map(({ pattern, why }) => ({
      file,
      at: `line ${b.line}`,
      problem: `says ${quote(pattern.exec(b.text)?.[0] ?? '')}: ${why}`,
      fix: 'rewrite it, or quote the promise from content/<language>/promises.ts word for word',
    })),
  );
}
