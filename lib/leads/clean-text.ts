// Visitor text is passed to the firm's e-mail as it was typed, less the characters that can
// disguise it: control characters (which some mail software acts on), the bidirectional
// overrides and isolates that make text read differently from what it contains (the "Trojan
// Source" trick), and characters that show nothing, which can make a field look filled when it
// is empty or hide text inside a word. Line breaks stay in a message; every other field is one
// line. The forms check what these functions return, and send exactly that (lib/leads/form-schemas.ts).

// C0 controls except tab and line feed, DEL and the C1 controls.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Every default-ignorable code point, which fonts draw as nothing: the bidirectional
// embeddings, overrides, isolates and marks, soft hyphen, zero-width space, word joiner and the
// invisible operators (U+2060-2064), the combining grapheme joiner (U+034F), the Mongolian vowel
// separator (U+180E), byte order mark, Hangul fillers, tag characters (invisible text that
// software reads) and the supplementary variation selectors. Three kinds stay, because real text
// needs them: the zero-width joiner and non-joiner (emoji sequences, Persian, Indic scripts), the
// basic variation selectors (an emoji in colour) and the Mongolian free variation selectors. The
// interlinear annotation marks (U+FFF9-FFFB) are format characters that show nothing either.
const DISGUISING = /(?![\u180B-\u180D\u180F\u200C\u200D\uFE00-\uFE0F])[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;
// The Braille blank (U+2800) is a character, not a space, so trim() keeps it, yet it shows as
// one: a value of blanks looks empty. It becomes the space it looks like.
const BLANKS = /\u2800/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
// Half of a character (a UTF-16 surrogate without its pair) is no text at all: a keyboard never
// types one, and it cannot be encoded as UTF-8, so an e-mail service would mangle or refuse it.
// Pairs match first and stay; what is left of a surrogate is alone, and goes.
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;
const withoutLoneSurrogates = (value: string) => value.replace(SURROGATES, (s) => (s.length === 2 ? s : ''));

/** One line of visitor text: breaks and tabs become spaces, disguising characters go. */
export function cleanLine(value: string): string {
  return withoutLoneSurrogates(value)
    .replace(LINE_BREAKS, ' ')
    .replace(/[\t\n]/g, ' ')
    .replace(CONTROLS, '')
    .replace(DISGUISING, '')
    .replace(BLANKS, ' ')
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
  return withoutLoneSurrogates(value).replace(LINE_BREAKS, '\n').replace(CONTROLS, '').replace(DISGUISING, '').replace(BLANKS, ' ').trim();
}
