import fs from 'node:fs';
import path from 'node:path';
import { es } from '@/content/es';
import { spanishGlossary } from '@/content/glossary/es';

/*
 * Issue 18: one Spanish term per concept. Every Spanish article, legal page and dictionary
 * sentence is searched for the variants content/glossary/es.ts rejects, after the preferred term
 * itself is taken out (so "Mayús" inside "Shift (Mayús)" passes).
 */

const markdownIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ name: path.join(dir, file), text: fs.readFileSync(path.join(dir, file), 'utf8') }));

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term as a whole word or phrase, in any case; accented letters count as letters. */
const asWord = (term: string) => new RegExp(`(?<![\\p{L}\\d])${escape(term)}(?![\\p{L}\\d])`, 'giu');

/** The rejected variants a text uses, each with the term to use instead. */
function rejectedIn(text: string): string[] {
  return spanishGlossary.flatMap(({ use, reject }) => {
    const rest = text.replace(asWord(use), ' ');
    return reject.filter((variant) => asWord(variant).test(rest)).map((variant) => `"${variant}" (use "${use}")`);
  });
}

const spanishOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(spanishOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, v]) => (key === 'es' && typeof v === 'string' ? [v] : spanishOf(v)))
      : [];

const sources = [
  ...markdownIn('content/blog/es'),
  ...markdownIn('content/es/pages'),
  { name: 'content/es (the Spanish dictionary)', text: strings(es).join('\n') },
  // The Spanish sentences of each state guide and of each page's register of legal facts (the "es" of every fact).
  ...['content/states', 'content/legal-facts'].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ name: path.join(dir, file), text: spanishOf(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).join('\n') })),
  ),
];

describe('the Spanish glossary', () => {
  it('names one preferred term per concept, never one it also rejects', () => {
    const concepts = spanishGlossary.map((entry) => entry.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const { use, reject } of spanishGlossary) expect(reject.map((r) => r.toLowerCase())).not.toContain(use.toLowerCase());
  });

  it('finds a rejected term, so the check can fail', () => {
    expect(rejectedIn('Pulse Mayús 3 veces y guarde sus registros médicos.')).toEqual([
      '"registros médicos" (use "expedientes médicos")',
      '"Mayús" (use "Shift (Mayús)")',
    ]);
    expect(rejectedIn('Pulse Shift (Mayús) 3 veces y guarde sus expedientes médicos.')).toEqual([]);
    // Single words and two-word phrases are caught as well as long ones.
    expect(rejectedIn('La firma le llamará. Una demanda por golpes.')).toEqual(['"la firma" (use "bufete")', '"golpes" (use "agresión física")']);
    expect(rejectedIn('El bufete le llamará. Usted firma un acuerdo con firmas electrónicas.')).toEqual([]);
  });

  it.each(sources.map((source) => [source.name, source.text]))('%s uses only the glossary terms', (_, text) => {
    expect(rejectedIn(text)).toEqual([]);
  });
});
