import type { StateGuide } from '@/lib/legal-facts/state-guides';
import { stateTableRows } from '@/lib/legal-facts/state-table';

const sources = [{ kind: 'official' as const, url: 'https://legislature.example.gov/1', title: 'Code § 1', read: 'current code' }];
const limit = (en: string, es: string) => ({
  en: `Generally ${en} from the injury.`,
  es: `Generalmente ${es} desde la lesión.`,
  short: { en, es },
  citation: '§ 1',
  sources,
  checked: '2026-11-26',
  coverage: null,
});
const window = (opened: string, closed: string | null) => ({ ...limit('x', 'x'), opened, closed });

const guide = (overrides: Partial<StateGuide>): StateGuide => ({
  code: 'CA',
  reviewed: '2026-11-26',
  answer: { child: { basis: 'open' }, adult: { basis: 'open' }, injury: { basis: 'stated' } },
  personalInjury: limit('2 years', '2 años'),
  childSexualAbuse: null,
  revivalWindows: [],
  adultSexualAssault: null,
  adultSameAsGeneral: null,
  reported: [],
  governingLaw: {},
  childUsa: 'https://childusa.org/law/california/sex-abuse-sol/',
  help: [],
  askTheFirm: {},
  notes: '',
  slug: 'california',
  name: { en: 'California', es: 'California' },
  file: 'content/states/ca.json',
  ...overrides,
});

describe('the state table', () => {
  it('gives each limit in the words of its guide, and says where the guide states none', () => {
    const [row] = stateTableRows([guide({ adultSameAsGeneral: true })], 'es', '2026-11-26');
    expect(row).toMatchObject({
      name: 'California',
      href: '/es/states/california/',
      personalInjury: { kind: 'limit', text: '2 años' },
      childSexualAbuse: { kind: 'ask-the-firm' },
      adultSexualAssault: { kind: 'same-as-general' },
    });
    expect(stateTableRows([guide({})], 'en', '2026-11-26')[0]!.adultSexualAssault).toEqual({ kind: 'ask-the-firm' });
  });

  it("orders the states by their names in the page's language", () => {
    const guides = [
      guide({ code: 'NC', name: { en: 'North Carolina', es: 'Carolina del Norte' } }),
      guide({ code: 'CA', name: { en: 'California', es: 'California' } }),
      guide({ code: 'NY', name: { en: 'New York', es: 'Nueva York' } }),
    ];
    expect(stateTableRows(guides, 'en', '2026-11-26').map((r) => r.code)).toEqual(['CA', 'NY', 'NC']);
    expect(stateTableRows(guides, 'es', '2026-11-26').map((r) => r.code)).toEqual(['CA', 'NC', 'NY']);
  });

  it('lists only the windows open on the build day, soonest last day first, with no last day after', () => {
    const revivalWindows = [
      window('2020-01-01', '2022-12-31'),
      window('2026-01-01', null),
      window('2026-01-01', '2027-12-31'),
      window('2023-01-01', '2026-12-31'),
    ];
    const closes = (buildDate: string) => stateTableRows([guide({ revivalWindows })], 'en', buildDate)[0]!.openWindows.map((w) => w.closed);
    expect(closes('2026-11-26')).toEqual(['2026-12-31', '2027-12-31', null]);
    expect(closes('2027-01-01')).toEqual(['2027-12-31', null]);
    expect(stateTableRows([guide({ revivalWindows: [window('2027-06-01', '2028-01-01')] })], 'en', '2026-11-26')[0]!.openWindows).toEqual([]);
  });

  it('does not let "none open" stand where the guide leaves a question about windows to the firm', () => {
    expect(stateTableRows([guide({})], 'en', '2026-11-26')[0]!.windowsUnsettled).toBe(false);
    expect(
      stateTableRows([guide({ askTheFirm: { revivalWindows: 'a 2024 extension was reported but not read' } })], 'en', '2026-11-26')[0]!.windowsUnsettled,
    ).toBe(true);
  });

  it('shows a reported window open on the build day as reported, and marks a stated window a later reported one follows', () => {
    const reported = {
      topic: 'revivalWindows' as const,
      effect: 'window' as const,
      opened: '2026-01-01',
      closed: '2027-12-31',
      citation: 'A.B. 250',
      en: 'Reported to revive claims from January 1, 2026, through December 31, 2027.',
      es: 'Se informa que reabre reclamos del 1 de enero de 2026 al 31 de diciembre de 2027.',
      reporters: [{ kind: 'news' as const, url: 'https://apnews.com/x', title: 'AP', read: '2026 report' }],
      checked: '2026-11-27',
    };
    const california = guide({ revivalWindows: [window('2023-01-01', '2026-12-31')], reported: [reported] });
    expect(stateTableRows([california], 'en', '2026-11-27')[0]!.openWindows).toEqual([
      { closed: '2026-12-31', reported: false, laterReported: true },
      { closed: '2027-12-31', reported: true, laterReported: false },
    ]);
    expect(stateTableRows([california], 'en', '2027-01-15')[0]!.openWindows).toEqual([{ closed: '2027-12-31', reported: true, laterReported: false }]);
    expect(stateTableRows([california], 'en', '2028-01-01')[0]!.openWindows).toEqual([]);
  });
});
