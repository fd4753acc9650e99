import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { aboutSchema, faqTabsSchema, howItWorksSchema, issueTypesSchema, reviewsSchema, validateContent } from '@/lib/content';
import { loadLegalPage } from '@/lib/legal-pages';
import { issueTypes as englishIssueTypes } from '@/content/issue-types';
import { leadJourney as englishLeadJourney } from '@/content/lead-journey';
import { about } from '@/content/es/about';
import { faqTabs } from '@/content/es/faq';
import { howItWorks } from '@/content/es/how-it-works';
import { issueTypeLabels, issueTypes } from '@/content/es/issue-types';
import { leadJourney } from '@/content/es/lead-journey';
import { reviews } from '@/content/es/reviews';
import { site } from '@/content/es/site';

/*
 * The Spanish edition must let a Spanish reader do everything an English one can (issue 14). The
 * types catch a missing key; these checks catch what types cannot: a sentence left in English, a
 * lost {placeholder}, a changed id, path, phone number or canonical value the firm receives, and
 * legal pages that drift from their English twins.
 */

type Module = Record<string, unknown>;

const CONTENT_DIR = path.join(process.cwd(), 'content');
const SPANISH_DIR = path.join(CONTENT_DIR, 'es');
const moduleNames = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
const englishModules = moduleNames(CONTENT_DIR);

const load = (specifier: string): Promise<Module> => import(specifier);

/** Exports a Spanish module has beyond its English twin's, and why. */
const EXTRA_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  // The canonical English issue names stay the values; Spanish pages show these labels for them.
  'issue-types': ['issueTypeLabels'],
};

/** Keys whose values code, a link or a phone depends on: identical in both languages, wherever they appear. */
const KEPT_KEYS = new Set(['id', 'href', 'section', 'anchor', 'privacyLinkHref', 'pictureId', 'kind', 'avatar', 'city']);

/** Values identical in both languages at these places, with the reason. */
const KEPT_PATHS: readonly (readonly [RegExp, string])[] = [
  [/^issue-types\.issueTypes\.\d+\.name$/, 'the canonical issue name the forms send and the intake team reads'],
  [/^reviews\.reviews\.\d+\.name$/, "a sample reviewer's name"],
  [/^crisis-lines\.crisisHelp\.lines\.\d+\.actions\.\d+\.(value|body)$/, 'the number dialled or texted, and the keyword the text line expects'],
];

const STATES_SPELLED_ALIKE = [
  'Alabama',
  'Arizona',
  'California',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Indiana',
  'Kentucky',
  'Maine',
  'Massachusetts',
  'Michigan',
  'Ohio',
  'Vermont',
  'Virginia',
];

/** Strings that may read the same in Spanish, and why. Anything else equal to its English twin is untranslated. */
const SAME_IN_SPANISH: Readonly<Record<string, string>> = {
  'Referral Portal for Abuse': 'the brand name',
  'Referral Portal': 'the brand name (first line of the logo)',
  'for Abuse': 'the brand name (second line of the logo)',
  No: 'the same word in Spanish (the "No" answer)',
  '.': 'punctuation only',
  ...Object.fromEntries(STATES_SPELLED_ALIKE.map((state) => [state, 'a state Spanish writes the same way'])),
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[0])
    .sort()
    .join(' ');

