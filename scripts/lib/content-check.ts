// Every rule an article, page or guide must meet, run on the real content/ in seconds: by `npm run check:content`,
// before `next build` in `npm run build`, and by jest. Each problem is one or two plain lines an editor can act on.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { en } from '@/content/en';
import { es } from '@/content/es';
import { spanishGlossary } from '@/content/glossary/es';
import { isPublished, readArticles, readTranslatedArticles, renderArticle, type Article } from '@/lib/content/articles';
import { loadLegalPage, type LegalPageSlug } from '@/lib/content/legal-pages';
import { loadPageFacts } from '@/lib/legal-facts/page-facts';
import { loadStateGuides } from '@/lib/legal-facts/state-guides';
import { US_STATE_CODES } from '@/lib/schemas/us-states';
import { bodyStartLine, formatProblem, type ContentProblem, type MarkdownDoc } from '@/lib/content/rules/problem';
import { closingPromiseProblems, rephrasedReplyTime, replyTimeProblems, unsignableProblems, UNSIGNABLE } from '@/lib/content/rules/promises';
import { coverageWordsProblems, reportGivesTimeProblems } from '@/lib/content/rules/report-gives-time';
import { outcomePromiseProblems, outcomePromisesIn } from '@/lib/content/rules/outcome-promises';
import { recordsWarningProblems, timeLimitProblems } from '@/lib/content/rules/safety-wording';
import { glossaryProblems } from '@/lib/content/rules/spanish-glossary';
import { stringsOf, translationProblems } from '@/lib/content/rules/translation';
import { BRAND } from '@/content/shared/brand';
import { checkIllustrations, staleDrawings } from '../images/generate';

const DICTIONARIES = { en, es } as const;
type Language = keyof typeof DICTIONARIES;

/** Where each kind of Markdown lives, per language. */
const CONTENT_DIRS = {
  articles: { en: 'content/blog', es: 'content/blog/es' },
  pages: { en: 'content/pages', es: 'content/es/pages' },
} as const;

/** The picture descriptions editors write, beside the articles. */
const PICTURES_DIR = 'content/illustrations';

const LEGAL_PAGES: readonly LegalPageSlug[] = ['privacy', 'safety', 'terms'];

function markdownIn(root: string, dir: string): (MarkdownDoc & { text: string })[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(absolute, name), 'utf8');
      const body = matter(text).content;
      return { file: path.join(dir, name), text, body, firstLine: bodyStartLine(text, body) };
    });
}

/** The "es" sentences of a state guide or a register of legal facts. */
const spanishOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(spanishOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, v]) => (key === 'es' && typeof v === 'string' ? [v] : spanishOf(v)))
      : [];

/** A loader's own report ("Invalid content:" and one line per problem), as lines; anything else is a bug, rethrown. */
function loaderLines(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // A problem is its line and, below it, its Fix line.
    return error.message
      .replace(/^Invalid content:\n/, '')
      .split(/\n(?! {2}Fix:)/)
      .filter((line) => line.trim());
  }
}

/** The dictionary strings of one language that break a promise rule, named by the dictionary. */
function dictionaryProblems(language: Language): ContentProblem[] {
  const file = `content/${language}/*.ts`;
  const { replyAim } = DICTIONARIES[language].promises;
  return stringsOf(DICTIONARIES[language]).flatMap((text) => [
    ...(rephrasedReplyTime(text, language, replyAim)
      ? [{ file, at: '', problem: `a sentence states a reply time in its own words: "${text}"`, fix: `quote the reply aim instead: "${replyAim}"` }]
      : []),
    ...UNSIGNABLE.filter(({ pattern }) => pattern.test(text)).map(({ why }) => ({
      file,
      at: '',
      problem: `"${text}" is ${why}`,
      fix: 'rewrite it, or quote the promise from content/<language>/promises.ts',
    })),
  ]);
}

/** English articles with no Spanish file of the same name, found by name alone, even when the English one does not load. */
function missingTwins(root: string): string[] {
  const names = (dir: string) => new Set(markdownIn(root, dir).map((doc) => path.basename(doc.file)));
  const spanish = names(CONTENT_DIRS.articles.es);
  return [...names(CONTENT_DIRS.articles.en)]
    .filter((name) => !spanish.has(name))
    .map(
      (name) =>
        `${path.join(CONTENT_DIRS.articles.en, name)}: has no Spanish translation\n  Fix: write it as ${path.join(CONTENT_DIRS.articles.es, name)} (the same file name and number, as many pictures)`,
    );
}

