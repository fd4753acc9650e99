import { loadArticles, type Article } from '@/lib/articles';

/*
 * Two facts matter most to this site's readers, and an article that leaves them out can cost a survivor a claim or
 * their safety (issue 11):
 * - A general time limit ("two to four years") read alone suggests there is time. Some states allow only one year,
 *   and survivors of childhood sexual abuse often have far longer or reopened windows. An article that gives a limit
 *   must say both.
 * - A journal, photos or saved messages can be demanded by the other side in a lawsuit, and can be found by the
 *   person who hurt the reader. An article that recommends keeping them must say both.
 * The detectors below read the Markdown an editor writes; each pattern is documented where it is defined.
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
/** The first half of article 5's warning: the other side can ask for the records. */
const OTHER_SIDE = /\b(?:other side|opposing side|defen[cs]e)\b/i;
const ASKS = /\b(?:ask(?:s|ed)?|request(?:s|ed)?|demand(?:s|ed)?)\b/i;
/** The second half: kept where the person who hurt the reader cannot get at them. */
const HARMER = /\babusers?\b|\b(?:person|people|someone|anyone|no one|whoever) who (?:has |have |might |may )?(?:hurt|harmed?|abused?) you\b/i;
const GET_AT = /\b(?:find|read|open|reach|see|get to)\b/i;

/** Blocks of Markdown separated by blank lines; headings and figure markers carry no advice. */
function paragraphs(body: string): string[] {
  return body.split(/\n\s*\n/).filter((p) => !/^\s*(?:#|\[\[figure:)/.test(p));
}

/**
 * Sentences and list items. A list introduced by a line ending in a colon ("Gather what you can:") gets that lead-in
 * in front of every item, because the lead-in is what turns "- Photos of your injuries" into advice.
 */
function statements(body: string): string[] {
  const out: string[] = [];
  let leadIn = '';
  for (const block of paragraphs(body)) {
    const lines = block.split('\n');
    const isList = lines.every((l) => /^\s*(?:[-*]|\d+\.)\s/.test(l) || l.trim() === '');
    if (isList) {
      out.push(...lines.filter((l) => l.trim()).map((l) => `${leadIn} ${l.replace(/^\s*(?:[-*]|\d+\.)\s/, '')}`));
      leadIn = '';
      continue;
    }
    out.push(...block.split(/(?<=[.!?])\s+/));
    leadIn = block.trimEnd().endsWith(':') ? block.trim() : '';
  }
  return out;
}

const statesTimeLimit = (body: string) => paragraphs(body).some((p) => LIMIT_WORDS.test(p) && YEAR_COUNT.test(p));
const recommendsRecords = (body: string) =>
  statements(body).some((s) => RECORD.test(s) && KEEP_VERB.test(s)) || paragraphs(body).some((p) => RECORD.test(p) && WRITE_DOWN.test(p));
const saysRecordsCanBeRequested = (body: string) => statements(body).some((s) => RECORD.test(s) && OTHER_SIDE.test(s) && ASKS.test(s));
const saysKeepFromHarmer = (body: string) => statements(body).some((s) => HARMER.test(s) && GET_AT.test(s));

function problems(article: Article): string[] {
  const found: string[] = [];
  const { body, file } = article;
  if (statesTimeLimit(body)) {
    if (!ONE_YEAR.test(body)) found.push(`${file}: gives a time limit but not that some states allow as little as one year`);
    if (!CHILDHOOD_ABUSE.test(body)) found.push(`${file}: gives a time limit but not the longer limits for survivors of childhood sexual abuse`);
  }
  if (recommendsRecords(body)) {
    if (!saysRecordsCanBeRequested(body)) found.push(`${file}: recommends keeping records but not that the other side can ask for them`);
    if (!saysKeepFromHarmer(body)) found.push(`${file}: recommends keeping records but not to keep them where the person who hurt you cannot get at them`);
  }
  return found;
}

describe('the detectors', () => {
  it.each([
    'The statute of limitations is usually two years.',
    'Every state sets a deadline. It typically ranges from two to four years.',
    'You have a few years to file; this time limit is strict.',
    'The deadline is 2-4 years in most states.',
    'In some states the time limit is only a year.',
  ])('finds a time limit in %j', (text) => {
    expect(statesTimeLimit(text)).toBe(true);
  });

  it.each([
    'Some cases settle in months. Others take years.',
    'A structured settlement can pay for care that lasts for years.',
    'Filing deadlines are real, and a good lawyer will tell you yours.',
    'Where these limits exist, they are often 10 years or more.',
  ])('finds no time limit in %j', (text) => {
    expect(statesTimeLimit(text)).toBe(false);
  });

  it.each([
    'Keep a short journal of your pain.',
    'If you are able, try to:\n\n- Take photos of the scene.\n- Call the police.',
    'Gather what you can:\n\n- Photos of your injuries\n- Letters or emails from any insurer',
    '**Write things down.** Memories fade. A few notes made now can help later.',
    'A short journal can help. A few lines a day is enough. Write down your pain level.',
  ])('finds advice to keep records in %j', (text) => {
    expect(recommendsRecords(text)).toBe(true);
  });

  it.each([
    'Insurers may look at public posts and photos.',
    'If calls and emails go unanswered, things may not improve. Lawyers must keep clients informed.',
    'Bring these to your first meeting. Writing down the answers can help.',
  ])('finds no advice to keep records in %j', (text) => {
    expect(recommendsRecords(text)).toBe(false);
  });

  it('tells the two halves of the records warning apart', () => {
    expect(saysRecordsCanBeRequested('In a lawsuit, the other side can ask to see your journal.')).toBe(true);
    expect(saysRecordsCanBeRequested('The other side may ask for some counseling records.')).toBe(false);
    expect(saysKeepFromHarmer('Keep it where the person who hurt you cannot find it.')).toBe(true);
    expect(saysKeepFromHarmer('If the product that hurt you is under recall, pause before you send it back.')).toBe(false);
  });
});

describe('the real articles', () => {
  const articles = loadArticles();

  it('are read by the detectors: the articles the issue names give a time limit', () => {
    const withLimit = articles.filter((a) => statesTimeLimit(a.body)).map((a) => a.number);
    expect(withLimit).toEqual(expect.arrayContaining([2, 3, 8, 10, 12, 15]));
    expect(articles.filter((a) => recommendsRecords(a.body)).length).toBeGreaterThanOrEqual(5);
  });

  it('warn about one-year states, survivors’ longer limits, and records the other side can demand', () => {
    expect(articles.flatMap(problems)).toEqual([]);
  });
});