/** Walks an English value and its Spanish twin together and lists every difference that matters. */
function compare(english: unknown, spanish: unknown, at: string, problems: string[]): void {
  const key = at.split('.').at(-1) ?? '';
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') {
      problems.push(`${at}: expected a string`);
    } else if (KEPT_KEYS.has(key) || KEPT_PATHS.some(([pattern]) => pattern.test(at))) {
      if (spanish !== english) problems.push(`${at}: must stay "${english}", found "${spanish}"`);
    } else {
      if (spanish === english && !Object.hasOwn(SAME_IN_SPANISH, english)) problems.push(`${at}: still English ("${english}")`);
      if (placeholders(spanish) !== placeholders(english))
        problems.push(`${at}: placeholders "${placeholders(spanish)}" instead of "${placeholders(english)}"`);
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) {
      problems.push(`${at}: expected a list of ${english.length}`);
      return;
    }
    english.forEach((item, index) => compare(item, spanish[index], `${at}.${index}`, problems));
    return;
  }
  if (english !== null && typeof english === 'object') {
    if (spanish === null || typeof spanish !== 'object') {
      problems.push(`${at}: expected an object`);
      return;
    }
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    if (englishKeys.join() !== spanishKeys.join()) problems.push(`${at}: keys ${spanishKeys.join(', ')} instead of ${englishKeys.join(', ')}`);
    for (const k of englishKeys) compare((english as Module)[k], (spanish as Module)[k], `${at}.${k}`, problems);
    return;
  }
  if (spanish !== english) problems.push(`${at}: ${String(spanish)} instead of ${String(english)}`);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('Spanish content modules', () => {
  it('gives every English content module a Spanish twin, and nothing else', () => {
    expect(englishModules.length).toBeGreaterThan(0);
    expect(moduleNames(SPANISH_DIR)).toEqual(englishModules);
  });

  it.each(englishModules)('content/es/%s.ts exports the same names as its English twin', async (name) => {
    const [english, spanish] = await Promise.all([load(`@/content/${name}`), load(`@/content/es/${name}`)]);
    expect(Object.keys(spanish).sort()).toEqual([...Object.keys(english), ...(EXTRA_EXPORTS[name] ?? [])].sort());
  });

  it.each(englishModules)('content/es/%s.ts has the same structure, translates every sentence and keeps every placeholder and kept value', async (name) => {
    const [english, spanish] = await Promise.all([load(`@/content/${name}`), load(`@/content/es/${name}`)]);
    const problems: string[] = [];
    for (const exported of Object.keys(english)) compare(english[exported], spanish[exported], `${name}.${exported}`, problems);
    expect(problems).toEqual([]);
  });

  it('quotes the Spanish account of where a lead goes, never a sentence of the English one', async () => {
    const englishSentences = strings({ ...englishLeadJourney, anchor: undefined });
    const spanish = await Promise.all(englishModules.map((name) => load(`@/content/es/${name}`)));
    const leaks = strings(spanish).filter((text) => englishSentences.some((sentence) => text.includes(sentence)));
    expect(leaks).toEqual([]);
    const freeAndConfidential = faqTabs.flatMap((tab) => tab.items).find((item) => item.id === 'free-and-confidential');
    expect(freeAndConfidential?.paragraphs).toEqual(expect.arrayContaining([leadJourney.recipient, leadJourney.transport]));
  });

  it('points to the footer label by the words the Spanish footer shows', () => {
    const label = `"${site.attorneyAdvertising}"`;
    expect(leadJourney.recipient).toContain(label);
    expect(about.sections[0]?.paragraphs[0]).toContain(label);
  });

  it('passes the same schemas as the English content', () => {
    expect(() => validateContent('content/es/issue-types.ts', issueTypesSchema, issueTypes)).not.toThrow();
    expect(() => validateContent('content/es/reviews.ts', reviewsSchema, reviews)).not.toThrow();
    expect(() => validateContent('content/es/faq.ts', faqTabsSchema, faqTabs)).not.toThrow();
    expect(() => validateContent('content/es/how-it-works.ts', howItWorksSchema, howItWorks)).not.toThrow();
    expect(() => validateContent('content/es/about.ts', aboutSchema, about)).not.toThrow();
  });

  it('keeps the about text short enough to serve as the search description', () => {
    expect(about.heroText.length).toBeLessThanOrEqual(155);
  });

  it('labels every canonical issue name in Spanish, and only those', () => {
    const canonical = englishIssueTypes.map((type) => type.name);
    expect(Object.keys(issueTypeLabels)).toEqual(canonical);
    for (const [name, label] of Object.entries(issueTypeLabels)) {
      expect(label.trim()).not.toBe('');
      expect(label).not.toBe(name);
    }
  });
});

describe('Spanish legal pages', () => {
  const SPANISH_PAGES_DIR = path.join(SPANISH_DIR, 'pages');
  const read = (dir: string, slug: string) => matter(fs.readFileSync(path.join(dir, `${slug}.md`), 'utf8'));
  const slugs = ['privacy', 'safety', 'terms'] as const;
  const markers = (body: string) => body.match(/\[\[[^\]\n]*\]\]|\{[A-Za-z]+\}/g) ?? [];
  const headings = (body: string) => body.match(/^#{2,3} /gm) ?? [];
  const links = (body: string) => [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  const listItems = (body: string) => body.match(/^- /gm) ?? [];

  it('has a Spanish twin for every English page, and nothing else', () => {
    expect(fs.readdirSync(SPANISH_PAGES_DIR).sort()).toEqual(fs.readdirSync(path.join(CONTENT_DIR, 'pages')).sort());
    expect(slugs.map((slug) => `${slug}.md`)).toEqual(fs.readdirSync(SPANISH_PAGES_DIR).sort());
  });

  it.each(slugs)('the Spanish %s page has the same frontmatter keys and date, translated', (slug) => {
    const english = read(path.join(CONTENT_DIR, 'pages'), slug).data;
    const spanish = read(SPANISH_PAGES_DIR, slug).data;
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    expect(spanish.updated).toEqual(english.updated);
    expect(spanish.title).not.toEqual(english.title);
    expect(spanish.description).not.toEqual(english.description);
  });

  it.each(slugs)('the Spanish %s page keeps the placeholders, sections, lists and links of the English one', (slug) => {
    const english = read(path.join(CONTENT_DIR, 'pages'), slug).content;
    const spanish = read(SPANISH_PAGES_DIR, slug).content;
    expect(markers(spanish)).toEqual(markers(english));
    expect(headings(spanish)).toEqual(headings(english));
    expect(listItems(spanish)).toEqual(listItems(english));
    expect(links(spanish)).toEqual(links(english));
  });

  const attorney = 'Jane Doe, Esq., Doe Law LLP, Springfield, IL';

  it.each(slugs)('the Spanish %s page passes the legal page loader', (slug) => {
    expect(loadLegalPage(slug, { responsibleAttorney: attorney }, SPANISH_PAGES_DIR).title).toBe(read(SPANISH_PAGES_DIR, slug).data.title);
  });

  it.each(['privacy', 'terms'] as const)("the Spanish %s page names the responsible attorney with the footer's Spanish label", (slug) => {
    const { html } = loadLegalPage(slug, { responsibleAttorney: attorney }, SPANISH_PAGES_DIR);
    expect(html).toContain(`${site.responsibleAttorneyLabel} ${attorney}.`);
  });
});
