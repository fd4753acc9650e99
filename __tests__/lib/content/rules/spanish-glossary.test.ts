import { glossaryProblems, rejectedTerms } from '@/lib/content/rules/spanish-glossary';
import { spanishGlossary } from '@/content/glossary/es';

describe('the Spanish glossary rule', () => {
  it('finds a rejected term, leaving the preferred term that contains it', () => {
    expect(rejectedTerms('Pulse Mayús 3 veces y guarde sus registros médicos.', spanishGlossary)).toEqual([
      { found: 'registros médicos', use: 'expedientes médicos' },
      { found: 'Mayús', use: 'Shift (Mayús)' },
    ]);
    expect(rejectedTerms('Pulse Shift (Mayús) 3 veces y guarde sus expedientes médicos.', spanishGlossary)).toEqual([]);
    // Single words and two-word phrases are caught as well as long ones; a verb that looks like a noun is not.
    expect(rejectedTerms('La firma le llamará. Una demanda por golpes.', spanishGlossary).map((r) => r.found)).toEqual(['la firma', 'golpes']);
    expect(rejectedTerms('El bufete le llamará. Usted firma un acuerdo con firmas electrónicas.', spanishGlossary)).toEqual([]);
  });

  it('refuses an article that uses a rejected term, naming the line and the term to write', () => {
    expect(glossaryProblems('content/blog/es/30-x.md', 'Título\n\nGuarde sus registros médicos.', spanishGlossary)).toEqual([
      {
        file: 'content/blog/es/30-x.md',
        at: 'line 3',
        problem: '"registros médicos" is not the glossary\'s term',
        fix: 'write "expedientes médicos" instead (content/glossary/es.ts lists one Spanish term per concept)',
      },
    ]);
  });

  it('names one preferred term per concept, never one it also rejects', () => {
    const concepts = spanishGlossary.map((entry) => entry.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const { use, reject } of spanishGlossary) expect(reject.map((r) => r.toLowerCase())).not.toContain(use.toLowerCase());
  });
});
