// Draws one picture or thumbnail as SVG: the frame (background, title) around a laid-out body. The
// pictures carry no site name: a survivor who saves or shares one should not carry the site's name with it.
import { ARTICLE_IMAGE, THUMBNAIL } from '@/lib/limits';
import { type Box, TextDoesNotFit } from './fit';
import { layoutBody } from './layouts';
import type { ImageSpec } from './spec';
import { C, circle, FONT, r1, rect, textBlock } from './svg';
import { fitText, textWidth } from './text-metrics';

const W = ARTICLE_IMAGE.width;
const H = ARTICLE_IMAGE.height;
const PAD = 56;
const CONTENT_BOTTOM = 496;

function titleBlock(title: string): { svg: string; contentTop: number } {
  const maxWidth = W - 2 * PAD;
  let fit: { lines: string[]; size: number } | null = null;
  // One line at a large size reads best; only titles too long for that wrap to two.
  for (let size = 34; size >= 28 && !fit; size -= 1) {
    if (textWidth(title, size, true) <= maxWidth) fit = { lines: [title], size };
  }
  fit ??= fitText(title, { maxWidth, maxLines: 2, maxSize: 32, minSize: 20, bold: true });
  if (!fit) throw new TextDoesNotFit(['title'], 'too long for two lines at the smallest title size; shorten it');
  const lh = fit.size * 1.2;
  const top = 30;
  const bottom = top + fit.lines.length * lh;
  const svg = textBlock(fit.lines, { x: PAD, y: top, size: fit.size, lh, fill: C.navy, bold: true }) + rect(PAD, bottom + 10, 56, 5, C.teal, { rx: 2.5 });
  return { svg, contentTop: bottom + 40 };
}

/** SVG (960x540) for one validated image spec; throws TextDoesNotFit naming the field whose text cannot fit. */
export function renderSvg(spec: ImageSpec): string {
  const title = titleBlock(spec.title);
  const box: Box = { x: PAD, y: title.contentTop, w: W - 2 * PAD, h: CONTENT_BOTTOM - title.contentTop };
  const body = layoutBody(spec, box);
  // Slightly above the middle of the free space, which reads as centred under a title.
  const dy = Math.max(0, (box.h - body.h) * 0.45);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<g font-family="${FONT}">` +
    rect(0, 0, W, H, C.soft) +
    rect(0, 0, W, 6, C.blue) +
    title.svg +
    `<g transform="translate(0 ${r1(box.y + dy)})">${body.svg}</g>` +
    `</g></svg>`
  );
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

/** SVG (330x248) thumbnail: brand background, a geometric motif chosen from the label, the label in large bold text. */
export function renderThumbSvg(label: string): string {
  const { width: tw, height: th } = THUMBNAIL;
  const x = 24;
  const maxWidth = tw - 2 * x;
  const fit =
    fitText(label, { maxWidth, maxLines: 3, maxSize: 40, minSize: 24, bold: true }) ??
    fitText(label, { maxWidth, maxLines: 4, maxSize: 24, minSize: 20, bold: true });
  if (!fit) throw new TextDoesNotFit(['thumbLabel'], 'too long for four lines at the smallest thumbnail size; shorten it');
  const lh = fit.size * 1.14;
  const textTop = th - 24 - fit.lines.length * lh;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${th}" viewBox="0 0 ${tw} ${th}">` +
    `<g font-family="${FONT}">` +
    rect(0, 0, tw, th, C.blue) +
    thumbMotif(hash(label), tw) +
    rect(x, textTop - 12, 44, 6, C.amber, { rx: 3 }) +
    textBlock(fit.lines, { x, y: textTop, size: fit.size, lh, fill: C.white, bold: true }) +
    `</g></svg>`
  );
}
