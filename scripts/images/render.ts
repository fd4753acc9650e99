// Draws one picture or thumbnail as SVG: the frame (background, title) around a laid-out body. The
// pictures carry no site name: a survivor who saves or shares one should not carry the site's name with it.
import { ARTICLE_IMAGE, THUMBNAIL } from '@/lib/limits';
import { type Box, TextDoesNotFit } from './fit';
import { layoutBody } from './layouts';
import type { ImageSpec } from '@/lib/content/illustrations/spec';
import { C, circle, FONT, r1, rect, textBlock } from './svg';
import { fitText, textWidth } from './text-metrics';

const W = ARTICLE_IMAGE.width;
const H = ARTICLE_IMAGE.height;
const PAD = 56;
const CONTENT_BOTTOM = 496;

/**
 * The narrow version, for phones: drawn 360 units wide (rasterised at ARTICLE_IMAGE.narrowWidth) and as
 * tall as its content, so nothing is shrunk to fit a height: shown about 343 px wide at 375 px, its
 * smallest text (a timeline's detail) stays above the page's 12 px small print.
 */
export const NARROW = { width: 360, pad: 20 } as const;

function titleBlock(title: string, width: number, pad: number): { svg: string; contentTop: number } {
  const maxWidth = width - 2 * pad;
  const narrow = width < W;
  let fit: { lines: string[]; size: number } | null = null;
  // One line at a large size reads best; only titles too long for that wrap to two.
  for (let size = narrow ? 26 : 34; size >= (narrow ? 22 : 28) && !fit; size -= 1) {
    if (textWidth(title, size, true) <= maxWidth) fit = { lines: [title], size };
  }
  fit ??= fitText(title, { maxWidth, maxLines: narrow ? 4 : 2, maxSize: narrow ? 24 : 32, minSize: 20, bold: true });
  if (!fit) throw new TextDoesNotFit(['title'], 'too long for two lines at the smallest title size; shorten it');
  const lh = fit.size * 1.2;
  const top = narrow ? 22 : 30;
  const bottom = top + fit.lines.length * lh;
  const svg = textBlock(fit.lines, { x: pad, y: top, size: fit.size, lh, fill: C.navy, bold: true }) + rect(pad, bottom + 10, 56, 5, C.teal, { rx: 2.5 });
  return { svg, contentTop: bottom + (narrow ? 32 : 40) };
}

const frame = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<g font-family="${FONT}">` +
  rect(0, 0, width, height, C.soft) +
  rect(0, 0, width, 6, C.blue) +
  title +
  body +
  `</g></svg>`;

/** SVG (960x540) for one validated image spec; throws TextDoesNotFit naming the field whose text cannot fit. */
export function renderSvg(spec: ImageSpec): string {
  const title = titleBlock(spec.title, W, PAD);
  const box: Box = { x: PAD, y: title.contentTop, w: W - 2 * PAD, h: CONTENT_BOTTOM - title.contentTop };
  const body = layoutBody(spec, box);
  // Slightly above the middle of the free space, which reads as centred under a title.
  const dy = Math.max(0, (box.h - body.h) * 0.45);
  return frame(W, H, title.svg, `<g transform="translate(0 ${r1(box.y + dy)})">${body.svg}</g>`);
}

/** The narrow version of the same picture: the same words, re-flowed one column wide; `height` is in drawing units. */
export function renderNarrowSvg(spec: ImageSpec): { svg: string; height: number } {
  const title = titleBlock(spec.title, NARROW.width, NARROW.pad);
  const box: Box = { x: NARROW.pad, y: title.contentTop, w: NARROW.width - 2 * NARROW.pad, h: Infinity };
  const body = layoutBody(spec, box, true);
  const height = Math.ceil(box.y + body.h + 28);
  return { svg: frame(NARROW.width, height, title.svg, `<g transform="translate(0 ${r1(box.y)})">${body.svg}</g>`), height };
}

/** FNV-1a: a stable pick of motif and accent from the label, so thumbnails differ without random output. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

function thumbMotif(h: number, tw: number): string {
  const accent = Math.floor(h / 3) % 2 ? C.teal : C.amber;
  let motif = '';
  switch (h % 3) {
    case 0: // quarter rings in the top-right corner
      return circle(tw, 0, 92, C.navy) + circle(tw, 0, 66, C.blue) + circle(tw, 0, 40, C.navy) + circle(tw - 84, 66, 8, accent);
    case 1: // dot grid
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 6; col++) motif += circle(tw - 30 - col * 22, 20 + row * 20, 5, row === 1 && col === 2 ? accent : C.navy);
      }
      return motif;
    default: // slanted bars
      for (let i = 0; i < 4; i++) motif += `<path d="M${tw - 140 + i * 32} 0h20l-38 84h-20Z" fill="${i === 3 ? accent : C.navy}"/>`;
      return motif;
  }
}

/** Where a thumbnail's label is drawn, in the thumbnail's own pixels. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * SVG (330x248) thumbnail: brand background, a geometric motif chosen from the label, the label in large
 * bold text. On a phone the blog list shows the thumbnail as a square (object-fit: cover), so only its
 * centre square always shows: the label stays inside it, centred, and `label` says where it was drawn.
 */
export function renderThumbSvg(label: string): { svg: string; label: LabelBox } {
  const { width: tw, height: th } = THUMBNAIL;
  const inset = 20;
  const x = (tw - th) / 2 + inset;
  const maxWidth = th - 2 * inset;
  // No larger than lets the longest word fit a line, so no word is ever broken across two.
  const wordFit = Math.floor(maxWidth / Math.max(...label.split(/\s+/).map((word) => textWidth(word, 1, true))));
  const fit =
    fitText(label, { maxWidth, maxLines: 3, maxSize: Math.min(36, wordFit), minSize: 24, bold: true }) ??
    fitText(label, { maxWidth, maxLines: 4, maxSize: Math.min(24, wordFit), minSize: 20, bold: true });
  if (!fit) throw new TextDoesNotFit(['thumbLabel'], 'too long for four lines at the smallest thumbnail size; shorten it');
  const lh = fit.size * 1.14;
  const textTop = th - 22 - fit.lines.length * lh;
  const barTop = textTop - 12;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${th}" viewBox="0 0 ${tw} ${th}">` +
    `<g font-family="${FONT}">` +
    rect(0, 0, tw, th, C.blue) +
    thumbMotif(hash(label), tw) +
    rect(x, barTop, 44, 6, C.amber, { rx: 3 }) +
    textBlock(fit.lines, { x, y: textTop, size: fit.size, lh, fill: C.white, bold: true }) +
    `</g></svg>`;
  const w = Math.max(44, ...fit.lines.map((l) => textWidth(l, fit.size, true)));
  return { svg, label: { x: r1(x), y: r1(barTop), w: Math.ceil(w), h: Math.ceil(textTop + fit.lines.length * lh - barTop) } };
}
