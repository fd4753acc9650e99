import { stringsOf, translationProblems } from '@/lib/content/rules/translation';

const same = new Set(['No']);

describe('the translation rule', () => {
  it('names what is left in English, a lost placeholder, a changed id and a shorter list, each with its fix', () => {
    const english = { title: 'Page {page}', answer: 'No', items: [{ id: 'fees', text: 'Fees' }], steps: ['One', 'Two'] };
    const spanish = { title: 'Página', answer: 'No', items: [{ id: 'honorarios', text: 'Fees' }], steps: ['Uno'] };
    expect(translationProblems('content/es/x.ts', english, spanish, 'x', same).map((p) => `${p.at}: ${p.problem} | ${p.fix}`)).toEqual([
      'x.items.0.id: must stay "fees", found "honorarios" | keep the id as in English: pages link to it',
      'x.items.0.text: still English ("Fees") | translate it',
      'x.steps: expected a list of 2 | translate every entry of the English list, in the same order',
      'x.title: placeholders "" instead of "{page}" | keep every {placeholder} of the English, untranslated',
    ]);
  });

  it('accepts a full translation, and a number or flag kept as it is', () => {
    expect(translationProblems('content/es/x.ts', { a: 'Hello {name}', n: 3, id: 'x' }, { a: 'Hola {name}', n: 3, id: 'x' }, 'x', same)).toEqual([]);
    expect(translationProblems('content/es/x.ts', { n: 3 }, { n: 4 }, 'x', same).map((p) => p.problem)).toEqual(['4 instead of 3']);
    expect(translationProblems('content/es/x.ts', { a: 'Hi' }, { b: 'Hola' }, 'x', same).map((p) => p.problem)).toContain('keys b instead of a');
    expect(translationProblems('content/es/x.ts', { a: { b: 'Hi' } }, { a: 'Hola' }, 'x', same).map((p) => p.problem)).toEqual(['expected an object']);
    expect(translationProblems('content/es/x.ts', { a: 'Hi' }, { a: 1 }, 'x', same).map((p) => p.problem)).toEqual(['expected a string']);
  });

  it('reads every string of a value, in order', () => {
    expect(stringsOf({ a: 'one', b: ['two', { c: 'three' }], d: 4 })).toEqual(['one', 'two', 'three']);
  });
});
