import { type Attempt, type Box, fitNarrow, fitTries, lineTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '@/lib/content/illustrations/spec';
import { C, line, rect, shiftDown, textBlock } from '../svg';
import { textWidth, wrapBalanced } from '../text-metrics';
import { formatValue } from '@/lib/content/illustrations/format-value';
import { noteBlock } from './note';

type Bars = SpecOf<'bars'>;

/** Horizontal bars, labels on the left and each value at the end of its bar, the note below. */
function layoutBars(spec: Bars, box: Box, s: number, maxLines: number, stacked = false): Attempt {
  const note = noteBlock(spec.note, box.x, box.w, s, stacked ? 4 : 2);
  if ('overflow' in note) return note;
  const size = 19 * s;
  const lh = size * 1.3;
  // Stacked (the narrow version), each label sits over its bar, and the bars take the whole width.
  const labelW = stacked ? box.w : Math.round(box.w * 0.34);
  const barX = stacked ? box.x : box.x + labelW + 20 * s;
  const valueSize = 19 * s;
  const values = spec.bars.map((b) => formatValue(b.value, spec.unit));
  const valueW = Math.max(...values.map((v) => textWidth(v, valueSize, true)));
  const barMaxW = box.x + box.w - barX - valueW - 14 * s;
  const barH = 30 * s;
  const gap = 16 * s;
  const labels = spec.bars.map((b) => wrapBalanced(b.label, size, labelW, false));
  const overflow = overflowOf(labels, maxLines, (i) => ['bars', i, 'label']);
  if (overflow) return overflow;
  const max = Math.max(...spec.bars.map((b) => b.value)) || 1;
  let svg = '';
  let y = 0;
  spec.bars.forEach((b, i) => {
    const label = labels[i] ?? [];
    const labelH = label.length * lh;
    const h = stacked ? labelH + 6 * s + barH : Math.max(barH, labelH);
    const cy = stacked ? y + h - barH / 2 : y + h / 2;
    if (stacked) svg += textBlock(label, { x: box.x, y, size, lh, fill: C.ink });
    else svg += textBlock(label, { x: box.x + labelW, y: cy - labelH / 2, size, lh, fill: C.ink, anchor: 'end' });
    svg += rect(barX, cy - barH / 2, barMaxW, barH, C.white, { rx: 6 });
    // A tiny value still shows a sliver of bar, so it does not read as zero.
    const bw = b.value > 0 ? Math.max((b.value / max) * barMaxW, 6) : 0;
    if (bw) svg += rect(barX, cy - barH / 2, bw, barH, i % 2 ? C.teal : C.blue, { rx: 6 });
    svg += textBlock([values[i] ?? ''], { x: barX + bw + 10 * s, y: cy - valueSize * 0.6, size: valueSize, lh: valueSize * 1.2, fill: C.navy, bold: true });
    y += h + gap;
  });
  y -= gap;
  if (!stacked) svg = line(barX, -6 * s, barX, y + 6 * s, C.line, 2) + svg;
  if (note.h) {
    y += 24 * s;
    svg += shiftDown(note.svg, y);
    y += note.h;
  }
  return { svg, h: y };
}

/** Each label over its bar, on up to three lines. */
export const barsNarrowLayout = (spec: Bars, box: Box): Laid => fitNarrow([(s) => layoutBars(spec, box, s, 3, true)]);

export const barsLayout = (spec: Bars, box: Box): Laid =>
  fitTries(
    lineTries((s, maxLines) => layoutBars(spec, box, s, maxLines)),
    box.h,
    'bars',
  );
