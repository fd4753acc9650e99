import fs from 'node:fs';
import path from 'node:path';
import { loadStateGuides, windowsUnsettled } from '@/lib/legal-facts/state-guides';
import { stateTableRows } from '@/lib/legal-facts/state-table';
import { factsWorksheet } from '@/lib/legal-facts/facts-worksheet';
import { tempDir } from '../../support/temp-dir';

// Issue 32: the firm's own lawyer completes its states in files the site's updates never touch.
const guidesDir = path.join(process.cwd(), 'content', 'states');
const fixtureDir = path.join(process.cwd(), '__tests__', 'fixtures', 'firm-facts');

function folder(files: Record<string, unknown>) {
  const dir = tempDir('firm-facts-');
  for (const [name, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
}

const confirmed = {
  confirmedBy: 'Jane Doe, Esq.',
  confirmed: '2027-01-10',
  read: [{ url: 'https://leginfo.legislature.ca.gov/faces/codes.xhtml', title: 'California Codes', version: 'current code, January 2027' }],
};
const limit = {
  en: 'Generally two years from the injury, as the lawyer read it.',
  es: 'Por lo general, dos años desde la lesión, según lo leyó el abogado.',
  citation: 'Cal. Civ. Proc. Code § 335.1',
  short: { en: '2 years', es: '2 años' },
  coverage: null,
  ...confirmed,
};

describe("the firm's confirmed facts", () => {
  it('replace the shipped fact, carrying the lawyer, the date and what was read, and leave the other facts alone', () => {
    const [shipped] = loadStateGuides(['CA'], guidesDir, folder({}));
    const [firm] = loadStateGuides(['CA'], guidesDir, fixtureDir);
    expect(shipped!.adultSexualAssault!.confirmation).toBeUndefined();
    expect(firm!.adultSexualAssault).toMatchObject({
      citation: 'Cal. Civ. Proc. Code § 340.16(a)',
      checked: '2027-01-10',
      confirmation: {
        by: 'Test Lawyer, Esq. (fixture)',
        on: '2027-01-10',
        read: [expect.objectContaining({ version: 'current code, read on January 10, 2027' })],
      },
    });
    expect(firm!.adultSexualAssault!.en).toMatch(/^TEST FIXTURE/);
    expect(firm!.personalInjury).toEqual(shipped!.personalInjury);
    expect(firm!.reported).toEqual(shipped!.reported);
  });

  it('fill a limit the guide leaves unstated, and a confirmed list of windows replaces the shipped and reported ones', () => {
    const window = {
      en: 'Claims could be filed from January 1, 2026, through December 31, 2027.',
      es: 'Los reclamos podían presentarse del 1 de enero de 2026 al 31 de diciembre de 2027.',
      citation: 'Cal. Civ. Proc. Code § 340.16(e)',
      opened: '2026-01-01',
      closed: '2027-12-31',
      ...confirmed,
    };
    const [shipped] = loadStateGuides(['NC'], guidesDir, folder({}));
    expect(shipped!.personalInjury).toBeNull();
    const [firm] = loadStateGuides(['NC'], guidesDir, folder({ 'nc.json': { code: 'NC', personalInjury: limit, revivalWindows: [window] } }));
    expect(firm!.personalInjury?.confirmation?.by).toBe('Jane Doe, Esq.');
    expect(firm!.revivalWindows).toEqual([expect.objectContaining({ opened: '2026-01-01', confirmation: expect.objectContaining({ on: '2027-01-10' }) })]);
    const [california] = loadStateGuides(['CA'], guidesDir, folder({ 'ca.json': { code: 'CA', revivalWindows: [window] } }));
    expect(california!.reported.filter((r) => r.topic === 'revivalWindows')).toEqual([]);
  });

  it('stop the build naming the file and field of a fact without its lawyer, or whose Spanish gives other dates', () => {
    const unsigned: Partial<typeof limit> = { ...limit };
    delete unsigned.confirmedBy;
    expect(() => loadStateGuides(['CA'], guidesDir, folder({ 'ca.json': { code: 'CA', personalInjury: unsigned } }))).toThrow(
      /firm-facts-\w+\/ca\.json: personalInjury\.confirmedBy: /,
    );
    const dated = { ...limit, en: `${limit.en} Since January 1, 2024.`, es: `${limit.es} Desde el 1 de enero de 2025.` };
    expect(() => loadStateGuides(['CA'], guidesDir, folder({ 'ca.json': { code: 'CA', personalInjury: dated } }))).toThrow(
      /ca\.json: personalInjury\.es: gives the dates \[2025-01-01\]/,
    );
    expect(() => loadStateGuides(['CA'], guidesDir, folder({ 'ca.json': { code: 'NY' } }))).toThrow(/ca\.json: code: says NY/);
    expect(() => loadStateGuides(['CA'], guidesDir, folder({ 'ca.json': '{ "code": "CA",' }))).toThrow(/ca\.json: not valid JSON/);
  });

  it("settle everything that depended on the question: North Carolina's windows confirmed as none leave no 'ask the firm'", () => {
    const [shipped] = loadStateGuides(['NC'], guidesDir, folder({}));
    expect(windowsUnsettled(shipped!)).toBe(true);
    expect(stateTableRows([shipped!], 'en', '2027-01-15')[0]!.windowsUnsettled).toBe(true);
    const [firm] = loadStateGuides(['NC'], guidesDir, folder({ 'nc.json': { code: 'NC', revivalWindows: [], personalInjury: limit } }));
    expect(firm!.revivalWindows).toEqual([]);
    expect(windowsUnsettled(firm!)).toBe(false);
    expect(stateTableRows([firm!], 'en', '2027-01-15')[0]).toMatchObject({ windowsUnsettled: false, openWindows: [] });
    expect(firm!.askTheFirm.revivalWindows).toBeUndefined();
    expect(firm!.askTheFirm.personalInjury).toBeUndefined();
    expect(firm!.governingLaw.personalInjury).toBeUndefined();
    expect(firm!.askTheFirm.adultSexualAssault).toBe(shipped!.askTheFirm.adultSexualAssault);
    const [alaska] = loadStateGuides(['AK'], guidesDir, folder({}));
    expect(alaska!.askTheFirm.adultSameAsGeneral).toBeTruthy();
    const [adult] = loadStateGuides(['AK'], guidesDir, folder({ 'ak.json': { code: 'AK', adultSexualAssault: limit } }));
    expect(adult!.askTheFirm).not.toHaveProperty('adultSameAsGeneral');
    expect(factsWorksheet([adult!], '2027-01-15').map((i) => i.where)).not.toContain('AK adultSexualAssault');
    expect(firm!.firmConfirmed).toEqual(['personalInjury', 'revivalWindows']);
    const left = factsWorksheet([firm!], '2027-01-15').map((i) => i.where);
    expect(left).not.toContain('NC revivalWindows');
    expect(left).not.toContain('NC personalInjury');
    expect(left).toContain('NC adultSexualAssault');
  });

  it('stop the build naming a file not named for a state in lower case, with how to fix it', () => {
    const fact = { code: 'CA', personalInjury: limit };
    for (const [name, fix] of [
      ['CA.json', 'rename it ca.json'],
      ['ca.JSON', 'rename it ca.json'],
      ['texas.json', 'name it for its state, in lower case'],
      ['zz.json', 'name it for its state, in lower case'],
    ] as const) {
      const dir = folder({ [name]: fact });
      expect(() => loadStateGuides(['CA'], guidesDir, dir)).toThrow(`${path.relative(process.cwd(), path.join(dir, name))}: not a state's file`);
      expect(() => loadStateGuides(['CA'], guidesDir, dir)).toThrow(`Fix: ${fix}`);
    }
  });

  it('leave a folder that holds only a README or hidden files, or none at all, with nothing confirmed', () => {
    const [shipped] = loadStateGuides(['CA'], guidesDir, folder({ 'README.md': '# Ours', '.gitkeep': '' }));
    expect(shipped!.firmConfirmed).toBeUndefined();
    expect(loadStateGuides(['CA'], guidesDir, path.join(process.cwd(), 'firm', 'facts'))[0]!.firmConfirmed).toBeUndefined();
  });
});
