import { fitText, textWidth, wrapBalanced } from '@/scripts/images/text-metrics';

describe('textWidth', () => {
  it('measures an accented letter like its base letter, as the font draws it', () => {
    expect(textWidth('información, pequeño, acción', 20)).toBe(textWidth('informacion, pequeno, accion', 20));
    expect(textWidth('ÁÉÍÓÚÑÜ', 20, true)).toBe(textWidth('AEIOUNU', 20, true));
  });

  it('measures an accent typed as a separate mark the same as the composed letter', () => {
    expect(textWidth('Que\u0301', 20)).toBe(textWidth('Qué', 20));
  });

  it('measures Spanish opening marks like the marks they mirror', () => {
    expect(textWidth('¿Cuándo?', 20)).toBe(textWidth('?Cuando?', 20));
    expect(textWidth('¡Ahora!', 20, true)).toBe(textWidth('!Ahora!', 20, true));
  });

  it('counts characters it has no width for as wide, so text wraps early rather than overflowing', () => {
    expect(textWidth('漢', 20)).toBeGreaterThan(textWidth('n', 20));
  });
});

describe('wrapBalanced', () => {
  const question = '¿Cuánto tiempo tengo para presentar una demanda por lesiones?';

  it('wraps Spanish text between whole words, every line within the width', () => {
    const lines = wrapBalanced(question, 20, 260);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(question);
    for (const line of lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(260);
  });

  it('evens out line lengths instead of leaving a short last line', () => {
    // Filled greedily, 600 px would take all but "por lesiones?" on the first line.
    const lines = wrapBalanced(question, 20, 600);
    expect(lines).toHaveLength(2);
    const widths = lines.map((l) => textWidth(l, 20));
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.6);
  });
});

describe('fitText', () => {
  it('picks the largest size at which the text fits the lines allowed', () => {
    const fit = fitText('Indemnización por accidentes', { maxWidth: 280, maxLines: 2, maxSize: 40, minSize: 20, bold: true });
    expect(fit?.lines).toHaveLength(2);
    expect(
      fitText('Indemnización por accidentes', { maxWidth: 280, maxLines: 2, maxSize: (fit?.size ?? 0) + 1, minSize: (fit?.size ?? 0) + 1, bold: true }),
    ).toBeNull();
  });

  it('gives up rather than cutting text short', () => {
    expect(fitText('palabra '.repeat(40), { maxWidth: 280, maxLines: 2, maxSize: 24, minSize: 20 })).toBeNull();
  });
});
