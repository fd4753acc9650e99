import { windowStatus } from '@/lib/build-date';
import type { Locale } from '@/lib/i18n';
import { stateGuidePath, windowsUnsettled, type StateGuide } from '@/lib/state-guides';

/** One cell of the state table: the limit in a few words, or what to do where the guide states none. */
export type LimitCell = { kind: 'limit'; text: string } | { kind: 'same-as-general' } | { kind: 'ask-the-firm' };

export interface StateTableRow {
  code: string;
  name: string;
  href: string;
  personalInjury: LimitCell;
  childSexualAbuse: LimitCell;
  adultSexualAssault: LimitCell;
  /** The last day of each window open on the build day (null: open with no last day), soonest first. */
  openWindows: (string | null)[];
  /** The guide leaves a question about windows to the firm, so "none open" cannot be said. */
  windowsUnsettled: boolean;
}

const limitCell = (fact: StateGuide['personalInjury'], locale: Locale): LimitCell =>
  fact ? { kind: 'limit', text: fact.short[locale] } : { kind: 'ask-the-firm' };

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
      openWindows: guide.revivalWindows
        .filter((w) => ['open', 'closing-soon'].includes(windowStatus(w, buildDate)))
        .map((w) => w.closed)
        .sort((a, b) => (a ?? '9999').localeCompare(b ?? '9999')),
      windowsUnsettled: windowsUnsettled(guide),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
