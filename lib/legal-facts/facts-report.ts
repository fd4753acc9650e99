import { CLOSING_SOON_DAYS, daysBetween } from '@/lib/legal-facts/build-date';
import { dueForCheck, RECHECK_AFTER_DAYS } from '@/lib/legal-facts/fact-recheck';
import { confirmationsApplied } from '@/lib/legal-facts/firm-facts';
import type { PageFacts } from '@/lib/schemas/page-facts';
import { factsWorksheet, formatWorksheet, type WorksheetItem } from '@/lib/legal-facts/facts-worksheet';

export interface FactsReport {
  /** Each unstated, reported, open or due fact of the guides, for the firm's lawyer to confirm (lib/legal-facts/facts-worksheet.ts). */
  worksheet: WorksheetItem[];
  /** The facts the firm's lawyer confirmed (firm/facts/) in these guides. */
  confirmed: { facts: number; states: number };
  /** "faq fees: last checked 2025-01-01, 694 days before the build": page facts due by the same rule as the guides'. */
  pagesDue: string[];
  /** "CA revivalWindows.2: closes 2026-12-31 (35 days after the build)". */
  windows: string[];
  /** "article-1: 2 points (statute-of-limitations-range, ...) in content/legal-facts/article-1.json". */
  pageQuestions: string[];
}

type GuideForReport = Parameters<typeof factsWorksheet>[0][number] & Parameters<typeof confirmationsApplied>[0][number];

/** What the responsible attorney should look at before a launch, as of the build day. */
export function factsReport(guides: readonly GuideForReport[], pages: readonly PageFacts[], buildDate: string): FactsReport {
  const report: FactsReport = {
    worksheet: factsWorksheet(guides, buildDate),
    confirmed: confirmationsApplied(guides),
    pagesDue: [],
    windows: [],
    pageQuestions: [],
  };
  const near = (where: string, what: 'opens' | 'closes', date: string | null) => {
    if (date === null) return;
    const days = daysBetween(buildDate, date);
    if (Math.abs(days) <= CLOSING_SOON_DAYS)
      report.windows.push(`${where}: ${what} ${date} (${days >= 0 ? `${days} days after` : `${-days} days before`} the build)`);
  };
  for (const guide of guides) {
    guide.revivalWindows.forEach((w, i) => {
      near(`${guide.code} revivalWindows.${i}`, 'opens', w.opened);
      near(`${guide.code} revivalWindows.${i}`, 'closes', w.closed);
    });
  }
  for (const page of pages) {
    for (const fact of page.facts) {
      const age = dueForCheck(fact, buildDate);
      if (age !== null) report.pagesDue.push(`${page.page} ${fact.id}: last checked ${fact.checked}, ${age} days before the build`);
    }
    const open = Object.keys(page.askTheFirm);
    if (open.length) report.pageQuestions.push(`${page.page}: ${open.length} left to the firm (${open.join(', ')}), in content/legal-facts/${page.page}.json`);
  }
  return report;
}

/** The report as the terminal shows it: each list under its heading with its count, "none" where it is empty. */
export function formatFactsReport(report: FactsReport, buildDate: string): string {
  const list = (title: string, lines: string[]) => [`${title} (${lines.length})`, ...(lines.length ? lines.map((l) => `  - ${l}`) : ['  none'])];
  return [
    `Legal facts as of ${buildDate}`,
    `To confirm for the firm's states (${report.worksheet.length}); write each in the firm's own file, firm/facts/<code>.json (docs/content.md, "Confirming a fact")`,
    ...(report.worksheet.length ? formatWorksheet(report.worksheet) : ['  none']),
    ...list(`Facts of the articles, FAQ and promises last checked more than ${RECHECK_AFTER_DAYS} days ago: check again`, report.pagesDue),
    ...list(`Windows that open or close within ${CLOSING_SOON_DAYS} days`, report.windows),
    ...list('Points the articles, FAQ and promises leave to the firm: the responsible attorney should review', report.pageQuestions),
  ].join('\n');
}

/** The one line `npm run build` ends with: what is left, what is due, and what the firm's lawyer confirmed. */
export function factsSummary(report: FactsReport, buildDate: string, states: number, firmDir: string): string {
  const count = (status: WorksheetItem['status']) => report.worksheet.filter((item) => item.status === status).length;
  const { facts, states: confirmedStates } = report.confirmed;
  return [
    `Legal facts as of ${buildDate}, for the ${states} configured states: ${report.worksheet.length - count('due')} to confirm from the law's text (${count('unstated')} unstated, ${count('reported')} reported, ${count('open-question')} with a point left to the firm), ${count('due') + report.pagesDue.length} due for a new check, ${report.windows.length} window dates within ${CLOSING_SOON_DAYS} days (npm run facts lists them).`,
    `Firm confirmations applied: ${facts} ${facts === 1 ? 'fact' : 'facts'} in ${confirmedStates} ${confirmedStates === 1 ? 'state' : 'states'} (from ${firmDir}).`,
  ].join('\n');
}
