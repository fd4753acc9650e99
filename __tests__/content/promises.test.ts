import fs from 'node:fs';
import path from 'node:path';
import { en } from '@/content/en';
import { es } from '@/content/es';
import type { Locale } from '@/lib/i18n';

/*
 * Issue 18: every promise (reply aim, confidentiality, fees and costs, time limits, no
 * attorney-client relationship) is written once per language in content/<locale>/promises.ts and
 * quoted, never rephrased, wherever it appears. Articles are Markdown, so they cannot import the
 * entry: each must write the same sentences, and these tests hold them to it.
 */

const DICTIONARIES = { en, es } as const;
const ARTICLE_DIRS: Record<Locale, string> = { en: 'content/blog', es: 'content/blog/es' };
const PAGE_DIRS: Record<Locale, string> = { en: 'content/pages', es: 'content/es/pages' };

const markdownIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file: path.join(dir, file), text: fs.readFileSync(path.join(dir, file), 'utf8') }));

/** The article's last paragraph: its closing call to action. */
const closingParagraph = (markdown: string) =>
  markdown
    .trim()
    .split(/\n\s*\n/)
    .at(-1) ?? '';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(['en', 'es'] as const)('the promises in %s', (locale) => {
  const { promises, faqTabs } = DICTIONARIES[locale];
  const articles = markdownIn(ARTICLE_DIRS[locale]);

  it('has fifteen or more articles to check', () => {
    expect(articles.length).toBeGreaterThanOrEqual(15);
  });

  it.each(articles.map((a) => [path.basename(a.file), a.text]))(
    '%s ends with a call to action that quotes the reply aim and the no-relationship notice',
    (_, text) => {
      const closing = closingParagraph(text);
      expect(closing).toContain('](/formInput/)');
      expect(closing).toContain(promises.replyAim);
      expect(closing).toContain(promises.noRelationship);
    },
  );

  it('the FAQ quotes every promise word for word', () => {
    const paragraphs = faqTabs.flatMap((tab) => tab.items.flatMap((item) => item.paragraphs));
    for (const promise of Object.values(promises)) expect(paragraphs).toContain(promise);
  });

  it('states the reply time only by quoting the reply aim', () => {
    const dayLong = locale === 'en' ? /\b24 hours\b/ : /\b24 horas\b/;
    const everyday = locale === 'en' ? /24\/7|day and night/ : /Las 24 horas|las 24 horas/;
    const texts = [
      ...strings(DICTIONARIES[locale]),
      ...articles.flatMap((a) => a.text.split(/\n\s*\n/)),
      ...markdownIn(PAGE_DIRS[locale]).flatMap((p) => p.text.split(/\n\s*\n/)),
    ];
    const rephrased = texts.filter((text) => dayLong.test(text) && !everyday.test(text) && !text.includes(promises.replyAim));
    expect(rephrased).toEqual([]);
  });
});

describe('promises the firm could not sign', () => {
  const everything = [
    ...strings(en),
    ...strings(es),
    ...Object.values(ARTICLE_DIRS).flatMap((dir) => markdownIn(dir).map((a) => a.text)),
    ...Object.values(PAGE_DIRS).flatMap((dir) => markdownIn(dir).map((p) => p.text)),
  ].join('\n');

  it.each([
    /we reply in less than 24 hours/i,
    /\b(le )?respondemos en menos de 24 horas/i,
    /connect(ed)? (you|me) with a lawyer/i,
    /(le|me) (pondremos|puso) en contacto con un abogado/i,
    /only for you/i,
    /solo para usted/i,
    /experienced lawyer|abogados? con experiencia/i,
    /Confidential\. No cost/,
    /Confidencial\. Sin costo/,
    /typically two to four years|por lo general es de dos a cuatro años/i,
  ])('no visitor-facing text says %s', (pattern) => {
    expect(everything).not.toMatch(pattern);
  });
});
