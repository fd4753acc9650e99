import { daysBetween } from '@/lib/legal-facts/build-date';

/** A fact last checked longer ago than this, on the build day, is due for a new check. */
export const RECHECK_AFTER_DAYS = 180;

/**
 * The one rule for when a fact is due for a new check, used by the lawyer's worksheet and the build's summary alike:
 * its last check is more than RECHECK_AFTER_DAYS before the build day. The last check is the research's `checked`
 * date, or for a fact the firm's lawyer confirmed, the day confirmed: laws change whoever read them, so a confirmed
 * fact comes due too, and confirming it again (a new `confirmed` date) settles it. Returns the age in days when due.
 */
export function dueForCheck(fact: { checked: string }, buildDate: string): number | null {
  const age = daysBetween(fact.checked, buildDate);
  return age > RECHECK_AFTER_DAYS ? age : null;
}
