import { windowStatus, type WindowStatus } from '@/lib/legal-facts/build-date';
import type { ReportedItem } from '@/lib/schemas/reported';
import type { StateGuide } from '@/lib/legal-facts/state-guides';

/** The windows a guide reports but whose text was not read: each has its first day (the schema requires it). */
export const reportedWindows = (guide: Pick<StateGuide, 'reported'>): (ReportedItem & { opened: string })[] =>
  guide.reported.filter((item): item is ReportedItem & { opened: string } => item.effect === 'window' && item.opened !== null);

const isLive = (status: WindowStatus) => status !== 'closed';

/**
 * Whether a window that is stated to close soon is followed by a later one that is reported: then its last day may not
 * be the visitor's last day, and the page must say so beside it (California's 2026 and reported 2027 windows).
 */
export function laterWindowReported(guide: Pick<StateGuide, 'reported'>, window: { closed: string | null }, buildDate: string): boolean {
  if (window.closed === null) return false;
  const closed = window.closed;
  return reportedWindows(guide).some((r) => isLive(windowStatus(r, buildDate)) && (r.closed === null || r.closed > closed));
}

/**
 * Whether a dated window, stated or reported, is open or yet to open on the build day: only then does the guide urge
 * the visitor, in bold, to ask at once, since windows close on fixed dates.
 */
export const hasLiveWindow = (guide: Pick<StateGuide, 'reported' | 'revivalWindows'>, buildDate: string): boolean =>
  [...guide.revivalWindows, ...reportedWindows(guide)].some((w) => isLive(windowStatus(w, buildDate)));
