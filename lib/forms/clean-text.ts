// Visitor text is passed to the firm's e-mail as it was typed, less the characters that can
// disguise it: control characters (which some mail software acts on), the bidirectional
// overrides and isolates that make text read differently from what it contains (the "Trojan
// Source" trick), and characters that show nothing, which can make a field look filled when it
// is empty or hide text inside a word. Line breaks stay in a message; every other field is one
// line. The forms check what these functions return, and send exactly that (lib/forms/schemas.ts).

// C0 controls except tab and line feed, DEL and the C1 controls.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Bidirectional embeddings, overrides and isolates, the directional marks, invisible characters
// with no use in a form (soft hyphen, zero-width space, word joiner, byte order mark), the Hangul
// fillers (blank in every font, so a name of fillers looks empty), the tag characters (invisible
// text that software reads) and the supplementary variation selectors. The zero-width joiner and
// non-joiner stay, as do the basic variation selectors: emoji sequences and some scripts need them.
const DISGUISING = /[\u00AD\u061C\u115F\u1160\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;

/** One line of visitor text: breaks and tabs become spaces, disguising characters go. */
export function cleanLine(value: string): string {
  return value
    .replace(LINE_BREAKS, ' ')
    .replace(/[\t\n]/g, ' ')
    .replace(CONTROLS, '')
    .replace(DISGUISING, '')
    .trim();
}

/**
 * A value software reads (an e-mail address, a phone number, a zip code): first brought to its
 * plain form (NFKC: full-width digits and letters, as Japanese and Chinese keyboards type them,
 * become ASCII), then cleaned as one line. Names and messages keep the characters they were typed in.
 */
export function cleanPlainLine(value: string): string {
  return cleanLine(value.normalize('NFKC'));
}

/** A message: line breaks kept (as \n), disguising characters removed. */
export function cleanMultiline(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(CONTROLS, '').replace(DISGUISING, '').trim();
}
