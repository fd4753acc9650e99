import { daysBetween } from '@/lib/build-date';
import type { StateGuide } from '@/lib/state-guides';

/** A fact whose check is older than this, on the build day, is due to be checked again. */
export const RECHECK_AFTER_DAYS = 180;

type WorksheetGuide = Pick<
  StateGuide,
  'code' | 'personalInjury' | 'childSexualAbuse' | 'adultSexualAssault' | 'revivalWindows' | 'reported' | 'askTheFirm' | 'governingLaw'
>;

/** One fact the firm's lawyer should confirm from the law's text before launch. */
export interface WorksheetItem {
  /** "CA adultSexualAssault", "CA reported.0 (revivalWindows)". */
  where: string;
  status: 'unstated' | 'reported' | 'due';
  /** The law to read, where known. */
  citation: string | null;
  /** The official address to open, where known (reported: the pages that report it). */
  open: string[];
  /** What is missing, from the guide's research notes (askTheFirm), or why it is due. */
  missing: string;
}

const LIMITS = ['personalInjury', 'childSexualAbuse', 'adultSexualAssault'] as const;

/**
 * The responsible lawyer's worksheet: every limit the guide does not state, every reported item, and every stated fact
 * not confirmed by the firm whose check is due, each with the law to read and where to open it. A fact the firm's
 * lawyer confirmed (firm/facts/) is theirs to keep current, so it is not listed.
 */
export function factsWorksheet(guides: readonly WorksheetGuide[], buildDate: string): WorksheetItem[] {
  const items: WorksheetItem[] = [];
  for (const guide of guides) {
    const note = (field: string) => guide.askTheFirm[field]?.trim() || 'no note: read the law and confirm it';
    const due = (where: string, fact: { checked: string; citation: string; confirmation?: unknown; sources: readonly { url: string }[] }) => {
      const age = daysBetween(fact.checked, buildDate);
      if (fact.confirmation || age <= RECHECK_AFTER_DAYS) return;
      items.push({
        where,
        status: 'due',
        citation: fact.citation,
        open: fact.sources.map((s) => s.url),
        missing: `checked ${fact.checked}, ${age} days before the build`,
      });
    };
    for (const field of LIMITS) {
      const fact = guide[field];
      if (fact) {
        due(`${guide.code} ${field}`, fact);
        continue;
      }
      const law = guide.governingLaw[field];
      items.push({
        where: `${guide.code} ${field}`,
        status: 'unstated',
        citation: law?.citation ?? null,
        open: law?.url ? [law.url] : [],
        missing: note(field),
      });
    }
    guide.revivalWindows.forEach((w, i) => due(`${guide.code} revivalWindows.${i}`, w));
    guide.reported.forEach((item, i) => {
      items.push({
        where: `${guide.code} reported.${i} (${item.topic}: ${item.effect}${item.opened ? ` ${item.opened} to ${item.closed ?? 'no end'}` : ''})`,
        status: 'reported',
        citation: item.citation,
        open: item.reporters.map((r) => r.url),
        missing: `the law's text was not read; ${note(item.topic)}`,
      });
    });
  }
  return items;
}

/** The worksheet as the terminal shows it, one block per fact. */
export function formatWorksheet(items: readonly WorksheetItem[]): string[] {
  return items.flatMap((item) => [
    `  - ${item.where}: ${item.status.toUpperCase()}`,
    `      law: ${item.citation ?? 'not recorded'}`,
    `      open: ${item.open.length ? item.open.join(' ') : 'no official address recorded'}`,
    `      missing: ${item.missing}`,
  ]);
}
