import { type Attempt, type Box, fitNarrow, fitTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '@/lib/content/illustrations/spec';
import { C, checkBadge, rect, textBlock } from '../svg';
import { wrapBalanced } from '../text-metrics';

type Checklist = SpecOf<'checklist'>;

/** Ticked cards in `cols` columns, filled top to bottom then left to right. */
function layoutChecklist(spec: Checklist, box: Box, s: number, cols: number, maxLines: number): Attempt {
  const n = spec.items.length;
  const rows = Math.ceil(n / cols);
  const gapX = 24;
  const gapY = 14 * s;
  const colW = (box.w - gapX * (cols - 1)) / cols;
  const size = (cols === 1 ? 24 : 21) * s;
  const lh = size * 1.3;
  const r = 17 * s;
  const padX = 20 * s;
  const padY = 16 * s;
  const textX = padX + 2 * r + 18 * s;
  const textW = colW - textX - padX;
  const wrapped = spec.items.map((t) => wrapBalanced(t, size, textW));
  const overflow = overflowOf(wrapped, maxLines, (i) => ['items', i]);
  if (overflow) return overflow;
  const rowH = Array.from({ length: rows }, (_, row) => {
    let h = 2 * r + 2 * padY;
    for (let col = 0; col < cols; col++) {
      const lines = wrapped[col * rows + row];
      if (lines) h = Math.max(h, lines.length * lh + 2 * padY);
    }
    return h;
  });
  let svg = '';
  wrapped.forEach((lines, i) => {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const x = box.x + col * (colW + gapX);
    const y = rowH.slice(0, row).reduce((a, b) => a + b + gapY, 0);
    const h = rowH[row] ?? 0;
    svg += rect(x, y, colW, h, C.white, { rx: 12, stroke: C.line });
    svg += checkBadge(x + padX + r, y + h / 2, r);
    svg += textBlock(lines, { x: x + textX, y: y + (h - lines.length * lh) / 2, size, lh, fill: C.ink });
  });
  return { svg, h: rowH.reduce((a, b) => a + b, 0) + gapY * (rows - 1) };
}

/** One column, each item on up to four lines. */
export const checklistNarrowLayout = (spec: Checklist, box: Box): Laid => fitNarrow([(s) => layoutChecklist(spec, box, s, 1, 4)]);

export function checklistLayout(spec: Checklist, box: Box): Laid {
  const twoColumns = spec.items.length >= 4;
  const one = (maxLines: number) => (s: number) => layoutChecklist(spec, box, s, 1, maxLines);
  const two = (maxLines: number) => (s: number) => layoutChecklist(spec, box, s, 2, maxLines);
  return fitTries(
    twoColumns
      ? [
          [one(1), 0.88],
          [two(2), 0.82],
          [one(2), 0.82],
          [two(3), 0],
          [one(3), 0],
        ]
      : [
          [one(1), 0.88],
          [one(2), 0.82],
          [one(3), 0],
        ],
    box.h,
    'items',
  );
}
