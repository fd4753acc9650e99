// SVG drawing primitives shared by the frame and the layouts. Coordinates are rounded to 0.1 px to keep
// the markup short.
import { palette, white } from '@/lib/site/palette';

/** Listed widest first: the text metrics are DejaVu's, so any fallback draws narrower than estimated. */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** The palette under the names the drawings use. */
export const C = {
  navy: palette.navy,
  blue: palette.brand.DEFAULT,
  teal: palette.teal.DEFAULT,
  amber: palette.amber.DEFAULT,
  soft: palette.brand.soft,
  white,
  ink: palette.ink,
  muted: palette.muted,
  line: palette.line,
} as const;

export const r1 = (n: number) => Math.round(n * 10) / 10;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

interface TextOptions {
  x: number;
  y: number;
  size: number;
  lh: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
}

/**
 * Lines of text as one <text> element. `y` is the top of the block; each line is vertically
 * centred in its `lh`-high slot (0.36 em puts the middle of capitals on the slot's centre).
 */
export function textBlock(lines: readonly string[], { x, y, size, lh, fill, bold = false, anchor = 'start' }: TextOptions): string {
  const attrs = [`font-size="${r1(size)}"`, `fill="${fill}"`];
  if (bold) attrs.push('font-weight="700"');
  if (anchor !== 'start') attrs.push(`text-anchor="${anchor}"`);
  const spans = lines.map((line, i) => `<tspan x="${r1(x)}" y="${r1(y + i * lh + lh / 2 + size * 0.36)}">${escapeXml(line)}</tspan>`).join('');
  return `<text ${attrs.join(' ')}>${spans}</text>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, { rx = 0, stroke }: { rx?: number; stroke?: string } = {}) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5"` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}"/>`;

/** A straight arrow from (x1,y1) to (x2,y2), head at the end, sized by the layout scale `s`. */
export function arrow(x1: number, y1: number, x2: number, y2: number, s: number, color: string = C.blue): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const head = 11 * s;
  const half = 7 * s;
  const bx = x2 - ux * head;
  const by = y2 - uy * head;
  return (
    `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(bx)}" y2="${r1(by)}" stroke="${color}" stroke-width="${r1(3 * s)}" stroke-linecap="round"/>` +
    `<path d="M${r1(x2)} ${r1(y2)}L${r1(bx - uy * half)} ${r1(by + ux * half)}L${r1(bx + uy * half)} ${r1(by - ux * half)}Z" fill="${color}"/>`
  );
}

export function numberBadge(cx: number, cy: number, r: number, n: number, fill: string = C.blue): string {
  const size = r * 1.05;
  return circle(cx, cy, r, fill) + textBlock([String(n)], { x: cx, y: cy - r, size, lh: 2 * r, fill: C.white, bold: true, anchor: 'middle' });
}

export function checkBadge(cx: number, cy: number, r: number): string {
  const d = `M${r1(cx - 0.42 * r)} ${r1(cy + 0.02 * r)}L${r1(cx - 0.1 * r)} ${r1(cy + 0.34 * r)}L${r1(cx + 0.45 * r)} ${r1(cy - 0.3 * r)}`;
  return (
    circle(cx, cy, r, C.teal) + `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="${r1(0.2 * r)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** The smallest font size a drawn SVG uses, in its own units (Infinity when it has no text). */
export function smallestFontSize(svg: string): number {
  return Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
}

/** Moves an already drawn group down by `dy`. */
export const shiftDown = (svg: string, dy: number) => `<g transform="translate(0 ${r1(dy)})">${svg}</g>`;
