import { reportedTextProblems } from '@/lib/legal-facts/legal-text';
import { reportedItemSchema } from '@/lib/schemas/reported';

// Issue 32: what a record, a tracker, CHILD USA, a bar journal or the news reports may be shown only if it gives time.
const window = {
  topic: 'revivalWindows',
  effect: 'window',
  opened: '2026-01-01',
  closed: '2027-12-31',
  citation: 'A.B. 250 (Stats. 2025, ch. 682)',
  en: 'A 2025 law is reported to revive expired claims for adult sexual assault, so that they can be filed from January 1, 2026, through December 31, 2027.',
  es: 'Se informa que una ley de 2025 reabre los reclamos vencidos por agresión sexual de adultos, que pueden presentarse desde el 1 de enero de 2026 hasta el 31 de diciembre de 2027.',
  reporters: [
    {
      kind: 'legislature-record',
      url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260AB250',
      title: 'AB-250',
      read: 'bill status, 2026',
    },
  ],
  checked: '2026-11-27',
};
const issues = (item: Record<string, unknown>) => {
  const result = reportedItemSchema.safeParse(item);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a reported item', () => {
  it('is accepted when it reports a window, with its dates in both languages and a record that reports it', () => {
    expect(issues(window)).toEqual([]);
    expect(reportedTextProblems(window)).toEqual([]);
  });

  it('cannot carry a rule that shortens time: only a window, no limit, a longer limit or a discovery rule', () => {
    for (const effect of ['deadline', 'shorter-limit', 'notice-requirement'])
      expect(issues({ ...window, effect }).join()).toMatch(/effect: only what keeps a claim alive may be reported/);
    expect(issues({ ...window, topic: 'childSexualAbuse', effect: 'no-limit', opened: null, closed: null })).toEqual([]);
    expect(issues({ ...window, topic: 'childSexualAbuse', effect: 'longer-limit' }).join()).toMatch(/opened: only a window has dates/);
    expect(issues({ ...window, topic: 'adultSexualAssault' }).join()).toMatch(/topic: a reported window goes under "revivalWindows"/);
    expect(issues({ ...window, opened: null }).join()).toMatch(/opened: a reported window needs its first day/);
  });

  it.each([
    ['en', 'Survivors must file by December 31, 2027.', 'must file'],
    ['en', 'The deadline is December 31, 2027.', 'deadline'],
    ['en', 'After that it is too late to sue.', 'too late'],
    ['en', 'Other claims are barred.', 'barred'],
    ['en', 'The window expires on December 31, 2027.', 'expires'],
    ['en', 'Time runs out on December 31, 2027.', 'runs out'],
    ['es', 'El plazo vence el 31 de diciembre de 2027.', 'plazo vence'],
    ['es', 'Después será demasiado tarde para demandar.', 'demasiado tarde'],
    ['es', 'El reclamo prescribirá después de esa fecha.', 'prescribirá'],
    ['es', 'Los reclamos deben presentarse antes de esa fecha.', 'deben presentarse'],
  ] as const)('refuses deadline words in %s: %s', (locale, sentence, words) => {
    const item = { ...window, [locale]: `${window[locale]} ${sentence}` };
    expect(reportedTextProblems(item).join()).toContain(`${locale}: says "${words}"`);
  });

  it('lets the text name the claims a window revives: expired claims, whose time ran out, reclamos vencidos', () => {
    const en = `${window.en} It reaches expired claims, and claims whose time limit ran out before January 1, 2026.`;
    const es = `${window.es} Alcanza reclamos vencidos y reclamos cuyo plazo se agotó antes del 1 de enero de 2026.`;
    expect(reportedTextProblems({ ...window, en, es })).toEqual([]);
  });

  it('requires the two languages to give the same dates, and a window its own dates in its text', () => {
    expect(reportedTextProblems({ ...window, es: window.es.replace('31 de diciembre de 2027', '31 de diciembre de 2026') }).join()).toMatch(
      /es: gives the dates \[2026-01-01, 2026-12-31\] where the English gives \[2026-01-01, 2027-12-31\]/,
    );
    expect(reportedTextProblems({ ...window, closed: '2028-06-30' }).join()).toMatch(/en: does not give the date 2028-06-30/);
  });

  it('names its reporters only from the accepted hosts of their kind: never a law firm or an aggregator', () => {
    const reporter = (kind: string, url: string) => issues({ ...window, reporters: [{ kind, url, title: 'A page', read: 'read in 2026' }] });
    expect(reporter('tracker', 'https://legiscan.com/CA/bill/AB250/2025')).toEqual([]);
    expect(reporter('child-usa', 'https://childusa.org/law/california/sex-abuse-sol/')).toEqual([]);
    expect(reporter('news', 'https://apnews.com/article/california-abuse-law')).toEqual([]);
    expect(reporter('news', 'https://www.injury-lawyers.example.com/blog/ab-250').join()).toMatch(
      /reporters\.0\.url: www\.injury-lawyers\.example\.com is not a host accepted for a reporter of kind "news"/,
    );
    expect(reporter('tracker', 'https://legiplex.com/bill/ab250').join()).toMatch(/not a host accepted for a reporter of kind "tracker"/);
    expect(reporter('legislature-record', 'https://legiscan.com/CA/bill/AB250/2025').join()).toMatch(/of kind "legislature-record"/);
    expect(reporter('opinion', 'https://apnews.com/x').join()).toMatch(/kind: must be one of legislature-record/);
  });

  it("names a bill author's press release as one, never as the legislature's own record", () => {
    const reporter = (kind: string) =>
      issues({ ...window, reporters: [{ kind, url: 'https://a04.asmdc.org/press-releases/ab-250', title: 'A press release', read: 'read in 2026' }] });
    expect(reporter('press-release')).toEqual([]);
    expect(reporter('legislature-record').join()).toMatch(/a04\.asmdc\.org is not a host accepted for a reporter of kind "legislature-record"/);
    expect(
      issues({ ...window, reporters: [{ kind: 'press-release', url: 'https://leginfo.legislature.ca.gov/x', title: 'A bill page', read: 'read' }] }).join(),
    ).toMatch(/of kind "press-release"/);
  });
});
