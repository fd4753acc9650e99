import { CLOSING_SOON_DAYS, daysBetween } from '@/lib/build-date';
import type { PageFacts } from '@/lib/schemas/page-facts';
import { factsWorksheet, formatWorksheet, RECHECK_AFTER_DAYS, type WorksheetItem } from '@/lib/facts-worksheet';

export interface FactsReport {
  /** Each unstated, reported or due fact of the guides, for the firm's lawyer to confirm (lib/facts-worksheet.ts). */
  worksheet: WorksheetItem[];
  /** How many limits and reported items of the guides no one has confirmed from the law's text. */
  unconfirmed: number;
  /** "CA personalInjury: checked 2026-01-02 (328 days before the build)". */
  due: string[];
  /** "CA revivalWindows.2: closes 2026-12-31 (35 days after the build)". */
  windows: string[];
  /** "CA adultSexualAssault: ask the firm (the reason)". */
  askTheFirm: string[];
}

interface Checked {
  checked: string;
}

const GUIDE_FACTS = ['personalInjury', 'childSexualAbuse', 'adultSexualAssault'] as const;

type GuideForReport = Parameters<typeof factsWorksheet>[0][number];

/** What the responsible attorney should look at before a launch, as of the build day. */
export function factsReport(guides: readonly GuideForReport[], pages: readonly PageFacts[], buildDate: string): FactsReport {
  const worksheet = factsWorksheet(guides, buildDate);
  const unconfirmed = worksheet.filter((item) => item.status !== 'due').length;
  const report: FactsReport = { worksheet, unconfirmed, due: [], windows: [], askTheFirm: [] };
  const checkAge = (where: string, fact: Checked) => {
    const age = daysBetween(fact.checked, buildDate);
    if (age > RECHECK_AFTER_DAYS) report.due.push(`${where}: checked ${fact.checked} (${age} days before the build)`);
  };
  const near = (where: string, what: 'opens' | 'closes', date: string | null) => {
    if (date === null) return;
    const days = daysBetween(buildDate, date);
    if (Math.abs(days) <= CLOSING_SOON_DAYS)
      report.windows.push(`${where}: ${what} ${date} (${days >= 0 ? `${days} days after` : `${-days} days before`} the build)`);
  };
  for (const guide of guides) {
    for (const field of GUIDE_FACTS) {
      const fact = guide[field];
      if (fact) checkAge(`${guide.code} ${field}`, fact);
    }
    guide.revivalWindows.forEach((w, i) => {
      checkAge(`${guide.code} revivalWindows.${i}`, w);
      near(`${guide.code} revivalWindows.${i}`, 'opens', w.opened);
      near(`${guide.code} revivalWindows.${i}`, 'closes', w.closed);
    });
    for (const [field, reason] of Object.entries(guide.askTheFirm)) report.askTheFirm.push(`${guide.code} ${field}: ${reason}`);
  }
  for (const page of pages) {
    for (const fact of page.facts) checkAge(`${page.page} ${fact.id}`, fact);
    for (const [what, reason] of Object.entries(page.askTheFirm)) report.askTheFirm.push(`${page.page} ${what}: ${reason}`);
  }
  return report;
}

/** The report as the terminal shows it: one heading a list, "none" where a list is empty. */
export function formatFactsReport(report: FactsReport, buildDate: string): string {
  const list = (title: string, lines: string[]) => [`${title} (${lines.length})`, ...(lines.length ? lines.map((l) => `  - ${l}`) : ['  none'])];
  return [
    `Legal facts as of ${buildDate}`,
    `Worksheet for the firm's lawyer: unstated, reported and due facts of the guides (${report.worksheet.length})`,
    ...(report.worksheet.length ? formatWorksheet(report.worksheet) : ['  none']),
    '  To confirm one, write it in the firm\'s own file (firm/facts/<code>.json; docs/content.md, "Confirming a fact").',
    ...list(`Checked more than ${RECHECK_AFTER_DAYS} days ago: check again`, report.due),
    ...list(`Windows that open or close within ${CLOSING_SOON_DAYS} days`, report.windows),
    ...list('Left to the firm ("ask the firm"): the responsible attorney should review', report.askTheFirm),
  ].join('\n');
}
