import { cleanLine, cleanMultiline, cleanPlainLine } from '@/lib/leads/clean-text';

describe('the visitor text cleaner', () => {
  it('removes bidirectional overrides, isolates and marks that disguise what text says', () => {
    // "RLO" would show "gpj.exe" reversed; the isolates and marks hide direction changes.
    expect(cleanLine('Ana\u202Egpj.exe\u202C \u2066x\u2069\u200F')).toBe('Anagpj.exe x');
    expect(cleanLine('\uFEFFAna\u200BPérez\u2060')).toBe('AnaPérez');
  });

  it('removes control characters and keeps every visible character, markup included, for the template to escape', () => {
    expect(cleanLine('Ana\u0000\u0007\u001B[31m Pérez\u007F\u0085')).toBe('Ana[31m Pérez');
    expect(cleanLine('<img src=x onerror=alert(1)> Bcc: victim@example.com')).toBe('<img src=x onerror=alert(1)> Bcc: victim@example.com');
  });

  it('makes a one-line field one line, so no header or second line can be slipped in', () => {
    expect(cleanLine('Ana\r\nBcc: victim@example.com\u2028x\tY')).toBe('Ana Bcc: victim@example.com x Y');
  });

  it('keeps the line breaks of a message, as plain line feeds', () => {
    expect(cleanMultiline('First line\r\nSecond\u202E line\rThird\u2029Fourth\n\n  ')).toBe('First line\nSecond line\nThird\nFourth');
  });

  it('removes half characters (lone surrogates), which cannot be encoded, and keeps whole ones', () => {
    expect(cleanLine('Ana\uD800 P\uDC00érez 😀')).toBe('Ana Pérez 😀');
    expect(cleanMultiline('\uDE00Hi\uD83D\n😀\uD83D')).toBe('Hi\n😀');
    expect(cleanPlainLine('ana@example.org\uDBFF')).toBe('ana@example.org');
    // Removing what lies between two halves does not join them into a character.
    expect(cleanLine('a\uD83D\u0000\uDE00b')).toBe('ab');
    expect(JSON.stringify(cleanMultiline('\uD800x'))).toBe('"x"');
  });

  it('keeps the joiners emoji and some scripts need', () => {
    expect(cleanLine('👩\u200D👧 می\u200Cخواهم')).toBe('👩\u200D👧 می\u200Cخواهم');
  });

  it.each([
    ['a soft hyphen', 'Ana\u00ADPérez', 'AnaPérez'],
    ['the Hangul choseong filler', '\u115FAna', 'Ana'],
    ['the Hangul jungseong filler', 'Ana\u1160', 'Ana'],
    ['the Hangul filler', 'A\u3164na', 'Ana'],
    ['the half-width Hangul filler', 'Ana\uFFA0', 'Ana'],
    ['tag characters, the first and the last', '\u{E0000}Ana\u{E0041}\u{E0062}\u{E007F}', 'Ana'],
    ['supplementary variation selectors, the first and the last', 'An\u{E0100}a\u{E01EF}', 'Ana'],
  ])('removes %s from one line and from a message', (_, typed, clean) => {
    expect(cleanLine(typed)).toBe(clean);
    expect(cleanMultiline(`${typed}\nLine two`)).toBe(`${clean}\nLine two`);
  });

  it('leaves nothing of a value made only of invisible characters', () => {
    expect(cleanLine('\u200B\u00AD\u3164\u{E0020}\uFEFF \u115F')).toBe('');
    expect(cleanMultiline('\u3164\n\u200B')).toBe('');
  });

  it.each([
    ['the Braille blank', '\u2800'],
    ['the function application', '\u2061'],
    ['the invisible times', '\u2062'],
    ['the invisible separator', '\u2063'],
    ['the invisible plus', '\u2064'],
    ['the Mongolian vowel separator', '\u180E'],
    ['the combining grapheme joiner', '\u034F'],
    ['a Khmer inherent vowel', '\u17B4'],
    ['a deprecated format character', '\u206A'],
    ['an interlinear annotation mark', '\uFFF9'],
    ['a shorthand format control', '\u{1BCA0}'],
    ['a musical format control', '\u{1D173}'],
  ])('leaves nothing of a value made only of %s, on one line or in a message', (_, blank) => {
    expect(cleanLine(`${blank}${blank} ${blank}`)).toBe('');
    expect(cleanPlainLine(blank)).toBe('');
    expect(cleanMultiline(`${blank}\n${blank}`)).toBe('');
  });

  it('reads a Braille blank between words as the space it shows, and removes the invisible operators', () => {
    expect(cleanLine('Ana\u2800Pérez')).toBe('Ana Pérez');
    expect(cleanLine('A\u2061n\u2062a\u2063\u2064\u180E\u034F')).toBe('Ana');
  });

  it('keeps the joiners and selectors that real text needs', () => {
    expect(cleanLine('\u1820\u180B\u1821 \u0915\u094D\u200D\u0937')).toBe('\u1820\u180B\u1821 \u0915\u094D\u200D\u0937');
  });

  it('keeps the variation selector that makes an emoji show in colour', () => {
    expect(cleanLine('I \u2764\uFE0F this')).toBe('I \u2764\uFE0F this');
  });

  it('brings values software reads to their plain form before cleaning them', () => {
    expect(cleanPlainLine('\uFF0B\uFF15\uFF12 \uFF15\uFF15 \uFF11\uFF12\uFF13\uFF14\u200B')).toBe('+52 55 1234');
    expect(cleanPlainLine('ana\uFF20example.org\u200B')).toBe('ana@example.org');
    expect(cleanPlainLine('\uFFA0 \u3164')).toBe('');
  });
});
