import { answerLines, answerProblems } from '@/lib/legal-facts/guide-answer';
import type { StateGuideData } from '@/lib/schemas/state-guide';
import type { ReportedItem } from '@/lib/schemas/reported';

const limit = (en: string, es: string) => ({
  en: `Generally ${en}.`,
  es: `Generalmente ${es}.`,
  short: { en, es },
  citation: '§ 1',
  sources: [{ kind: 'official' as const, url: 'https://legislature.example.gov/1', title: 'Code § 1', read: 'current code' }],
  checked: '2026-11-26',
  coverage: null,
});
const reported = (topic: ReportedItem['topic']): ReportedItem => ({
  topic,
  effect: 'no-limit',
  opened: null,
  closed: null,
  citation: 'Bill 1',
  en: 'The state is reported to have no time limit for these claims.',
  es: 'Según se informa, el estado no tiene límite de tiempo para estos reclamos.',
  reporters: [{ kind: 'child-usa', url: 'https://childusa.org/law/x/', title: 'CHILD USA', read: 'page' }],
  checked: '2026-11-26',
});
const line = { en: 'The state is reported to have no time limit for these claims.', es: 'Según se informa, el estado no tiene límite de tiempo.' };

type Data = Parameters<typeof answerProblems>[0];
const data = (overrides: Partial<Data>): Data => ({
  answer: { child: { basis: 'open' }, adult: { basis: 'open' }, injury: { basis: 'open' } },
  childSexualAbuse: null,
  adultSexualAssault: null,
  personalInjury: null,
  revivalWindows: [],
  adultSameAsGeneral: null,
  reported: [],
  ...overrides,
});
const answer = (a: Partial<StateGuideData['answer']>): StateGuideData['answer'] => ({
  child: { basis: 'open' },
  adult: { basis: 'open' },
  injury: { basis: 'open' },
  ...a,
});

describe('answerProblems', () => {
  it('accepts open lines where the guide states and reports nothing', () => {
    expect(answerProblems(data({}))).toEqual([]);
  });

  it('requires a stated line where the guide states the fact, naming the field', () => {
    expect(answerProblems(data({ personalInjury: limit('2 years', '2 años') }))).toEqual([
      expect.stringMatching(/^answer\.injury\.basis: the guide states personalInjury/),
    ]);
  });

  it('refuses a stated line with no fact behind it, and a line resting on a window that gives no words', () => {
    expect(answerProblems(data({ answer: answer({ adult: { basis: 'stated' } }) }))).toEqual([
      expect.stringMatching(/^answer\.adult\.basis: "stated" needs a stated fact/),
    ]);
    const window = { ...limit('x', 'x'), opened: '2020-01-01', closed: '2021-12-31' };
    expect(answerProblems(data({ revivalWindows: [window], answer: answer({ child: { basis: 'stated' } }) }))).toEqual([
      expect.stringMatching(/^answer\.child: a line that rests on a window/),
    ]);
  });

  it('lets the general limit carry the adult line where the guide says it applies', () => {
    const general = { personalInjury: limit('2 years', '2 años'), adultSameAsGeneral: true };
    expect(answerProblems(data({ ...general, answer: answer({ adult: { basis: 'stated' }, injury: { basis: 'stated' } }) }))).toEqual([]);
  });

  it('needs a report behind a reported line, and a reported line where a report gives time', () => {
    expect(answerProblems(data({ answer: answer({ child: { basis: 'reported', ...line } }) }))).toEqual([
      expect.stringMatching(/^answer\.child\.basis: "reported" needs a reported item/),
    ]);
    expect(answerProblems(data({ reported: [reported('childSexualAbuse')] }))).toEqual([expect.stringMatching(/^answer\.child\.basis: a report gives time/)]);
  });

  it('refuses a reported line that restricts time, states a deadline or does not say it is reported, in either language', () => {
    const restricting = {
      basis: 'reported' as const,
      en: 'The change is said to apply only going forward, and claims must be filed soon.',
      es: 'El cambio solo se aplica de aquí en adelante.',
    };
    const problems = answerProblems(data({ reported: [reported('childSexualAbuse')], answer: answer({ child: restricting }) }));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^answer\.child\.en: says "must be filed"/),
        expect.stringMatching(/^answer\.child\.en: says "only"/),
        expect.stringMatching(/^answer\.child\.es: says "solo"/),
        expect.stringMatching(/^answer\.child\.en: a reported line says in its own words that it is reported/),
        expect.stringMatching(/^answer\.child\.es: a reported line says in its own words that it is reported/),
      ]),
    );
  });
});

describe('answerLines', () => {
  it("shows a stated fact's short form, the general limit for adults, a report's own words, and nothing for an open line", () => {
    const guide = data({
      personalInjury: limit('2 years', '2 años'),
      adultSameAsGeneral: true,
      reported: [reported('childSexualAbuse')],
      answer: answer({ child: { basis: 'reported', ...line }, adult: { basis: 'stated' }, injury: { basis: 'stated' } }),
    });
    expect(answerLines(guide, 'es')).toEqual([
      { situation: 'child', basis: 'reported', text: line.es, general: false },
      { situation: 'adult', basis: 'stated', text: '2 años', general: true },
      { situation: 'injury', basis: 'stated', text: '2 años', general: false },
    ]);
    expect(answerLines(data({}), 'en').map((l) => l.text)).toEqual([null, null, null]);
  });

  it("gives a stated line's own words where it has them", () => {
    const guide = data({
      childSexualAbuse: limit('until age 40', 'hasta los 40'),
      answer: answer({ child: { basis: 'stated', en: 'No limit since 2024.', es: 'Sin límite desde 2024.' } }),
    });
    expect(answerLines(guide, 'en')[0]).toEqual({ situation: 'child', basis: 'stated', text: 'No limit since 2024.', general: false });
  });

  it("lets a fact the firm's lawyer confirmed settle a line that was reported or open", () => {
    const guide = data({ childSexualAbuse: limit('no limit', 'sin límite'), answer: answer({ child: { basis: 'reported', ...line } }) });
    expect(answerLines(guide, 'en')[0]).toEqual({ situation: 'child', basis: 'stated', text: 'no limit', general: false });
  });
});
