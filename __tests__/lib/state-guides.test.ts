import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadStateGuides, stateGuidePath, stateSlug } from '@/lib/state-guides';

const fact = (years: string) => ({
  en: `Generally ${years} years from the day of the injury.`,
  es: `Por lo general, ${years} años desde el día de la lesión.`,
  citation: 'Test Code § 1-2',
  source: 'https://legislature.example.gov/code/1-2',
  sourceTitle: 'Test legislature: § 1-2',
  checked: '2026-11-24',
});

function guide(overrides: Record<string, unknown> = {}) {
  return {
    code: 'NH',
    reviewed: '2026-11-24',
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
    askTheFirm: { adultSexualAssault: 'No source read states an adult limit.' },
    notes: '',
    ...overrides,
  };
}

function folder(files: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'states-'));
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
    const dir = folder({ 'nh.json': guide({ childSexualAbuse: { ...fact('two'), source: 'memory', checked: undefined } }) });
    let message = '';
    try {
      loadStateGuides(['NH'], dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/nh\.json: childSexualAbuse\.source: must be the http\(s\):\/\/ address of the page that was read/);
    expect(message).toMatch(/nh\.json: childSexualAbuse\.checked: /);
  });

  it('requires a reason for every fact left to the firm', () => {
    const dir = folder({ 'nh.json': guide({ personalInjury: null }) });
    expect(() => loadStateGuides(['NH'], dir)).toThrow(/nh\.json: askTheFirm\.personalInjury: personalInjury is not stated, so say why/);
  });

  it('refuses a revival window that closes before it opens', () => {
    const window = { ...fact('two'), opened: '2022-01-01', closed: '2021-01-01' };
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
