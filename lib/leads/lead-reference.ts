// A lead's reference: random, short enough to read over the phone, and shown in the firm's e-mail
// template (`{{reference}}`). A lead that reaches the firm twice (EmailJS answered after the relay
// gave up waiting, then a retry delivered it again) carries the same reference both times.

// Crockford's base 32: no I, L, O or U, so nothing is misread as 1, 0 or a word.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/** Ten random characters in two groups of five, e.g. `7K3MQ-9XD2B` (50 bits). */
export function newLeadReference(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(LENGTH));
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Whether a value has the shape newLeadReference() makes. */
export const isLeadReference = (value: unknown): value is string => typeof value === 'string' && /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/.test(value);
