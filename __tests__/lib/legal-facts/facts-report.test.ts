import { factsReport, factsSummary, formatFactsReport } from '@/lib/legal-facts/facts-report';
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

const guide: StateGuideData & { file: string } = {
  file: 'content/states/ca.json',
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

  it("lists the guides' facts due for a new check in the worksheet, and the pages' by the same rule", () => {
    expect(report.worksheet.filter((i) => i.status === 'due').map((i) => i.where)).toEqual(['CA personalInjury']);
    expect(report.pagesDue).toEqual(['faq fees: last checked 2025-01-01, 694 days before the build']);
  });

  it('lists window dates within 60 days of the build, and only those', () => {
    expect(report.windows).toEqual(['CA revivalWindows.0: closes 2026-12-31 (35 days after the build)']);
    expect(factsReport([guide], [], '2027-02-01').windows).toEqual(['CA revivalWindows.0: closes 2026-12-31 (32 days before the build)']);
  });

  it("names the points a page leaves to the firm and its file, without the research note's words", () => {
    const page: PageFacts = { page: 'article-1', facts: [], askTheFirm: { range: 'Issue 32: a range read only on a law-firm page' } };
    const text = formatFactsReport(factsReport([], [page], '2026-11-26'), '2026-11-26');
    expect(text).toContain('article-1: 1 left to the firm (range), in content/legal-facts/article-1.json');
    expect(text).not.toMatch(/Issue 32|law-firm page/);
  });

  it('prints every list with its count, and says none where one is empty', () => {
    const text = formatFactsReport(factsReport([], [], '2026-11-26'), '2026-11-26');
    expect(text).toContain('Legal facts as of 2026-11-26');
    expect(text).toMatch(/To confirm for the firm's states \(0\);[^\n]*\n {2}none/);
    expect(text.match(/\(0\)\n {2}none/g)).toHaveLength(3);
  });

  it("counts in the build's summary the facts the firm's lawyer confirmed, and in how many states", () => {
    const confirmed = [
      { ...guide, firmConfirmed: ['personalInjury' as const, 'revivalWindows' as const] },
      { ...guide, code: 'NC' as const, firmConfirmed: ['adultSexualAssault' as const] },
      { ...guide, code: 'NY' as const },
    ];
    const summary = factsSummary(factsReport(confirmed, [], '2026-11-26'), '2026-11-26', 3, 'firm/facts/');
    expect(summary).toContain('Firm confirmations applied: 3 facts in 2 states (from firm/facts/).');
    expect(factsSummary(factsReport([guide], [], '2026-11-26'), '2026-11-26', 1, 'firm/facts/')).toContain(
      'Firm confirmations applied: 0 facts in 0 states (from firm/facts/).',
    );
  });
});
