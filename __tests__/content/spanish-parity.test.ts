import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { loadLegalPage } from '@/lib/legal-pages';
import { en } from '@/content/en';
import { es } from '@/content/es';
import { BRAND } from '@/content/shared/brand';

/*
 * The Spanish edition must let a Spanish reader do everything an English one can (issue 14). The
 * types catch a missing key; these checks catch what types cannot: a sentence left in English, a
 * lost {placeholder}, a changed id, and legal pages that drift from their English twins. Names,
 * numbers, routes and canonical values are written once in content/shared/, so nothing here has
 * to hold two copies of them together.
 */

const CONTENT_DIR = path.join(process.cwd(), 'content');
const SPANISH_DIR = path.join(CONTENT_DIR, 'es');
const moduleFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort();

/** Ids that pages link to or key on (FAQ questions, about sections): the same in both languages. */
const KEPT_KEYS = new Set(['id']);

/** The brand's own words (content/shared/brand.ts) stay as they are in Spanish. */
const BRAND_WORDS = new Set(strings(BRAND));

/** Strings that read the same in Spanish, and why. Anything else equal to its English twin is untranslated. */
const SAME_IN_SPANISH: Readonly<Record<string, string>> = {
  No: 'the same word in Spanish (the "No" answer)',
  '.': 'punctuation only',
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
    } else if (KEPT_KEYS.has(key)) {
      if (spanish !== english) problems.push(`${at}: must stay "${english}", found "${spanish}"`);
    } else {
      if (spanish === english && !Object.hasOwn(SAME_IN_SPANISH, english) && !BRAND_WORDS.has(english)) problems.push(`${at}: still English ("${english}")`);
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
    for (const k of englishKeys) compare((english as Record<string, unknown>)[k], (spanish as Record<string, unknown>)[k], `${at}.${k}`, problems);
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

describe('the Spanish dictionary', () => {
  it('has a Spanish file for every English copy module, and nothing else', () => {
    expect(moduleFiles(path.join(CONTENT_DIR, 'en')).length).toBeGreaterThan(1);
    expect(moduleFiles(SPANISH_DIR)).toEqual(moduleFiles(path.join(CONTENT_DIR, 'en')));
  });

  it.each(Object.keys(en))('translates every sentence of %s and keeps its placeholders and ids', (section) => {
    const problems: string[] = [];
    compare(en[section as keyof typeof en], es[section as keyof typeof es], section, problems);
    expect(problems).toEqual([]);
  });

  it('has the same sections as the English dictionary', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('quotes the Spanish account of where a lead goes, never a sentence of the English one', () => {
    const englishSentences = strings(en.leadJourney);
    const leaks = strings(es).filter((text) => englishSentences.some((sentence) => text.includes(sentence)));
    expect(leaks).toEqual([]);
    const freeAndConfidential = es.faqTabs.flatMap((tab) => tab.items).find((item) => item.id === 'free-and-confidential');
    expect(freeAndConfidential?.paragraphs).toEqual(expect.arrayContaining([es.leadJourney.recipient, es.leadJourney.transport]));
  });

  it('points to the footer label by the words the Spanish footer shows', () => {
    const label = `"${es.site.attorneyAdvertising}"`;
    expect(es.leadJourney.recipient).toContain(label);
    expect(es.about.sections[0]?.paragraphs[0]).toContain(label);
  });

  it('keeps the about text short enough to serve as the search description', () => {
    expect(es.about.heroText.length).toBeLessThanOrEqual(155);
  });
});

describe('Spanish legal pages', () => {
  const SPANISH_PAGES_DIR = path.join(SPANISH_DIR, 'pages');
  const read = (dir: string, slug: string) => matter(fs.readFileSync(path.join(dir, `${slug}.md`), 'utf8'));
  const slugs = ['privacy', 'safety', 'terms'] as const;
  const markers = (body: string) => body.match(/\[\[[^\]\n]*\]\]|\{[A-Za-z:]+\}/g) ?? [];
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
    expect(html).toContain(`${es.site.responsibleAttorneyLabel} ${attorney}.`);
  });
});