/** Every string inside a value with the path to it ("faqTabs.0.items.2.paragraphs.1"). */
const stringsWithPaths = (value: unknown, at: string[] = []): { at: string; text: string }[] =>
  typeof value === 'string'
    ? [{ at: at.join('.'), text: value }]
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, v]) => stringsWithPaths(v, [...at, key]))
      : [];

/** The dictionary module and line a sentence is written on, when it is written there whole. */
function whereWritten(root: string, language: Language, words: string): { file: string; line?: number } {
  const dir = path.join('content', language);
  const probe = words.slice(0, 40);
  for (const name of fs
    .readdirSync(path.join(root, dir))
    .filter((n) => n.endsWith('.ts'))
    .sort()) {
    const lines = fs.readFileSync(path.join(root, dir, name), 'utf8').split('\n');
    const index = lines.findIndex((line) => line.includes(probe));
    if (index >= 0) return { file: path.join(dir, name), line: index + 1 };
  }
  return { file: `${dir}/*.ts` };
}

/** Outcome promises in the dictionary of one language, at the module and line that write them. */
const dictionaryOutcomeProblems = (root: string, language: Language): ContentProblem[] =>
  stringsWithPaths(DICTIONARIES[language]).flatMap(({ at, text }) =>
    outcomePromisesIn(text).map((finding) => {
      const { file, line } = whereWritten(root, language, finding.words);
      return { file, at: line ? `line ${line} (${at})` : at, problem: `"${finding.words}" ${finding.why}`, fix: finding.fix };
    }),
  );

/** Outcome promises in the sentences visitors read in JSON: the "en" and "es" of state guides and legal facts, pictures' words. */
function jsonOutcomeProblems(root: string): ContentProblem[] {
  const visible = (dir: string, keep: (at: string) => boolean) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => /^[\w-]+\.json$/.test(name) && name !== 'drawn.json')
      .sort()
      .flatMap((name) =>
        stringsWithPaths(JSON.parse(fs.readFileSync(path.join(root, dir, name), 'utf8')))
          .filter(({ at }) => keep(at))
          .flatMap(({ at, text }) =>
            outcomePromisesIn(text).map((finding) => ({ file: path.join(dir, name), at, problem: `"${finding.words}" ${finding.why}`, fix: finding.fix })),
          ),
      );
  const sentence = (at: string) => /(?:^|\.)(?:en|es)$/.test(at);
  return [
    ...visible('content/states', sentence),
    ...visible('content/legal-facts', sentence),
    ...visible(PICTURES_DIR, () => true),
    ...visible(path.join(PICTURES_DIR, 'es'), () => true),
  ];
}

/** The rules on the Markdown of one language: articles and legal pages. */
function markdownProblems(root: string, language: Language): ContentProblem[] {
  const { promises } = DICTIONARIES[language];
  const articles = markdownIn(root, CONTENT_DIRS.articles[language]);
  const pages = markdownIn(root, CONTENT_DIRS.pages[language]);
  return [
    // The safety detectors read English; the Spanish twin must match its original, which the translator keeps.
    ...(language === 'en' ? articles.flatMap((doc) => [...timeLimitProblems(doc), ...recordsWarningProblems(doc)]) : []),
    ...articles.flatMap((doc) => closingPromiseProblems(doc, promises)),
    ...[...articles, ...pages].flatMap((doc) => [...replyTimeProblems(doc, language, promises.replyAim), ...unsignableProblems(doc)]),
    // The whole file: the title, summary and captions are read by visitors as much as the body.
    ...[...articles, ...pages].flatMap((doc) => outcomePromiseProblems(doc.file, doc.text)),
    ...(language === 'es' ? [...articles, ...pages].flatMap((doc) => glossaryProblems(doc.file, doc.text, spanishGlossary)) : []),
  ];
}

/** Strings that rightly read the same in Spanish: the "No" answer, punctuation, and the brand's own words. */
const SAME_IN_SPANISH = new Set(['No', '.', ...stringsOf(BRAND)]);

/** Every sentence of the English dictionary translated in the Spanish one, with its placeholders and ids. */
const translationOfDictionary = (): ContentProblem[] =>
  Object.keys(en).flatMap((section) =>
    translationProblems('content/es (the Spanish dictionary)', en[section as keyof typeof en], es[section as keyof typeof es], section, SAME_IN_SPANISH),
  );

/** Spanish sentences outside Markdown: the dictionary, the state guides and the registers of legal facts. */
function spanishDataProblems(root: string): ContentProblem[] {
  const dictionary = glossaryProblems('content/es/*.ts', stringsOf(es).join('\n'), spanishGlossary, () => 'a dictionary sentence');
  const data = ['content/states', 'content/legal-facts'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const sentences = spanishOf(JSON.parse(fs.readFileSync(path.join(root, dir, name), 'utf8')));
        return glossaryProblems(path.join(dir, name), sentences.join('\n'), spanishGlossary, () => 'an "es" sentence');
      }),
  );
  return [...dictionary, ...data];
}

