import fs from 'node:fs';
import path from 'node:path';
import { loadStateGuides, stateGuidePath, stateSlug, unservedStates } from '@/lib/legal-facts/state-guides';
import { US_STATE_CODES } from '@/lib/schemas/us-states';
import { tempDir } from '../../support/temp-dir';

const officialSource = { kind: 'official', url: 'https://legislature.example.gov/code/1-2', title: 'Test legislature: § 1-2', read: 'current code' };

const fact = (years: string) => ({
  en: `Generally ${years} years from the day of the injury.`,
  es: `Por lo general, ${years} años desde el día de la lesión.`,
  short: { en: `${years} years`, es: `${years} años` },
  citation: 'Test Code § 1-2',
  sources: [officialSource],
  checked: '2026-11-24',
  coverage: null,
});

const windowFact = (opened: string, closed: string, en: string, es: string) => {
  const { citation, sources, checked } = fact('two');
  return { en, es, citation, sources, checked, opened, closed };
};

function problemsOf(guideData: Record<string, unknown>): string {
  try {
    loadStateGuides(['NH'], folder({ 'nh.json': guideData }));
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

function guide(overrides: Record<string, unknown> = {}) {
  return {
    code: 'NH',
    reviewed: '2026-11-24',
    answer: { child: { basis: 'stated' }, adult: { basis: 'open' }, injury: { basis: 'stated' } },
    personalInjury: fact('three'),
    childSexualAbuse: fact('twelve'),
    revivalWindows: [],
    adultSexualAssault: null,
    adultSameAsGeneral: null,
    help: [
      {
        kind: 'both',
        name: 'Test Coalition Against Violence',
        url: 'https://coalition.example.org/',
        source: 'https://coalition.example.org/about',
        checked: '2026-11-24',
      },
    ],
    governingLaw: { adultSexualAssault: { citation: 'Test Code § 1-5', url: 'https://legislature.example.gov/code/1-5' } },
    childUsa: 'https://childusa.org/law/new-hampshire/sex-abuse-sol/',
    reported: [],
    askTheFirm: { adultSexualAssault: 'No source read states an adult limit.' },
    notes: '',
    ...overrides,
  };
}

function folder(files: Record<string, unknown>) {
  const dir = tempDir('states-');
  for (const [name, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
}

describe('loadStateGuides', () => {
  it('loads the configured states, sorted by name, with their page slugs', () => {
    const dir = folder({ 'nh.json': guide(), 'al.json': guide({ code: 'AL' }) });
    const guides = loadStateGuides(['NH', 'AL'], dir);
    expect(guides.map((g) => [g.code, g.slug])).toEqual([
      ['AL', 'alabama'],
      ['NH', 'new-hampshire'],
    ]);
    expect(stateGuidePath(guides[1]!, 'en')).toBe('/states/new-hampshire/');
    expect(stateGuidePath(guides[1]!, 'es')).toBe('/es/states/new-hampshire/');
  });

  it('publishes only the configured states, even when more guides exist', () => {
    const dir = folder({ 'nh.json': guide(), 'al.json': guide({ code: 'AL' }) });
    expect(loadStateGuides(['AL'], dir).map((g) => g.code)).toEqual(['AL']);
  });

  it('stops the build naming a configured state that has no guide', () => {
    const dir = folder({ 'nh.json': guide() });
    expect(() => loadStateGuides(['NH', 'VT'], dir)).toThrow(/NEXT_PUBLIC_FIRM_STATES: VT has no state guide \(expected .*vt\.json\)/);
  });

  it('names the file and field of a fact without its citation', () => {
    const unsourced: Partial<ReturnType<typeof fact>> = fact('two');
    delete unsourced.citation;
    const dir = folder({ 'nh.json': guide({ personalInjury: unsourced }) });
    expect(() => loadStateGuides(['NH'], dir)).toThrow(/nh\.json: personalInjury\.citation: /);
  });

  it('names a fact whose source is not an https address or whose check date is missing', () => {
    const message = problemsOf(guide({ childSexualAbuse: { ...fact('two'), sources: [{ ...officialSource, url: 'memory' }], checked: undefined } }));
    expect(message).toMatch(/nh\.json: childSexualAbuse\.sources\.0\.url: must be the http\(s\):\/\/ address of the page that was read/);
    expect(message).toMatch(/nh\.json: childSexualAbuse\.checked: /);
  });

  it('refuses a fact whose only source is a law firm, or a copy of the statute with nothing beside it, naming file and field', () => {
    const firm = { kind: 'statute-copy', url: 'https://www.injury-lawyers.example.com/blog/limits', title: 'A firm blog', read: '2024 post' };
    expect(problemsOf(guide({ personalInjury: { ...fact('two'), sources: [firm] } }))).toMatch(
      /nh\.json: personalInjury\.sources\.0\.url: www\.injury-lawyers\.example\.com is not a host accepted for a source of kind "statute-copy"/,
    );
    const copy = { kind: 'statute-copy', url: 'https://law.justia.com/codes/test/1-2/', title: 'Justia: § 1-2', read: '2025 edition' };
    expect(problemsOf(guide({ personalInjury: { ...fact('two'), sources: [copy] } }))).toMatch(
      /nh\.json: personalInjury\.sources: its only source is a copy of the statute text: add a second, independent source/,
    );
    const childUsa = { kind: 'corroboration', url: 'https://childusa.org/law/test/', title: "CHILD USA's summary", read: '2025 update' };
    expect(problemsOf(guide({ personalInjury: { ...fact('two'), sources: [copy, childUsa] } }))).toBe('');
  });

  it('requires every limit to say whether a recent law lengthened it, and which claims the longer limit covers', () => {
    const withoutCoverage: Partial<ReturnType<typeof fact>> = fact('two');
    delete withoutCoverage.coverage;
    expect(problemsOf(guide({ childSexualAbuse: withoutCoverage }))).toMatch(/nh\.json: childSexualAbuse\.coverage: /);
    const coverage = {
      law: 'Test Act 2019',
      effective: '2019-07-01',
      revivesExpired: false,
      en: 'Only claims not yet expired.',
      es: 'Solo reclamos no vencidos.',
    };
    expect(problemsOf(guide({ childSexualAbuse: { ...fact('two'), coverage } }))).toMatch(
      /nh\.json: childSexualAbuse\.coverage\.en: does not give the date 2019-07-01/,
    );
    const stated = {
      ...coverage,
      en: 'This longer limit covers claims that had not expired by July 1, 2019; it does not reopen older ones.',
      es: 'Este plazo más largo cubre los reclamos que no habían vencido al 1 de julio de 2019; no reabre los anteriores.',
    };
    expect(problemsOf(guide({ childSexualAbuse: { ...fact('two'), coverage: stated } }))).toBe('');
  });

  it('refuses a window whose Spanish gives another date than its English or its fields, or whose text states its status', () => {
    const en = 'A window let survivors file expired claims from July 1, 2019, to June 30, 2021.';
    const es = 'Una ventana permitió presentar reclamos vencidos del 1 de julio de 2019 al 1 de julio de 2021.';
    const message = problemsOf(guide({ revivalWindows: [windowFact('2019-07-01', '2021-06-30', en, es)] }));
    expect(message).toMatch(/nh\.json: revivalWindows\.0\.es: gives the dates \[2019-07-01, 2021-07-01\] where the English gives \[2019-07-01, 2021-06-30\]/);
    const stale = windowFact('2019-07-01', '2021-06-30', `${en} It is closed.`, es.replace('1 de julio de 2021', '30 de junio de 2021'));
    expect(problemsOf(guide({ revivalWindows: [stale] }))).toMatch(/nh\.json: revivalWindows\.0\.en: says "is closed"/);
  });

  it('stops the build naming the file and field of a missing or ill-formed opening answer', () => {
    expect(problemsOf(guide({ answer: undefined }))).toMatch(/nh\.json: answer: needs the opening lines/);
    expect(problemsOf(guide({ answer: { child: { basis: 'stated' }, adult: { basis: 'maybe' }, injury: { basis: 'stated' } } }))).toMatch(
      /nh\.json: answer\.adult\.basis: needs \{ "basis": "stated" \| "reported" \| "open" \}/,
    );
    expect(problemsOf(guide({ answer: { child: { basis: 'open' }, adult: { basis: 'open' }, injury: { basis: 'stated' } } }))).toMatch(
      /nh\.json: answer\.child\.basis: the guide states childSexualAbuse/,
    );
  });

  it('requires a reason for every fact left to the firm', () => {
    const dir = folder({ 'nh.json': guide({ personalInjury: null }) });
    expect(() => loadStateGuides(['NH'], dir)).toThrow(/nh\.json: askTheFirm\.personalInjury: personalInjury is not stated, so say why/);
  });

  it("requires, for every limit left unstated, the law that governs it, on the law's own page, and CHILD USA's page for the state", () => {
    expect(problemsOf(guide({ governingLaw: {} }))).toMatch(/nh\.json: governingLaw\.adultSexualAssault: adultSexualAssault is not stated, so name the law/);
    const copy = { adultSexualAssault: { citation: 'Test Code § 1-5', url: 'https://law.justia.com/codes/test/1-5/' } };
    expect(problemsOf(guide({ governingLaw: copy }))).toMatch(
      /nh\.json: governingLaw\.adultSexualAssault\.url: must be the law's own page, on an official host/,
    );
    expect(problemsOf(guide({ governingLaw: { adultSexualAssault: { citation: 'Test Code § 1-5', url: null } } }))).toBe('');
    expect(problemsOf(guide({ childUsa: undefined }))).toMatch(/nh\.json: childUsa: /);
    const withLimit = { adultSexualAssault: { citation: 'Test Code § 1-5 (two years for assault)', url: null } };
    expect(problemsOf(guide({ governingLaw: withLimit }))).toMatch(
      /nh\.json: governingLaw\.adultSexualAssault\.citation: says "two years": the law that governs an unstated limit is named without the limit/,
    );
    const withNote = { adultSexualAssault: { citation: 'Test Code § 1-5; no separate adult limit was found', url: null } };
    expect(problemsOf(guide({ governingLaw: withNote }))).toMatch(
      /governingLaw\.adultSexualAssault\.citation: says "no separate": a research note goes in askTheFirm/,
    );
    expect(problemsOf(guide({ childUsa: 'https://www.abuse-lawyers.example.com/new-hampshire/' }))).toMatch(/nh\.json: childUsa: must be CHILD USA's page/);
  });

  it('refuses a revival window that closes before it opens', () => {
    const window = windowFact('2022-01-01', '2021-01-01', 'From January 1, 2022, to January 1, 2021.', 'Del 1 de enero de 2022 al 1 de enero de 2021.');
    const dir = folder({ 'nh.json': guide({ code: 'VT', revivalWindows: [window] }) });
    let message = '';
    try {
      loadStateGuides(['NH'], dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/nh\.json: revivalWindows\.0\.closed: closes before it opens/);
  });

  it('names a file that is not JSON, and a guide whose code differs from its file', () => {
    expect(() => loadStateGuides(['NH'], folder({ 'nh.json': '{ nope' }))).toThrow(/nh\.json: not valid JSON/);
    expect(() => loadStateGuides(['NH'], folder({ 'nh.json': guide({ code: 'VT' }) }))).toThrow(/nh\.json: code: says VT, but the file is named for NH/);
  });

  it('makes URL segments from English names', () => {
    expect(stateSlug('North Carolina')).toBe('north-carolina');
    expect(stateSlug('Maine')).toBe('maine');
  });
});

describe('unservedStates', () => {
  it("gives every state and DC missing from the firm's list a page at its guide address, in both languages", () => {
    const others = unservedStates(['CA', 'NY', 'PA']);
    expect(others).toHaveLength(48);
    expect(others.map((s) => s.code)).not.toContain('CA');
    const texas = others.find((s) => s.code === 'TX')!;
    expect(stateGuidePath(texas, 'en')).toBe('/states/texas/');
    expect(stateGuidePath(texas, 'es')).toBe('/es/states/texas/');
    const dc = others.find((s) => s.code === 'DC')!;
    expect(dc.name.es).toBe('Distrito de Columbia');
    expect(stateGuidePath(dc, 'en')).toBe('/states/district-of-columbia/');
  });

  it('is empty when the firm serves every state', () => {
    expect(unservedStates(US_STATE_CODES)).toEqual([]);
  });
});
