import { cleanLine, cleanMultiline } from '@/lib/forms/clean-text';

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

  it('keeps the joiners emoji and some scripts need', () => {
    expect(cleanLine('👩\u200D👧 می\u200Cخواهم')).toBe('👩\u200D👧 می\u200Cخواهم');
  });
});