/** The state guides' words on time: a report only gives time, and a change's reach is said in the rule before it. */
function stateWordsProblems(root: string): ContentProblem[] {
  const dir = 'content/states';
  return fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      const guide: unknown = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      return [...reportGivesTimeProblems(file, guide), ...coverageWordsProblems(file, guide)];
    });
}

/**
 * Every problem in content/ (and the picture descriptions), as the lines an editor reads. Empty when all is well.
 * Layout (Prettier) is checked beside it by scripts/check-content.ts, and by `npm test`'s own Prettier step.
 * `root` is the project; the loaders read content/ under the working directory, which is the project when run.
 */
export function checkContent(root = process.cwd()): string[] {
  const attorney = { responsibleAttorney: 'the responsible attorney' };
  // Every article that loads is checked on, so one mistake does not hide the next.
  const { articles: english, problems: englishProblems } = readArticles();
  const { articles: spanish, problems: spanishProblems } = readTranslatedArticles(english);
  // Links to other articles and heading ids are checked as the page is written, so each article is written once here;
  // a published article may link only to published ones, since the others are left out of the site.
  const rendered = (articles: Article[]) =>
    articles.flatMap((article) =>
      loaderLines(() => renderArticle(article, isPublished(article) ? articles.filter(isPublished) : articles)).map((line) =>
        line.startsWith(article.file) ? line : `${article.file}: ${line}`,
      ),
    );
  // An article that did not load is on disk all the same: a link to it is not a second mistake.
  const onDisk = new Set(markdownIn(root, CONTENT_DIRS.articles.en).map((doc) => Number.parseInt(path.basename(doc.file), 10)));
  const linkToUnloaded = (line: string) => {
    const target = /: a link to article (\d+), which does not exist/.exec(line)?.[1];
    return target !== undefined && onDisk.has(Number(target)) && !english.some((a) => a.number === Number(target));
  };
  const lines = [
    ...englishProblems.flatMap((problem) => problem.split(/\n(?! {2}Fix:)/)),
    ...missingTwins(root),
    ...spanishProblems.flatMap((problem) => problem.split(/\n(?! {2}Fix:)/)),
    ...[...rendered(english), ...rendered(spanish)].filter((line) => !linkToUnloaded(line)),
    ...LEGAL_PAGES.flatMap((slug) => [
      ...loaderLines(() => loadLegalPage(slug, attorney)),
      ...loaderLines(() => loadLegalPage(slug, attorney, path.join(root, CONTENT_DIRS.pages.es), 'es')),
    ]),
    ...loaderLines(() => loadStateGuides(US_STATE_CODES)),
    ...loaderLines(() => loadPageFacts()),
    ...checkIllustrations(path.join(root, PICTURES_DIR)),
    ...staleDrawings(path.join(root, PICTURES_DIR), path.join(root, 'public', 'images')),
    ...[
      ...markdownProblems(root, 'en'),
      ...markdownProblems(root, 'es'),
      ...dictionaryProblems('en'),
      ...dictionaryOutcomeProblems(root, 'en'),
      ...dictionaryOutcomeProblems(root, 'es'),
      ...jsonOutcomeProblems(root),
      ...dictionaryProblems('es'),
      ...spanishDataProblems(root),
      ...stateWordsProblems(root),
      ...translationOfDictionary(),
    ].map(formatProblem),
  ];
  // One problem, one message: a picture description is read for its article and for its drawing.
  return [...new Set(lines.map(withFix))];
}

/** Where docs/content.md explains each kind of file, for a loader's problem that brings no fix of its own. */
const GUIDE_OF: readonly [RegExp, string][] = [
  [/^content\/(?:states|legal-facts)\//, '"State guides and legal facts"'],
  [/^content\/(?:es\/)?pages\//, '"Pages"'],
  [/^content\/shared\/reviews|reviews\.ts/, '"Reviews: samples and real testimonials"'],
];

/** Every problem ends with a Fix line: a loader's own (a schema's field message) gets the part of the guide to read. */
function withFix(line: string): string {
  if (/\n {2}Fix: /.test(line)) return line;
  const guide = GUIDE_OF.find(([pattern]) => pattern.test(line))?.[1];
  return `${line}\n  Fix: correct that field as docs/content.md${guide ? `, ${guide},` : ''} describes it`;
}

/** The articles waiting for a lawyer's review: checked and previewed, left out of the published site. */
export const articlesAwaitingReview = (): string[] =>
  readArticles()
    .articles.filter((article) => !isPublished(article))
    .map((article) => article.file);
