import { type Attempt, type Box, fitNarrow, fitTries, lineTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '@/lib/content/illustrations/spec';
import { C, circle, rect, textBlock } from '../svg';
import { wrapBalanced } from '../text-metrics';

type Compare = SpecOf<'compare'>;

const COLOURS = [C.blue, C.teal];

interface HeadStyle {
  gap: number;
  size: number;
  pad: number;
  /** Room left free across each heading's box. */
  inset: number;
  maxLines: number;
}

/** The two column headings, white on their column's colour, side by side across the box. */
function headings(spec: Compare, box: Box, { gap, size, pad, inset, maxLines }: HeadStyle): Attempt {
  const w = (box.w - gap) / 2;
  const lh = size * 1.25;
  const heads = spec.columns.map((c) => wrapBalanced(c, size, w - inset, true));
  const overflow = overflowOf(heads, maxLines, (i) => ['columns', i]);
  if (overflow) return overflow;
  const h = Math.max(...heads.map((l) => l.length)) * lh + 2 * pad;
  let svg = '';
  heads.forEach((head, c) => {
    const x = box.x + c * (w + gap);
    svg += rect(x, 0, w, h, COLOURS[c] ?? C.blue, { rx: 10 });
    svg += textBlock(head, { x: x + w / 2, y: (h - head.length * lh) / 2, size, lh, fill: C.white, bold: true, anchor: 'middle' });
  });
  return { svg, h };
}

/** Two coloured headings over two columns of cards, one row per pair. */
function layoutCompare(spec: Compare, box: Box, s: number, maxLines: number): Attempt {
  const gap = 16;
  const colW = (box.w - gap) / 2;
  const heads = headings(spec, box, { gap, size: 22 * s, pad: 12 * s, inset: 32 * s, maxLines: 2 });
  if ('overflow' in heads) return heads;
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
  let svg = heads.svg;
  let y = heads.h + 12 * s;
  cells.forEach((row) => {
    const h = Math.max(...row.map((l) => l.length)) * lh + 2 * padY;
    row.forEach((lines, c) => {
      const x = box.x + c * (colW + gap);
      svg += rect(x, y, colW, h, C.white, { rx: 10, stroke: C.line });
      const top = y + (h - lines.length * lh) / 2;
      svg += circle(x + padX + dot, top + lh / 2, dot, COLOURS[c] ?? C.blue);
      svg += textBlock(lines, { x: x + padX + 4 * dot, y: top, size, lh, fill: C.ink });
    });
    y += h + rowGap;
  });
  return { svg, h: y - rowGap };
}

/**
 * The narrow version: the two headings side by side as a key, then one card per row holding its left
 * entry over its right one, each behind its column's coloured dot.
 */
function layoutCompareStacked(spec: Compare, box: Box, s: number): Attempt {
  const heads = headings(spec, box, { gap: 12, size: 18 * s, pad: 10 * s, inset: 20 * s, maxLines: 3 });
  if ('overflow' in heads) return heads;
  const size = 19 * s;
  const lh = size * 1.32;
  const padX = 16 * s;
  const padY = 12 * s;
  const dot = 5 * s;
  const between = 8 * s;
  const textW = box.w - 2 * padX - 4 * dot;
  // The left entry is bold, so it reads as the row's name.
  const cells = spec.rows.map((row) => row.map((t, j) => wrapBalanced(t, size, textW, j === 0)));
  for (const [i, row] of cells.entries()) {
    const overflow = overflowOf(row, 4, (j) => ['rows', i, j]);
    if (overflow) return overflow;
  }
  let svg = heads.svg;
  let y = heads.h + 12 * s;
  cells.forEach((row) => {
    const h = row.reduce((sum, lines) => sum + lines.length * lh, 0) + between + 2 * padY;
    svg += rect(box.x, y, box.w, h, C.white, { rx: 10, stroke: C.line });
    let top = y + padY;
    row.forEach((lines, c) => {
      svg += circle(box.x + padX + dot, top + lh / 2, dot, COLOURS[c] ?? C.blue);
      svg += textBlock(lines, { x: box.x + padX + 4 * dot, y: top, size, lh, fill: c === 0 ? C.navy : C.ink, bold: c === 0 });
      top += lines.length * lh + between;
    });
    y += h + 10 * s;
  });
  return { svg, h: y - 10 * s };
}

export const compareNarrowLayout = (spec: Compare, box: Box): Laid => fitNarrow([(s) => layoutCompareStacked(spec, box, s)]);

export const compareLayout = (spec: Compare, box: Box): Laid =>
  fitTries(
    lineTries((s, maxLines) => layoutCompare(spec, box, s, maxLines)),
    box.h,
    'rows',
  );
