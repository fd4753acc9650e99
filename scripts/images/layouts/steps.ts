import { type Attempt, type Box, fitNarrow, fitTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '@/lib/content/illustrations/spec';
import { arrow, C, numberBadge, r1, rect, textBlock } from '../svg';
import { wrapBalanced } from '../text-metrics';

type Steps = SpecOf<'steps'>;

/** Numbered boxes `perRow` to a row, joined by arrows; a second row hangs off the first by an elbow arrow. */
function layoutStepsRows(spec: Steps, box: Box, s: number, perRow: number): Attempt {
  const n = spec.steps.length;
  const arrowGap = 46 * s;
  const boxW = (box.w - (perRow - 1) * arrowGap) / perRow;
  const r = 18 * s;
  const pad = 16 * s;
  const size = 20 * s;
  const lh = size * 1.3;
  const texts = spec.steps.map((t) => wrapBalanced(t, size, boxW - 2 * pad, false));
  const overflow = overflowOf(texts, 3, (i) => ['steps', i]);
  if (overflow) return overflow;
  const rowsCount = Math.ceil(n / perRow);
  const rowGap = 62 * s;
  const rowItems = Array.from({ length: rowsCount }, (_, row) => texts.slice(row * perRow, (row + 1) * perRow));
  const boxH = rowItems.map((items) => r + 8 * s + Math.max(...items.map((l) => l.length)) * lh + pad);
  // Badges are centred on their box's top edge, so each row's boxes start a badge radius lower.
  const rowTop: number[] = [];
  let y = 0;
  boxH.forEach((bh) => {
    rowTop.push(y + r);
    y += r + bh + rowGap;
  });
  const h = y - rowGap;
  // A shorter last row is centred under the first.
  const rowX = rowItems.map((items) => box.x + ((perRow - items.length) * (boxW + arrowGap)) / 2);
  let svg = '';
  texts.forEach((lines, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const x = (rowX[row] ?? box.x) + col * (boxW + arrowGap);
    const top = rowTop[row] ?? 0;
    const bh = boxH[row] ?? 0;
    svg += rect(x, top, boxW, bh, C.white, { rx: 12, stroke: C.line });
    svg += numberBadge(x + boxW / 2, top, r, i + 1, i === n - 1 ? C.teal : C.blue);
    const textTop = top + r + 8 * s + (bh - r - 8 * s - pad - lines.length * lh) / 2;
    svg += textBlock(lines, { x: x + boxW / 2, y: textTop, size, lh, fill: C.ink, anchor: 'middle' });
    if (i === n - 1) return;
    if (col < perRow - 1) {
      const ay = top + bh / 2;
      svg += arrow(x + boxW + 8 * s, ay, x + boxW + arrowGap - 8 * s, ay, s);
      return;
    }
    // Elbow from the bottom of this box to the badge of the first box on the next row.
    const x1 = x + boxW / 2;
    const y1 = top + bh + 6 * s;
    const midY = top + bh + rowGap / 2;
    const x2 = (rowX[row + 1] ?? box.x) + boxW / 2;
    const y2 = (rowTop[row + 1] ?? 0) - r - 6 * s;
    svg += `<path d="M${r1(x1)} ${r1(y1)}L${r1(x1)} ${r1(midY)}L${r1(x2)} ${r1(midY)}L${r1(x2)} ${r1(y2 - 10 * s)}" fill="none" stroke="${C.blue}" stroke-width="${r1(3 * s)}" stroke-linejoin="round" stroke-linecap="round"/>`;
    svg += arrow(x2, y2 - 11 * s, x2, y2, s);
  });
  return { svg, h };
}

/** Numbered cards down the picture, joined by arrows: the roomiest layout, tried last. */
function layoutStepsStack(spec: Steps, box: Box, s: number, maxLines: number): Attempt {
  const r = 16 * s;
  const pad = 12 * s;
  const size = 20 * s;
  const lh = size * 1.3;
  const gap = 26 * s;
  const textX = box.x + pad + 2 * r + 16 * s;
  const textW = box.x + box.w - pad - textX;
  const texts = spec.steps.map((t) => wrapBalanced(t, size, textW));
  const overflow = overflowOf(texts, maxLines, (i) => ['steps', i]);
  if (overflow) return overflow;
  let svg = '';
  let y = 0;
  texts.forEach((lines, i) => {
    const h = Math.max(2 * r, lines.length * lh) + 2 * pad;
    svg += rect(box.x, y, box.w, h, C.white, { rx: 10, stroke: C.line });
    svg += numberBadge(box.x + pad + r, y + h / 2, r, i + 1, i === texts.length - 1 ? C.teal : C.blue);
    svg += textBlock(lines, { x: textX, y: y + (h - lines.length * lh) / 2, size, lh, fill: C.ink });
    y += h;
    if (i < texts.length - 1) svg += arrow(box.x + pad + r, y + 3 * s, box.x + pad + r, y + gap - 3 * s, s);
    y += gap;
  });
  return { svg, h: y - gap };
}

/** One card under another, each step on up to four lines. */
export const stepsNarrowLayout = (spec: Steps, box: Box): Laid => fitNarrow([(s) => layoutStepsStack(spec, box, s, 4)]);

export function stepsLayout(spec: Steps, box: Box): Laid {
  const n = spec.steps.length;
  return fitTries(
    [
      [(s) => layoutStepsRows(spec, box, s, n), 0.82],
      [(s) => layoutStepsRows(spec, box, s, Math.ceil(n / 2)), 0.7],
      [(s) => layoutStepsStack(spec, box, s, 2), 0],
    ],
    box.h,
    'steps',
  );
}
