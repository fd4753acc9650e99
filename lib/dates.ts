import { LANGUAGE_TAG, type Locale } from '@/lib/i18n';

/** "2024" in the first year, "2024–2026" after it. */
export function copyrightYears(firstYear: number, currentYear: number): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
}

/** "2026-11-22" -> "November 22, 2026" (or "22 de noviembre de 2026"), fixed to UTC so the build machine's zone never shifts it. */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(LANGUAGE_TAG[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
