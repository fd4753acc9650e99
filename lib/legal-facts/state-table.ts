import { windowStatus } from '@/lib/legal-facts/build-date';
import { laterWindowReported, reportedWindows } from '@/lib/legal-facts/guide-windows';
import type { Locale } from '@/lib/i18n';
import { stateGuidePath, windowsUnsettled, type StateGuide } from '@/lib/legal-facts/state-guides';

/** One cell of the state table: the limit in a few words, or what to do where the guide states none. */
export type LimitCell = { kind: 'limit'; text: string } | { kind: 'same-as-general' } | { kind: 'ask-the-firm' };

/** A window open on the build day: its last day (null: none), and whether it is only reported, or followed by one that is. */
export interface OpenWindow {
  closed: string | null;
  reported: boolean;
  laterReported: boolean;
}

export interface StateTableRow {
  code: string;
  name: string;
  href: string;
  personalInjury: LimitCell;
  childSexualAbuse: LimitCell;
  adultSexualAssault: LimitCell;
  /** Each window open on the build day, stated or reported, soonest last day first. */
  openWindows: OpenWindow[];
  /** The guide leaves a question about windows to the firm, so "none open" cannot be said. */
  windowsUnsettled: boolean;
}

const limitCell = (fact: StateGuide['personalInjury'], locale: Locale): LimitCell =>
  fact ? { kind: 'limit', text: fact.short[locale] } : { kind: 'ask-the-firm' };

const isOpen = (w: { opened: string; closed: string | null }, buildDate: string) => ['open', 'closing-soon'].includes(windowStatus(w, buildDate));

function openWindows(guide: StateGuide, buildDate: string): OpenWindow[] {
  const stated = guide.revivalWindows
    .filter((w) => isOpen(w, buildDate))
    .map((w) => ({ closed: w.closed, reported: false, laterReported: laterWindowReported(guide, w, buildDate) }));
  const reported = reportedWindows(guide)
    .filter((w) => isOpen(w, buildDate))
    .map((w) => ({ closed: w.closed, reported: true, laterReported: false }));
  return [...stated, ...reported].sort((a, b) => (a.closed ?? '9999').localeCompare(b.closed ?? '9999'));
}

/**
 * The state table, built from the same guide files as the guides themselves (no second copy of any fact), with the
 * windows that are open on the day the site is built, in the alphabetical order of the page's language ("Carolina del
 * Norte" among the C's in Spanish).
 */
export function stateTableRows(guides: readonly StateGuide[], locale: Locale, buildDate: string): StateTableRow[] {
  return guides
    .map((guide): StateTableRow => ({
      code: guide.code,
      name: guide.name[locale],
      href: stateGuidePath(guide, locale),
      personalInjury: limitCell(guide.personalInjury, locale),
      childSexualAbuse: limitCell(guide.childSexualAbuse, locale),
      adultSexualAssault:
        guide.adultSexualAssault === null && guide.adultSameAsGeneral ? { kind: 'same-as-general' } : limitCell(guide.adultSexualAssault, locale),
      openWindows: openWindows(guide, buildDate),
      windowsUnsettled: windowsUnsettled(guide),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
