import { type Attempt, type Box, fitNarrow, fitTries, lineTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '@/lib/content/illustrations/spec';
import { C, line, r1, rect, shiftDown, textBlock } from '../svg';
import { textWidth, wrapBalanced } from '../text-metrics';
import { formatValue } from '@/lib/content/illustrations/format-value';
import { noteBlock } from './note';

type Split = SpecOf<'split'>;

/** Each carries white text at >= 4.5:1 and reads at >= 4.5:1 on white. */
const SERIES = [C.blue, C.teal, C.amber, C.navy] as const;
const seriesColor = (i: number) => SERIES[i % SERIES.length] ?? C.blue;

function arcPath(cx: number, cy: number, rr: number, a0: number, a1: number): string {
  const p = (a: number) => `${r1(cx + rr * Math.sin(a))} ${r1(cy - rr * Math.cos(a))}`;
  return `M${p(a0)}A${r1(rr)} ${r1(rr)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)}`;
}

/** A donut with the shares on it, a legend beside it (or, `stacked`, under it) and the note below. */
function layoutSplit(spec: Split, box: Box, s: number, maxLines: number, stacked = false): Attempt {
  const parts = spec.parts;
  const total = parts.reduce((a, p) => a + p.value, 0) || 1;
  const note = noteBlock(spec.note, box.x, box.w, s, stacked ? 4 : 2);
  if ('overflow' in note) return note;
  const R = (stacked ? 110 : 128) * s;
  const ring = R * 0.42;
  const legendX = stacked ? box.x : box.x + 2 * R + 64 * s;
  const legendW = box.x + box.w - legendX;
  const pad = 14 * s;
  const valueSize = 30 * s;
  const labelSize = 20 * s;
  const labelLh = labelSize * 1.3;
  const values = parts.map((p) => formatValue(p.value, '%'));
  const valueW = Math.max(...values.map((v) => textWidth(v, valueSize, true))) + 22 * s;
  const swatch = 14 * s;
  const labelX = legendX + pad + swatch + 14 * s + valueW;
  const labelW = legendX + legendW - pad - labelX;
  const labels = parts.map((p) => wrapBalanced(p.label, labelSize, labelW));
  const overflow = overflowOf(labels, maxLines, (i) => ['parts', i, 'label']);
  if (overflow) return overflow;
  const entryH = labels.map((l) => Math.max(valueSize * 1.25, l.length * labelLh) + 2 * pad);
  const legendH = entryH.reduce((a, b) => a + b, 0);
  const legendGap = 24 * s;
  const chartH = stacked ? 2 * R + legendGap + legendH : Math.max(2 * R, legendH);
  const cx = stacked ? box.x + box.w / 2 : box.x + R;
  const cy = stacked ? R : chartH / 2;
  let svg = '';
  const nonZero = parts.filter((p) => p.value > 0).length;
  let a = 0;
  const bounds: number[] = [];
  parts.forEach((p, i) => {
    const sweep = (p.value / total) * Math.PI * 2;
    if (sweep <= 0) return;
    const color = seriesColor(i);
    if (nonZero === 1) svg += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R - ring / 2)}" fill="none" stroke="${color}" stroke-width="${r1(ring)}"/>`;
    else svg += `<path d="${arcPath(cx, cy, R - ring / 2, a, a + sweep)}" fill="none" stroke="${color}" stroke-width="${r1(ring)}"/>`;
    bounds.push(a);
    const mid = a + sweep / 2;
    // Thinner slices have no room for their share; the legend still gives it.
    if (p.value / total >= 0.07) {
      const tr = R - ring / 2;
      const size = 17 * s;
      svg += textBlock([values[i] ?? ''], {
        x: cx + tr * Math.sin(mid),
        y: cy - tr * Math.cos(mid) - size * 0.6,
        size,
        lh: size * 1.2,
        fill: C.white,
        bold: true,
        anchor: 'middle',
      });
    }
    a += sweep;
  });
  if (nonZero > 1) {
    for (const b of bounds) {
      svg += line(cx + (R - ring - 1) * Math.sin(b), cy - (R - ring - 1) * Math.cos(b), cx + (R + 1) * Math.sin(b), cy - (R + 1) * Math.cos(b), C.soft, 3 * s);
    }
  }
  svg += textBlock(['100%'], { x: cx, y: cy - 14 * s, size: 22 * s, lh: 28 * s, fill: C.navy, bold: true, anchor: 'middle' });
  let y = stacked ? 2 * R + legendGap : (chartH - legendH) / 2;
  svg += rect(legendX, y, legendW, legendH, C.white, { rx: 12, stroke: C.line });
  labels.forEach((label, i) => {
    const color = seriesColor(i);
    const h = entryH[i] ?? 0;
    if (i > 0) svg += line(legendX + pad, y, legendX + legendW - pad, y, C.line, 1.5);
    svg += rect(legendX + pad, y + h / 2 - swatch / 2, swatch, swatch, color, { rx: 3 });
    svg += textBlock([values[i] ?? ''], {
      x: legendX + pad + swatch + 14 * s,
      y: y + (h - valueSize * 1.25) / 2,
      size: valueSize,
      lh: valueSize * 1.25,
      fill: color,
      bold: true,
    });
    svg += textBlock(label, { x: labelX, y: y + (h - label.length * labelLh) / 2, size: labelSize, lh: labelLh, fill: C.ink });
    y += h;
  });
  let h = chartH;
  if (note.h) {
    h += 22 * s;
    svg += shiftDown(note.svg, h);
    h += note.h;
  }
  return { svg, h };
}

/** The donut over its legend, each label on up to three lines. */
export const splitNarrowLayout = (spec: Split, box: Box): Laid => fitNarrow([(s) => layoutSplit(spec, box, s, 3, true)]);

export const splitLayout = (spec: Split, box: Box): Laid =>
  fitTries(
    lineTries((s, maxLines) => layoutSplit(spec, box, s, maxLines)),
    box.h,
    'parts',
  );
