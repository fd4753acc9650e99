import { type Attempt, type Box, fitNarrow, fitTries, lineTries, overflowOf, type Laid } from '../fit';
import type { SpecOf } from '@/lib/content/illustrations/spec';
import { C, line, numberBadge, r1, rect, textBlock } from '../svg';
import { textWidth, wrapBalanced } from '../text-metrics';

type Timeline = SpecOf<'timeline'>;

/** Numbered stops on a line across the picture, each with a card below it. */
function layoutTimelineAcross(spec: Timeline, box: Box, s: number, maxLines: number): Attempt {
  const n = spec.steps.length;
  const colW = box.w / n;
  const r = 24 * s;
  const cardGap = 8;
  const cardW = colW - 2 * cardGap;
  const pad = 16 * s;
  const textW = cardW - 2 * pad;
  const labelSize = 20 * s;
  const labelLh = labelSize * 1.25;
  const detailSize = 16 * s;
  const detailLh = detailSize * 1.38;
  const labels = spec.steps.map((st) => wrapBalanced(st.label, labelSize, textW, true));
  const details = spec.steps.map((st) => wrapBalanced(st.detail, detailSize, textW));
  const overflow = overflowOf(labels, maxLines, (i) => ['steps', i, 'label']) ?? overflowOf(details, 2 * maxLines + 2, (i) => ['steps', i, 'detail']);
  if (overflow) return overflow;
  const cardTop = 2 * r + 18 * s;
  const heights = labels.map((l, i) => pad + l.length * labelLh + 8 * s + (details[i]?.length ?? 0) * detailLh + pad);
  const cardH = Math.max(...heights);
  const cx = (i: number) => box.x + colW * (i + 0.5);
  let svg = line(cx(0), r, cx(n - 1), r, C.line, 4 * s);
  labels.forEach((label, i) => {
    const x = box.x + colW * i + cardGap;
    svg += numberBadge(cx(i), r, r, i + 1, i === n - 1 ? C.teal : C.blue);
    svg += `<path d="M${r1(cx(i) - 9 * s)} ${r1(cardTop + 0.5)}L${r1(cx(i))} ${r1(cardTop - 9 * s)}L${r1(cx(i) + 9 * s)} ${r1(cardTop + 0.5)}Z" fill="${C.white}" stroke="${C.line}" stroke-width="1.5"/>`;
    svg += rect(x, cardTop, cardW, cardH, C.white, { rx: 12, stroke: C.line });
    // Covers the notch's base so the pointer joins the card.
    svg += rect(cx(i) - 8 * s, cardTop + 0.8, 16 * s, 3, C.white);
    svg += textBlock(label, { x: cx(i), y: cardTop + pad, size: labelSize, lh: labelLh, fill: C.navy, bold: true, anchor: 'middle' });
    svg += textBlock(details[i] ?? [], {
      x: cx(i),
      y: cardTop + pad + label.length * labelLh + 8 * s,
      size: detailSize,
      lh: detailLh,
      fill: C.muted,
      anchor: 'middle',
    });
  });
  return { svg, h: cardTop + cardH };
}

/**
 * Numbered stops down the left, each with a card holding the label and, beside it, the detail; or,
 * `stacked` (the narrow version), the detail under the label across the whole card.
 */
function layoutTimelineDown(spec: Timeline, box: Box, s: number, maxLines: number, stacked = false): Attempt {
  const r = 16 * s;
  const gap = 8 * s;
  const cardX = box.x + 2 * r + 16 * s;
  const cardW = box.x + box.w - cardX;
  const padX = 16 * s;
  const padY = 8 * s;
  const labelSize = 19 * s;
  const labelLh = labelSize * 1.26;
  const detailSize = 17 * s;
  const detailLh = detailSize * 1.3;
  // The label column is as wide as the longest label needs, between 26% and 40% of the card.
  const natural = Math.max(...spec.steps.map((st) => textWidth(st.label, labelSize, true)));
  const fullW = cardW - 2 * padX;
  const labelW = stacked ? fullW : Math.min(Math.max(natural, cardW * 0.26), cardW * 0.4);
  const detailX = stacked ? cardX + padX : cardX + padX + labelW + 28 * s;
  const detailW = stacked ? fullW : cardX + cardW - padX - detailX;
  const labels = spec.steps.map((st) => wrapBalanced(st.label, labelSize, labelW, true));
  const details = spec.steps.map((st) => wrapBalanced(st.detail, detailSize, detailW));
  const overflow = overflowOf(labels, 2, (i) => ['steps', i, 'label']) ?? overflowOf(details, maxLines, (i) => ['steps', i, 'detail']);
  if (overflow) return overflow;
  const labelGap = 4 * s;
  const textH = (i: number) => {
    const label = (labels[i]?.length ?? 0) * labelLh;
    const detail = (details[i]?.length ?? 0) * detailLh;
    return stacked ? label + labelGap + detail : Math.max(label, detail);
  };
  const heights = labels.map((_, i) => Math.max(2 * r, textH(i)) + 2 * padY);
  const tops = heights.map((_, i) => heights.slice(0, i).reduce((a, b) => a + b + gap, 0));
  const n = heights.length;
  const nodeX = box.x + r;
  const firstMid = (tops[0] ?? 0) + (heights[0] ?? 0) / 2;
  const lastMid = (tops[n - 1] ?? 0) + (heights[n - 1] ?? 0) / 2;
  let svg = line(nodeX, firstMid, nodeX, lastMid, C.line, 4 * s);
  labels.forEach((label, i) => {
    const y = tops[i] ?? 0;
    const h = heights[i] ?? 0;
    const detail = details[i] ?? [];
    svg += numberBadge(nodeX, y + h / 2, r, i + 1, i === n - 1 ? C.teal : C.blue);
    svg += rect(cardX, y, cardW, h, C.white, { rx: 10, stroke: C.line });
    const top = y + (h - textH(i)) / 2;
    svg += textBlock(label, {
      x: cardX + padX,
      y: stacked ? top : y + (h - label.length * labelLh) / 2,
      size: labelSize,
      lh: labelLh,
      fill: C.navy,
      bold: true,
    });
    if (!stacked) svg += line(detailX - 14 * s, y + padY, detailX - 14 * s, y + h - padY, C.line, 1.5);
    const detailTop = stacked ? top + label.length * labelLh + labelGap : y + (h - detail.length * detailLh) / 2;
    svg += textBlock(detail, { x: detailX, y: detailTop, size: detailSize, lh: detailLh, fill: C.muted });
  });
  return { svg, h: (tops[n - 1] ?? 0) + (heights[n - 1] ?? 0) };
}

/** Stops down the picture, each detail under its label on up to five lines. */
export const timelineNarrowLayout = (spec: Timeline, box: Box): Laid => fitNarrow([(s) => layoutTimelineDown(spec, box, s, 5, true)]);

export function timelineLayout(spec: Timeline, box: Box): Laid {
  // Across the picture, cards get narrow past four stops.
  const layout = spec.steps.length <= 4 ? layoutTimelineAcross : layoutTimelineDown;
  return fitTries(
    lineTries((s, maxLines) => layout(spec, box, s, maxLines)),
    box.h,
    'steps',
  );
}
