import type { Attempt } from '../fit';
import { C, textBlock } from '../svg';
import { wrapBalanced } from '../text-metrics';

/** The muted note under a chart, at most `maxLines` lines, laid out from y = 0 (empty when there is no note). */
export function noteBlock(note: string | undefined, x: number, w: number, s: number, maxLines = 2): Attempt {
  if (!note) return { svg: '', h: 0 };
  const size = 17 * s;
  const lh = size * 1.35;
  const lines = wrapBalanced(note, size, w);
  if (lines.length > maxLines) return { overflow: ['note'] };
  return { svg: textBlock(lines, { x, y: 0, size, lh, fill: C.muted }), h: lines.length * lh };
}
