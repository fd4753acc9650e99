import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { loadLegalPage } from '@/lib/content/legal-pages';
import { en } from '@/content/en';
import { es } from '@/content/es';
import { stringsOf } from '@/lib/content/rules/translation';

/*
 * The Spanish edition must let a Spanish reader do everything an English one can (issue 14). A
 * sentence left in English, a lost {placeholder} or a changed id is found by the content rules
 * (lib/content/rules/translation.ts, run by npm run check:content and content-rules.test.ts); these
 * checks hold the files, the lead journey and legal pages to their English twins. Names,
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

describe('the Spanish dictionary', () => {
  it('has a Spanish file for every English copy module, and nothing else', () => {
    expect(moduleFiles(path.join(CONTENT_DIR, 'en')).length).toBeGreaterThan(1);
    expect(moduleFiles(SPANISH_DIR)).toEqual(moduleFiles(path.join(CONTENT_DIR, 'en')));
  });

  it('has the same sections as the English dictionary', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('quotes the Spanish account of where a lead goes, never a sentence of the English one', () => {
    const englishSentences = stringsOf(en.leadJourney);
    const leaks = stringsOf(es).filter((text) => englishSentences.some((sentence) => text.includes(sentence)));
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
