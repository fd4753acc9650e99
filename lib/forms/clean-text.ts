// Visitor text is passed to the firm's e-mail as it was typed, less the characters that can
// disguise it: control characters (which some mail software acts on) and the bidirectional
// overrides and isolates that make text read differently from what it contains (the "Trojan
// Source" trick). Line breaks stay in a message; every other field is one line.

// C0 controls except tab and line feed, DEL and the C1 controls.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Bidirectional embeddings, overrides and isolates, the directional marks, and invisible
// characters with no use in a form (zero-width space, word joiner, byte order mark). The
// zero-width joiner and non-joiner stay: emoji sequences and some scripts need them.
const DISGUISING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
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

/** A message: line breaks kept (as \n), disguising characters removed. */
export function cleanMultiline(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(CONTROLS, '').replace(DISGUISING, '').trim();
}
