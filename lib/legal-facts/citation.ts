import type { Locale } from '@/lib/i18n';

/**
 * A citation is the law's own name and stays as the law is cited ("Cal. Civ. Proc. Code § 340.1"), but the words an
 * editor writes around the names ("as amended by", "and") are prose, and a Spanish page says them in Spanish.
 */
const SPANISH_CONNECTIVES: readonly [RegExp, string][] = [
  [/\blater amended by\b/g, 'reformado después por'],
  [/\bas amended by\b/g, 'reformado por'],
  [/\bamended by\b/g, 'reformado por'],
  [/\bas added by\b/g, 'añadido por'],
  [/\badded by\b/g, 'añadido por'],
  [/\bamending\b/g, 'que reforma'],
  [/\brenumbered\b/g, 'renumerado'],
  [/\bformerly\b/g, 'antes'],
  [/\bsee\b/g, 'véase'],
  [/\(minors\)/g, '(menores de edad)'],
  [/\(injuries to the person\)/g, '(lesiones a la persona)'],
  [/ and /g, ' y '],
];

export function citationIn(citation: string, locale: Locale): string {
  if (locale === 'en') return citation;
  return SPANISH_CONNECTIVES.reduce((text, [english, spanish]) => text.replace(english, spanish), citation);
}
