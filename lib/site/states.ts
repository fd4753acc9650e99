import { STATE_NAMES } from '@/content/shared/states';
import type { Locale } from '@/lib/i18n';
import type { UsStateCode } from '@/lib/schemas/us-states';

/** A state's name as a page in `locale` writes it ("NY" is "New York", or "Nueva York" in Spanish). */
export function stateName(code: UsStateCode, locale: Locale): string {
  return STATE_NAMES[code][locale];
}

/** The firm's states (NEXT_PUBLIC_FIRM_STATES) by name, in the English alphabetical order in both languages. */
export function firmStateNames(codes: readonly UsStateCode[], locale: Locale): string[] {
  return [...codes].sort((a, b) => stateName(a, 'en').localeCompare(stateName(b, 'en'), 'en')).map((code) => stateName(code, locale));
}
