import type { SafeContact } from '@/lib/leads/options';

// A number as people write it, anywhere: 7 to 15 digits (E.164's longest is 15) once the
// separators people use (spaces, dots, dashes, parentheses) and one leading + are set aside,
// then at most an extension ("x12", "ext. 12", "extension 12", the Spanish "ext." and
// "extensión"). No country's numbering plan is checked: that needs tens of KB of metadata the
// forms cannot carry, and a firm calls back a number it can read.
const EXTENSION = /\s*(?:x|ext\.?|extension|extensi[oó]n)\s*\d{1,6}$/i;
const NUMBER = /^\+?[\d\s.()-]+$/;
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/** Whether a cleaned value (lib/leads/clean-text.ts, cleanPlainLine) reads as a phone number. */
export function isPhoneNumber(value: string): boolean {
  const number = value.replace(EXTENSION, '').trim();
  if (!NUMBER.test(number)) return false;
  const digits = number.replace(/\D/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

/** The safe ways of contact that need a phone number. */
const BY_PHONE: readonly SafeContact[] = ['Phone call', 'Voicemail', 'Text message'];

/**
 * A phone number may be left out only when the visitor has said how it is safe to reach them
 * and none of those ways is by phone (e-mail only): someone at risk is never pushed to invent a
 * number. With no safe way marked, the firm may call, so the number is needed.
 */
export function phoneIsOptional(safeContact: readonly string[]): boolean {
  return safeContact.length > 0 && !safeContact.some((way) => (BY_PHONE as readonly string[]).includes(way));
}
