import { blocksOf, quote, type Block, type ContentProblem, type MarkdownDoc } from './problem';

/*
 * Two facts matter most to this site's readers, and an article that leaves them out can cost a survivor a claim or
 * their safety:
 * - A general time limit ("two to four years") read alone suggests there is time. Some states allow only one year,
 *   and survivors of childhood sexual abuse often have far longer or reopened windows. An article that gives a limit
 *   must say both.
 * - A journal, photos or saved messages can be demanded by the other side in a lawsuit, and can be found by the
 *   person who hurt the reader. An article that recommends keeping them must say both.
 * The detectors read the English Markdown an editor writes; each pattern is documented where it is defined.
 */

/**
 * A count of years as the articles write it: "two to four years", "2-4 years", "one year", "a year", "a few years",
 * "several years". Bare "years" ("some cases take years") is no limit and does not count.
 */
const YEAR_COUNT = new RegExp(
  String.raw`\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|several)` +
    String.raw`(?:\s*(?:to|or|-|–)\s*(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+))?\s+years?\b`,
  'i',
);
/** Words that name a filing limit. Matched per paragraph, since a limit is often named in one sentence and counted in the next. */
const LIMIT_WORDS = /\bstatute of limitations\b|\btime limits?\b|\bdeadlines?\b/i;

/** "as little as one year", "as short as one year", "only one year", "just one year". */
const ONE_YEAR = /\b(?:as little as|as short as|only|just) (?:one|1|a single) year\b/i;
/** The survivors sentence names childhood sexual abuse, in either of the ways the articles put it. */
const CHILDHOOD_ABUSE = /\bchildhood sexual abuse\b|\b(?:sexually )?abused as (?:a )?child(?:ren)?\b/i;

/**
 * Things a reader keeps that the other side can demand. Photos and pictures only in the plural: "a photo of you smiling"
 * is a warning about social media, not advice to keep one.
 */
const RECORD = /\b(?:journals?|diar(?:y|ies)|notes|photos|pictures|videos|screenshots|messages|texts|e-?mails?)\b/i;
/**
 * Advice to keep such records: an instruction verb and a record in one statement ("Take photos of the scene"), or
 * "write (things) down" anywhere in a paragraph that names a record, since that advice is often split over two
 * sentences ("A short journal can help. Write down your pain level."). Verb and record anywhere in a paragraph would
 * be too loose: "calls and emails go unanswered ... keep clients informed" is no advice to keep e-mails.
 */
const KEEP_VERB = /\b(?:keep|take|save|store|write|gather|bring)\b/i;
const WRITE_DOWN = /\bwrite (?:\w+ )?down\b/i;
/** The first half of the warning: the other side can ask for the records. */
const OTHER_SIDE = /\b(?:other side|opposing side|defen[cs]e)\b/i;
const ASKS = /\b(?:ask(?:s|ed)?|request(?:s|ed)?|demand(?:s|ed)?)\b/i;
/** The second half: kept where the person who hurt the reader cannot get at them. */
const HARMER = /\babusers?\b|\b(?:person|people|someone|anyone|no one|whoever) who (?:has |have |might |may )?(?:hurt|harmed?|abused?) you\b/i;
const GET_AT = /\b(?:find|read|open|reach|see|get to)\b/i;

/** Blocks that can carry advice: headings and figure markers carry none. */
const prose = (body: string, firstLine = 1): Block[] => blocksOf(body, firstLine).filter((b) => !/^\s*(?:#|\[\[figure:)/.test(b.text));

/**
 * Sentences and list items. A list introduced by a line ending in a colon ("Gather what you can:") gets that lead-in
 * in front of every item, because the lead-in is what turns "- Photos of your injuries" into advice.
 */
function statements(body: string, firstLine = 1): Block[] {
  const out: Block[] = [];
  let leadIn = '';
  for (const block of prose(body, firstLine)) {
    const lines = block.text.split('\n');
    if (lines.every((l) => /^\s*(?:[-*]|\d+\.)\s/.test(l))) {
      lines.forEach((l, i) => out.push({ text: `${leadIn} ${l.replace(/^\s*(?:[-*]|\d+\.)\s/, '')}`, line: block.line + i }));
      leadIn = '';
      continue;
    }
    out.push(...block.text.split(/(?<=[.!?])\s+/).map((text) => ({ text, line: block.line })));
    leadIn = block.text.trimEnd().endsWith(':') ? block.text.trim() : '';
  }
  return out;
}

/** The first paragraph that gives a time limit in years, or undefined. */
export const timeLimitGiven = (body: string, firstLine = 1): Block | undefined =>
  prose(body, firstLine).find((p) => LIMIT_WORDS.test(p.text) && YEAR_COUNT.test(p.text));

/** The first statement that advises keeping records, or undefined. */
export const recordsAdvised = (body: string, firstLine = 1): Block | undefined =>
  statements(body, firstLine).find((s) => RECORD.test(s.text) && KEEP_VERB.test(s.text)) ??
  prose(body, firstLine).find((p) => RECORD.test(p.text) && WRITE_DOWN.test(p.text));

export const saysRecordsCanBeRequested = (body: string): boolean =>
  statements(body).some((s) => RECORD.test(s.text) && OTHER_SIDE.test(s.text) && ASKS.test(s.text));
export const saysKeepFromHarmer = (body: string): boolean => statements(body).some((s) => HARMER.test(s.text) && GET_AT.test(s.text));

/** An English article that gives a time limit must say some states allow one year and survivors of childhood abuse far longer. */
export function timeLimitProblems({ file, body, firstLine }: MarkdownDoc): ContentProblem[] {
  const limit = timeLimitGiven(body, firstLine);
  if (!limit) return [];
  const at = `line ${limit.line}`;
  const problems: ContentProblem[] = [];
  if (!ONE_YEAR.test(body))
    problems.push({
      file,
      at,
      problem: 'gives a time limit in years but not that some states allow as little as one year',
      fix: 'add a sentence such as "In some states, such as Kentucky, the limit is as little as one year."',
    });
  if (!CHILDHOOD_ABUSE.test(body))
    problems.push({
      file,
      at,
      problem: 'gives a time limit in years but not the longer limits for survivors of childhood sexual abuse',
      fix: 'add a sentence such as "Survivors of childhood sexual abuse often have far longer limits."',
    });
  return problems;
}

/** An English article that suggests keeping photos, notes or messages must say the other side can ask for them, and to keep them safe. */
export function recordsWarningProblems({ file, body, firstLine }: MarkdownDoc): ContentProblem[] {
  const advice = recordsAdvised(body, firstLine);
  if (!advice) return [];
  const at = `line ${advice.line}`;
  const problems: ContentProblem[] = [];
  if (!saysRecordsCanBeRequested(body))
    problems.push({
      file,
      at,
      problem: `suggests keeping records (${quote(advice.text)}) but never says the other side can ask for them`,
      fix: 'add, in one sentence: "In a lawsuit, the other side can ask to see your notes, photos and messages."',
    });
  if (!saysKeepFromHarmer(body))
    problems.push({
      file,
      at,
      problem: `suggests keeping records (${quote(advice.text)}) but not to keep them where the person who hurt you cannot reach them`,
      fix: 'add, in one sentence: "Keep them where the person who hurt you cannot find or read them."',
    });
  return problems;
}
