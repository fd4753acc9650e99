import { factsReport, formatFactsReport } from '@/lib/facts-report';
import type { PageFacts } from '@/lib/schemas/page-facts';
import type { StateGuideData } from '@/lib/schemas/state-guide';

const sources = [{ kind: 'official' as const, url: 'https://legislature.example.gov/1', title: 'Code § 1', read: 'current code' }];
const fact = (checked: string) => ({
  en: 'Two years from the injury.',
  es: 'Dos años desde la lesión.',
  short: { en: '2 years', es: '2 años' },
  citation: '§ 1',
  sources,
  checked,
  coverage: null,
});

const guide: StateGuideData = {
  code: 'CA',
  reviewed: '2026-11-26',
  answer: { child: { basis: 'open' }, adult: { basis: 'open' }, injury: { basis: 'stated' } },
  personalInjury: fact('2026-05-01'),
  childSexualAbuse: fact('2026-11-26'),
  revivalWindows: [
    { ...fact('2026-11-26'), opened: '2023-01-01', closed: '2026-12-31' },
    { ...fact('2026-11-26'), opened: '2026-01-01', closed: '2027-12-31' },
  ],
  adultSexualAssault: null,
  adultSameAsGeneral: null,
  reported: [],
  governingLaw: {},
  childUsa: 'https://childusa.org/law/california/sex-abuse-sol/',
  help: [],
  askTheFirm: { adultSexualAssault: 'the bill text was not read' },
  notes: '',
};
const faq: PageFacts = { page: 'faq', facts: [{ ...fact('2025-01-01'), id: 'fees' }], askTheFirm: {} };

describe('the facts report', () => {
  const report = factsReport([guide], [faq], '2026-11-26');

  it('lists facts checked more than 180 days before the build', () => {
    expect(report.due).toEqual([
      'CA personalInjury: checked 2026-05-01 (209 days before the build)',
      'faq fees: checked 2025-01-01 (694 days before the build)',
    ]);
  });

  it('lists window dates within 60 days of the build, and only those', () => {
    expect(report.windows).toEqual(['CA revivalWindows.0: closes 2026-12-31 (35 days after the build)']);
    expect(factsReport([guide], [], '2027-02-01').windows).toEqual(['CA revivalWindows.0: closes 2026-12-31 (32 days before the build)']);
  });

  it('lists every fact left to the firm, with its reason', () => {
    expect(report.askTheFirm).toEqual(['CA adultSexualAssault: the bill text was not read']);
  });

  it('prints every list with its count, and says none where one is empty', () => {
    const text = formatFactsReport(factsReport([], [], '2026-11-26'), '2026-11-26');
    expect(text).toContain('Legal facts as of 2026-11-26');
    expect(text.match(/\(0\)\n {2}none/g)).toHaveLength(4);
  });
});
