import { type Attempt, type Box, fitTries, lineTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '../spec';
import { C, circle, rect, textBlock } from '../svg';
import { wrapBalanced } from '../text-metrics';

type Compare = SpecOf<'compare'>;

/** Two coloured headings over two columns of cards, one row per pair. */
function layoutCompare(spec: Compare, box: Box, s: number, maxLines: number): Attempt {
  const gap = 16;
  const colW = (box.w - gap) / 2;
  const headSize = 22 * s;
  const headLh = headSize * 1.25;
  const headPad = 12 * s;
  const heads = spec.columns.map((c) => wrapBalanced(c, headSize, colW - 32 * s, true));
  const headOverflow = overflowOf(heads, 2, (i) => ['columns', i]);
  if (headOverflow) return headOverflow;
  const headH = Math.max(...heads.map((l) => l.length)) * headLh + 2 * headPad;
  const size = 19 * s;
  const lh = size * 1.32;
  const padX = 20 * s;
  const padY = 13 * s;
  const dot = 5 * s;
  const textW = colW - 2 * padX - 4 * dot;
  const cells = spec.rows.map((row) => row.map((t) => wrapBalanced(t, size, textW)));
  for (const [i, row] of cells.entries()) {
    const overflow = overflowOf(row, maxLines, (j) => ['rows', i, j]);
    if (overflow) return overflow;
  }
  const rowGap = 10 * s;
  const colours = [C.blue, C.teal];
  let svg = '';
  heads.forEach((head, c) => {
    const x = box.x + c * (colW + gap);
    svg += rect(x, 0, colW, headH, colours[c] ?? C.blue, { rx: 10 });
    svg += textBlock(head, { x: x + colW / 2, y: (headH - head.length * headLh) / 2, size: headSize, lh: headLh, fill: C.white, bold: true, anchor: 'middle' });
  });
  let y = headH + 12 * s;
  cells.forEach((row) => {
    const h = Math.max(...row.map((l) => l.length)) * lh + 2 * padY;
    row.forEach((lines, c) => {
      const x = box.x + c * (colW + gap);
      svg += rect(x, y, colW, h, C.white, { rx: 10, stroke: C.line });
      const top = y + (h - lines.length * lh) / 2;
      svg += circle(x + padX + dot, top + lh / 2, dot, colours[c] ?? C.blue);
      svg += textBlock(lines, { x: x + padX + 4 * dot, y: top, size, lh, fill: C.ink });
    });
    y += h + rowGap;
  });
  return { svg, h: y - rowGap };
}

export const compareLayout = (spec: Compare, box: Box): Laid =>
  fitTries(
    lineTries((s, maxLines) => layoutCompare(spec, box, s, maxLines)),
    box.h,
    'rows',
  );
