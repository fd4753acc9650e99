/**
 * The day the site is built, which is the day every "open", "closed" and "as of" on it is true of. It honours the
 * reproducible-builds convention SOURCE_DATE_EPOCH (seconds since 1970-01-01 UTC), so a build can be made as of any
 * day, and the tests do; without it, the build uses the clock. A malformed value stops the build naming it: a guide
 * that silently used the wrong day could call a closed window open.
 */
export function parseBuildDate(sourceDateEpoch: string | undefined, now: () => Date = () => new Date()): string {
  if (sourceDateEpoch === undefined || sourceDateEpoch === '') return now().toISOString().slice(0, 10);
  if (!/^\d+$/.test(sourceDateEpoch.trim()))
    throw new Error(`SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC, but is "${sourceDateEpoch}"`);
  const date = new Date(Number(sourceDateEpoch.trim()) * 1000);
  if (Number.isNaN(date.getTime())) throw new Error(`SOURCE_DATE_EPOCH is out of range: "${sourceDateEpoch}"`);
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A window whose last day is this close to the build is called out with that day. */
export const CLOSING_SOON_DAYS = 60;

export type WindowStatus = 'upcoming' | 'open' | 'closing-soon' | 'closed';

/** Where a window stands on the build day; `closed` is its last day to file, so a claim can still be filed on it. */
export function windowStatus(window: { opened: string; closed: string | null }, buildDate: string): WindowStatus {
  if (window.opened > buildDate) return 'upcoming';
  if (window.closed === null) return 'open';
  if (window.closed < buildDate) return 'closed';
  return daysBetween(buildDate, window.closed) <= CLOSING_SOON_DAYS ? 'closing-soon' : 'open';
}
