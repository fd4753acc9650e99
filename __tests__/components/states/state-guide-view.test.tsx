/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { StateGuideView } from '@/components/states/state-guide-view';
import { stateGuidesCopy as en } from '@/content/en/state-guides';
import { stateGuidesCopy as es } from '@/content/es/state-guides';
import { loadStateGuides } from '@/lib/legal-facts/state-guides';
import { US_STATE_CODES } from '@/lib/schemas/us-states';
import type { Locale } from '@/lib/i18n';
import type { UsStateCode } from '@/lib/schemas/us-states';

// Issue 32: guides that help a survivor decide to ask the firm.
const guidesDir = path.join(process.cwd(), 'content', 'states');
const noFirmFacts = path.join(process.cwd(), 'firm', 'facts');
const firm = { name: 'Test Firm LLP', phone: { display: '(800) 555-0199', href: 'tel:+18005550199' }, siteUrl: 'https://www.example.org' };
const load = (code: UsStateCode, firmDir = noFirmFacts) => loadStateGuides([code], guidesDir, firmDir)[0]!;

function renderGuide(code: UsStateCode, locale: Locale, buildDate: string, firmDir = noFirmFacts) {
  return render(<StateGuideView guide={load(code, firmDir)} locale={locale} related={[]} buildDate={buildDate} firm={firm} />);
}
const region = (name: string) => screen.getByRole('region', { name });

describe('a reported window', () => {
  it.each([
    ['en', en, 'Reported as open as of November 27, 2026, and reported to run until December 31, 2027.'],
    ['es', es, 'Según informes, abierta al 27 de noviembre de 2026, y según se informa va hasta el 31 de diciembre de 2027.'],
  ] as const)('is shown in %s as reported, with who reports it; that the firm checks it first is said once, in the answer', (locale, words, status) => {
    renderGuide('CA', locale, '2026-11-27');
    const windows = region(words.sections.revivalWindows);
    expect(windows).toHaveTextContent(words.reported.label);
    expect(windows).toHaveTextContent(status);
    expect(region(words.answer.title)).toHaveTextContent(words.answer.reportedNote);
    expect(screen.getAllByText(new RegExp(words.answer.reportedNote.slice(0, 30)))).toHaveLength(1);
    const reporter = within(windows).getByRole('link', { name: /KSBY News/ });
    expect(reporter).toHaveAttribute('href', expect.stringContaining('ksby.com'));
    expect(reporter.closest('li')).toHaveTextContent(words.reported.kinds.news);
  });

  it('stands beside a stated window closing soon, so its last day does not read as the last one, and bold urgency shows', () => {
    renderGuide('CA', 'en', '2026-11-27');
    const windows = region(en.sections.revivalWindows);
    expect(windows).toHaveTextContent(/Closing soon: as of November 27, 2026, the last day to file under this window is December 31, 2026/);
    expect(within(windows).getByText(en.laterWindow.replace('{state}', 'California'))).toBeInTheDocument();
    expect(within(windows).getByText(en.windowsUrgent)).toBeInTheDocument();
  });

  it('reads as reported and open after the stated window has closed (the build of January 15, 2027)', () => {
    renderGuide('CA', 'en', '2027-01-15');
    const windows = region(en.sections.revivalWindows);
    expect(windows).toHaveTextContent('Reported as open as of January 15, 2027, and reported to run until December 31, 2027.');
    expect(within(windows).queryByText(en.laterWindow.replace('{state}', 'California'))).toBeNull();
  });
});

describe('an unstated limit', () => {
  it('says what is true, that the firm checks it first, and reaches the firm in one tap; no urgency where no window is known', () => {
    for (const code of ['OR', 'IL'] as const) {
      const { unmount } = renderGuide(code, 'en', '2026-11-27');
      const guide = load(code);
      const field = guide.childSexualAbuse === null ? 'childSexualAbuse' : 'personalInjury';
      const section = region(en.sections[field]);
      expect(section).not.toHaveTextContent(/We do not state this time limit/);
      expect(section).toHaveTextContent(field === 'childSexualAbuse' ? en.unstated.differChild : en.unstated.differ);
      expect(within(section).getByRole('link', { name: en.firm.form })).toHaveAttribute('href', '/formInput/');
      expect(within(section).getByRole('link', { name: 'call (800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
      expect(screen.queryByText(en.windowsUrgent)).toBeNull();
      unmount();
    }
  });
});

describe("a fact the firm's lawyer confirmed", () => {
  it('replaces the shipped one and shows who confirmed it, when, and what they read, in both languages', () => {
    const fixture = path.join(process.cwd(), '__tests__', 'fixtures', 'firm-facts');
    const { unmount } = renderGuide('CA', 'en', '2027-01-15', fixture);
    const section = region(en.sections.adultSexualAssault);
    expect(section).toHaveTextContent(/^.*TEST FIXTURE/);
    expect(section).toHaveTextContent('Confirmed by Test Lawyer, Esq. (fixture) on January 10, 2027, from:');
    expect(within(section).getByRole('link', { name: /Code of Civil Procedure § 340.16/ })).toHaveAttribute(
      'href',
      expect.stringContaining('sectionNum=340.16'),
    );
    expect(section).not.toHaveTextContent(en.howWeChecked);
    unmount();
    renderGuide('CA', 'es', '2027-01-15', fixture);
    expect(region(es.sections.adultSexualAssault)).toHaveTextContent('Confirmado por Test Lawyer, Esq. (fixture) el 10 de enero de 2027, a partir de:');
  });
});

describe('research notes', () => {
  const RESEARCH_WORDS =
    /could not|stored|excerpt|read up to|version read|edition|digest|chaptered|opinion text|current code|not read|Sources read|Checked on|Reported by|How we checked|ask the firm/i;
  const codes = US_STATE_CODES.filter((c) => fs.existsSync(path.join(guidesDir, `${c.toLowerCase()}.json`)));

  it("stay off every Spanish guide: its visible words hold no English research words (a source's title may stay as published)", () => {
    const found: string[] = [];
    for (const code of codes) {
      const { container, unmount } = renderGuide(code, 'es', '2026-11-27');
      // Titles of pages read are names, shown as published.
      for (const title of container.querySelectorAll('a[href^="http"]')) title.remove();
      const match = RESEARCH_WORDS.exec(container.textContent ?? '');
      if (match) found.push(`${code}: "${match[0]}"`);
      unmount();
    }
    expect(found).toEqual([]);
  });

  it('stay inside "How we checked this" on an English guide, which opens without JavaScript', () => {
    renderGuide('CA', 'en', '2026-11-27');
    const section = region(en.sections.personalInjury);
    const disclosure = within(section).getByText(en.howWeChecked, { selector: 'summary' }).closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(disclosure).toHaveTextContent('§ 335.1');
    expect(section).not.toHaveTextContent(/version read|2007 edition|could not be opened/);
  });
});
