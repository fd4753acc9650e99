// Draws the blog illustrations from scripts/illustrations/NN.json: for article N and image k it writes
// public/images/blogs/N/k.webp (960x540), k-480.webp (480x270, for srcset) and thumb.webp (330x248).
// Run by `npm run images`; outputs are committed. Pure pieces are exported for unit tests:
// renderSvg(spec), renderThumbSvg(label), validateIllustrationFile(json, fileName).
//
// Options (for trying fixtures): --src DIR (default scripts/illustrations), --out DIR (default public/images/blogs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Constants

export const IMAGE = { width: 960, height: 540, smallWidth: 480, smallHeight: 270 };
export const THUMB = { width: 330, height: 248 };
/** WebP quality ~80; a picture over MAX_BYTES is re-encoded at the next lower quality (deterministic). */
const WEBP_QUALITIES = [80, 76, 72, 68];
const MAX_BYTES = 30 * 1024;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const C = {
  navy: '#102a43',
  blue: '#1d4e89',
  teal: '#0f766e',
  amber: '#b45309',
  soft: '#eef4fa',
  white: '#ffffff',
  ink: '#1f2937',
  muted: '#475569',
  line: '#cbd5e1',
};
/** Series colours for charts; each carries white text at >= 4.5:1 and reads at >= 4.5:1 on white. */
const SERIES = [C.blue, C.teal, C.amber, C.navy];

const W = IMAGE.width;
const H = IMAGE.height;
const PAD = 56;
const CONTENT_BOTTOM = 496;
// Layout scales tried largest first: sparse content is drawn larger (easier to read on phones).
const SCALES = [1.2, 1.1, 1, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58];

// ---------------------------------------------------------------------------------------------
// Text measuring and wrapping (advance widths of DejaVu Sans / Bold, per 1000 em, for ASCII 32..126).
// DejaVu is the widest of the listed fonts, so estimates stay safe if a fallback font is used.

const ADV_REGULAR = [318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838];
const ADV_BOLD = [348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838];
const ADV_EXTRA = { '–': [500, 500], '—': [1000, 1000], '’': [318, 380], '‘': [318, 380], '“': [518, 657], '”': [518, 657], '…': [1000, 1000], '•': [590, 639], '€': [636, 696], '£': [636, 696], '·': [318, 380], '×': [838, 838] };

/** Estimated rendered width in px of `text` at `size` px. */
export function textWidth(text, size, bold = false) {
  const table = bold ? ADV_BOLD : ADV_REGULAR;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code >= 32 && code <= 126) units += table[code - 32];
    else if (ADV_EXTRA[ch]) units += ADV_EXTRA[ch][bold ? 1 : 0];
    else units += bold ? 780 : 720;
  }
  return (units / 1000) * size * 1.02;
}

function breakWord(word, size, maxWidth, bold) {
  const parts = [];
  let cur = '';
  for (const ch of word) {
    if (cur && textWidth(cur + ch, size, bold) > maxWidth) {
      parts.push(cur);
      cur = ch;
    } else cur += ch;
  }
  if (cur) parts.push(cur);
  return parts;
}

/** Greedy word wrap to `maxWidth`; words longer than a line are split by character. */
export function wrapText(text, size, maxWidth, bold = false) {
  const words = String(text).trim().split(/\s+/).filter(Boolean);
  const lines = [];
  let cur = '';
  for (const word of words) {
    const candidate = cur ? `${cur} ${word}` : word;
    if (textWidth(candidate, size, bold) <= maxWidth) {
      cur = candidate;
      continue;
    }
    if (cur) lines.push(cur);
    if (textWidth(word, size, bold) <= maxWidth) cur = word;
    else {
      const parts = breakWord(word, size, maxWidth, bold);
      lines.push(...parts.slice(0, -1));
      cur = parts.at(-1);
    }
  }
  if (cur) lines.push(cur);
  return lines.length ? lines : [''];
}

/** Like wrapText but evens out line lengths (same number of lines, narrowest width that keeps it). */
export function wrapBalanced(text, size, maxWidth, bold = false) {
  const greedy = wrapText(text, size, maxWidth, bold);
  if (greedy.length < 2) return greedy;
  const longestWord = Math.max(...String(text).trim().split(/\s+/).map((w) => textWidth(w, size, bold)));
  if (longestWord >= maxWidth) return greedy;
  let lo = Math.max(maxWidth / greedy.length, longestWord);
  let hi = maxWidth;
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (wrapText(text, size, mid, bold).length <= greedy.length) hi = mid;
    else lo = mid;
  }
  return wrapText(text, size, hi, bold);
}

/** Cuts `lines` to `maxLines`, ending the last kept line with an ellipsis that fits. */
function clampLines(lines, maxLines, size, maxWidth, bold) {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]} ${lines[maxLines]}`;
  while (last.length > 1 && textWidth(`${last}…`, size, bold) > maxWidth) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** Largest size in [minSize, maxSize] at which `text` wraps into at most `maxLines` lines. */
export function fitText(text, { maxWidth, maxLines, maxSize, minSize, bold = false, balanced = true }) {
  const wrap = balanced ? wrapBalanced : wrapText;
  const longestWord = Math.max(...String(text).trim().split(/\s+/).map((w) => textWidth(w, 1, bold)));
  for (let size = maxSize; size >= minSize; size -= 1) {
    if (longestWord * size > maxWidth && size > minSize) continue; // prefer sizes that need no split words
    const lines = wrap(text, size, maxWidth, bold);
    if (lines.length <= maxLines) return { lines, size };
  }
  return { lines: clampLines(wrap(text, minSize, maxWidth, bold), maxLines, minSize, maxWidth, bold), size: minSize };
}

// ---------------------------------------------------------------------------------------------
// SVG helpers

const r1 = (n) => Math.round(n * 10) / 10;

export function escapeXml(s) {
  return String(s).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]);
}

/**
 * Lines of text as one <text> element. `y` is the top of the block; each line is vertically
 * centred in its `lh`-high slot (0.36 em puts the middle of capitals on the slot's centre).
 */
function textBlock(lines, { x, y, size, lh, fill, bold = false, anchor = 'start' }) {
  const attrs = [`font-size="${r1(size)}"`, `fill="${fill}"`];
  if (bold) attrs.push('font-weight="700"');
  if (anchor !== 'start') attrs.push(`text-anchor="${anchor}"`);
  const spans = lines
    .map((line, i) => `<tspan x="${r1(x)}" y="${r1(y + i * lh + lh / 2 + size * 0.36)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${attrs.join(' ')}>${spans}</text>`;
}

const rect = (x, y, w, h, fill, { rx = 0, stroke } = {}) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5"` : ''}/>`;

const circle = (cx, cy, r, fill) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"/>`;

/** A straight arrow from (x1,y1) to (x2,y2), head at the end. */
function arrow(x1, y1, x2, y2, s, color = C.blue) {
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

/** Numbered disc. */
function numberBadge(cx, cy, r, n, fill = C.blue) {
  const size = r * 1.05;
  return circle(cx, cy, r, fill) + textBlock([String(n)], { x: cx, y: cy - r, size, lh: 2 * r, fill: C.white, bold: true, anchor: 'middle' });
}

function checkBadge(cx, cy, r) {
  const d = `M${r1(cx - 0.42 * r)} ${r1(cy + 0.02 * r)}L${r1(cx - 0.1 * r)} ${r1(cy + 0.34 * r)}L${r1(cx + 0.45 * r)} ${r1(cy - 0.3 * r)}`;
  return circle(cx, cy, r, C.teal) + `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="${r1(0.2 * r)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * Tries layouts in order of preference: each entry is [layout(s), minScale]; the first one that fits
 * `maxH` at a scale >= its minScale wins. Falls back to the last layout's smallest usable scale.
 */
function fitTries(tries, maxH) {
  let last = null;
  for (const [layout, minScale] of tries) {
    for (const s of SCALES.filter((x) => x >= minScale)) {
      const result = layout(s);
      if (!result) continue;
      last = result;
      if (result.h <= maxH) return result;
    }
  }
  return last;
}

/** The usual preference: one line per text at scale >= 1, at most 2 lines down to 0.82, then 3 lines. */
const lineTries = (layout) => [
  [(s) => layout(s, 1), 1],
  [(s) => layout(s, 2), 0.82],
  [(s) => layout(s, 3), 0],
];

function formatNumber(value) {
  const [int, frac] = String(Math.abs(value)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

const PREFIX_UNITS = new Set(['$', '£', '€', 'US$']);

/** "45%", "$12,000", "18 months". Units longer than 8 characters are shown once as a caption instead. */
export function formatValue(value, unit) {
  const n = formatNumber(value);
  if (!unit || unit.length > 8) return n;
  if (PREFIX_UNITS.has(unit)) return `${unit}${n}`;
  if (unit === '%') return `${n}%`;
  return `${n} ${unit}`;
}

// ---------------------------------------------------------------------------------------------
// Frame: background, title, footer

function titleBlock(title) {
  const maxWidth = W - 2 * PAD;
  let fit = null;
  for (let size = 34; size >= 28 && !fit; size -= 1) {
    if (textWidth(title.trim(), size, true) <= maxWidth) fit = { lines: [title.trim()], size };
  }
  if (!fit) fit = fitText(title, { maxWidth, maxLines: 2, maxSize: 32, minSize: 20, bold: true });
  const lh = fit.size * 1.2;
  const top = 30;
  const bottom = top + fit.lines.length * lh;
  const svg =
    textBlock(fit.lines, { x: PAD, y: top, size: fit.size, lh, fill: C.navy, bold: true }) +
    rect(PAD, bottom + 10, 56, 5, C.teal, { rx: 2.5 });
  return { svg, contentTop: bottom + 40 };
}

function frame(title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<g font-family="${FONT}">` +
    rect(0, 0, W, H, C.soft) +
    rect(0, 0, W, 6, C.blue) +
    title +
    body +
    textBlock(['Referral Portal for Abuse'], { x: W - PAD, y: 508, size: 13, lh: 20, fill: C.muted, anchor: 'end' }) +
    `</g></svg>`
  );
}

/** Places a laid-out body ({svg, h}) in the content box, centred vertically. */
function place(result, box) {
  const dy = Math.max(0, (box.h - result.h) * 0.45);
  return `<g transform="translate(0 ${r1(box.y + dy)})">${result.svg}</g>`;
}

/** Muted note under a chart: returns {svg, h} laid out from y = 0. */
function noteBlock(note, x, w, s) {
  if (!note) return { svg: '', h: 0 };
  const size = 17 * s;
  const lh = size * 1.35;
  const lines = clampLines(wrapBalanced(note, size, w, false), 2, size, w, false);
  return { svg: textBlock(lines, { x, y: 0, size, lh, fill: C.muted }), h: lines.length * lh };
}

// ---------------------------------------------------------------------------------------------
// Kinds. Each layout draws from y = 0 (the caller translates) and returns {svg, h}, or null when a
// scale is unusable (too many lines).

function layoutChecklist(spec, box, s, cols, maxLines) {
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
  if (wrapped.some((l) => l.length > maxLines)) return null;
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
    const h = rowH[row];
    svg += rect(x, y, colW, h, C.white, { rx: 12, stroke: C.line });
    svg += checkBadge(x + padX + r, y + h / 2, r);
    svg += textBlock(lines, { x: x + textX, y: y + (h - lines.length * lh) / 2, size, lh, fill: C.ink });
  });
  return { svg, h: rowH.reduce((a, b) => a + b, 0) + gapY * (rows - 1) };
}

function layoutTimelineAcross(spec, box, s, maxLines) {
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
  if (labels.some((l) => l.length > maxLines) || details.some((l) => l.length > 2 * maxLines + 2)) return null;
  const cardTop = 2 * r + 18 * s;
  const cardH = Math.max(...spec.steps.map((_, i) => pad + labels[i].length * labelLh + 8 * s + details[i].length * detailLh + pad));
  const cx = (i) => box.x + colW * (i + 0.5);
  let svg = `<line x1="${r1(cx(0))}" y1="${r1(r)}" x2="${r1(cx(n - 1))}" y2="${r1(r)}" stroke="${C.line}" stroke-width="${r1(4 * s)}"/>`;
  spec.steps.forEach((_, i) => {
    const x = box.x + colW * i + cardGap;
    svg += numberBadge(cx(i), r, r, i + 1, i === n - 1 ? C.teal : C.blue);
    svg += `<path d="M${r1(cx(i) - 9 * s)} ${r1(cardTop + 0.5)}L${r1(cx(i))} ${r1(cardTop - 9 * s)}L${r1(cx(i) + 9 * s)} ${r1(cardTop + 0.5)}Z" fill="${C.white}" stroke="${C.line}" stroke-width="1.5"/>`;
    svg += rect(x, cardTop, cardW, cardH, C.white, { rx: 12, stroke: C.line });
    // cover the notch's base so the pointer joins the card
    svg += rect(cx(i) - 8 * s, cardTop + 0.8, 16 * s, 3, C.white);
    svg += textBlock(labels[i], { x: cx(i), y: cardTop + pad, size: labelSize, lh: labelLh, fill: C.navy, bold: true, anchor: 'middle' });
    svg += textBlock(details[i], { x: cx(i), y: cardTop + pad + labels[i].length * labelLh + 8 * s, size: detailSize, lh: detailLh, fill: C.muted, anchor: 'middle' });
  });
  return { svg, h: cardTop + cardH };
}

function layoutTimelineDown(spec, box, s, maxLines) {
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
  // label column as wide as the longest label needs, between 26% and 40% of the card
  const natural = Math.max(...spec.steps.map((st) => textWidth(st.label, labelSize, true)));
  const labelW = Math.min(Math.max(natural, cardW * 0.26), cardW * 0.4);
  const detailX = cardX + padX + labelW + 28 * s;
  const detailW = cardX + cardW - padX - detailX;
  const labels = spec.steps.map((st) => wrapBalanced(st.label, labelSize, labelW, true));
  const details = spec.steps.map((st) => wrapBalanced(st.detail, detailSize, detailW));
  if (labels.some((l) => l.length > 2) || details.some((l) => l.length > maxLines)) return null;
  const heights = spec.steps.map((_, i) => Math.max(2 * r + 2 * padY, labels[i].length * labelLh + 2 * padY, details[i].length * detailLh + 2 * padY));
  const tops = heights.map((_, i) => heights.slice(0, i).reduce((a, b) => a + b + gap, 0));
  const n = spec.steps.length;
  const nodeX = box.x + r;
  let svg = `<line x1="${r1(nodeX)}" y1="${r1(tops[0] + heights[0] / 2)}" x2="${r1(nodeX)}" y2="${r1(tops[n - 1] + heights[n - 1] / 2)}" stroke="${C.line}" stroke-width="${r1(4 * s)}"/>`;
  spec.steps.forEach((_, i) => {
    const y = tops[i];
    const h = heights[i];
    svg += numberBadge(nodeX, y + h / 2, r, i + 1, i === n - 1 ? C.teal : C.blue);
    svg += rect(cardX, y, cardW, h, C.white, { rx: 10, stroke: C.line });
    svg += textBlock(labels[i], { x: cardX + padX, y: y + (h - labels[i].length * labelLh) / 2, size: labelSize, lh: labelLh, fill: C.navy, bold: true });
    svg += `<line x1="${r1(detailX - 14 * s)}" y1="${r1(y + padY)}" x2="${r1(detailX - 14 * s)}" y2="${r1(y + h - padY)}" stroke="${C.line}" stroke-width="1.5"/>`;
    svg += textBlock(details[i], { x: detailX, y: y + (h - details[i].length * detailLh) / 2, size: detailSize, lh: detailLh, fill: C.muted });
  });
  return { svg, h: tops[n - 1] + heights[n - 1] };
}

function layoutTimeline(spec, box, s, maxLines) {
  return spec.steps.length <= 4 ? layoutTimelineAcross(spec, box, s, maxLines) : layoutTimelineDown(spec, box, s, maxLines);
}

function arcPath(cx, cy, rr, a0, a1) {
  const p = (a) => `${r1(cx + rr * Math.sin(a))} ${r1(cy - rr * Math.cos(a))}`;
  return `M${p(a0)}A${r1(rr)} ${r1(rr)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)}`;
}

function layoutSplit(spec, box, s, maxLines) {
  const parts = spec.parts;
  const total = parts.reduce((a, p) => a + p.value, 0) || 1;
  const note = noteBlock(spec.note, box.x, box.w, s);
  const R = 128 * s;
  const ring = R * 0.42;
  const legendX = box.x + 2 * R + 64 * s;
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
  if (labels.some((l) => l.length > maxLines)) return null;
  const entryH = labels.map((l) => Math.max(valueSize * 1.25, l.length * labelLh) + 2 * pad);
  const legendH = entryH.reduce((a, b) => a + b, 0);
  const chartH = Math.max(2 * R, legendH);
  const cx = box.x + R;
  const cy = chartH / 2;
  let svg = '';
  // donut
  const nonZero = parts.filter((p) => p.value > 0).length;
  let a = 0;
  const bounds = [];
  parts.forEach((p, i) => {
    const sweep = (p.value / total) * Math.PI * 2;
    if (sweep <= 0) return;
    const color = SERIES[i % SERIES.length];
    if (nonZero === 1) svg += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R - ring / 2)}" fill="none" stroke="${color}" stroke-width="${r1(ring)}"/>`;
    else svg += `<path d="${arcPath(cx, cy, R - ring / 2, a, a + sweep)}" fill="none" stroke="${color}" stroke-width="${r1(ring)}"/>`;
    bounds.push(a);
    const mid = a + sweep / 2;
    if (p.value / total >= 0.07) {
      const tr = R - ring / 2;
      const size = 17 * s;
      svg += textBlock([values[i]], { x: cx + tr * Math.sin(mid), y: cy - tr * Math.cos(mid) - size * 0.6, size, lh: size * 1.2, fill: C.white, bold: true, anchor: 'middle' });
    }
    a += sweep;
  });
  if (nonZero > 1) {
    for (const b of bounds) {
      const x1 = cx + (R - ring - 1) * Math.sin(b);
      const y1 = cy - (R - ring - 1) * Math.cos(b);
      const x2 = cx + (R + 1) * Math.sin(b);
      const y2 = cy - (R + 1) * Math.cos(b);
      svg += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${C.soft}" stroke-width="${r1(3 * s)}"/>`;
    }
  }
  svg += textBlock(['100%'], { x: cx, y: cy - 14 * s, size: 22 * s, lh: 28 * s, fill: C.navy, bold: true, anchor: 'middle' });
  // legend
  let y = (chartH - legendH) / 2;
  svg += rect(legendX, y, legendW, legendH, C.white, { rx: 12, stroke: C.line });
  parts.forEach((p, i) => {
    const color = SERIES[i % SERIES.length];
    const h = entryH[i];
    if (i > 0) svg += `<line x1="${r1(legendX + pad)}" y1="${r1(y)}" x2="${r1(legendX + legendW - pad)}" y2="${r1(y)}" stroke="${C.line}" stroke-width="1.5"/>`;
    svg += rect(legendX + pad, y + h / 2 - swatch / 2, swatch, swatch, color, { rx: 3 });
    svg += textBlock([values[i]], { x: legendX + pad + swatch + 14 * s, y: y + (h - valueSize * 1.25) / 2, size: valueSize, lh: valueSize * 1.25, fill: color, bold: true });
    svg += textBlock(labels[i], { x: labelX, y: y + (h - labels[i].length * labelLh) / 2, size: labelSize, lh: labelLh, fill: C.ink });
    y += h;
  });
  let h = chartH;
  if (note.h) {
    h += 22 * s;
    svg += `<g transform="translate(0 ${r1(h)})">${note.svg}</g>`;
    h += note.h;
  }
  return { svg, h };
}

function layoutCompare(spec, box, s, maxLines) {
  const gap = 16;
  const colW = (box.w - gap) / 2;
  const headSize = 22 * s;
  const headLh = headSize * 1.25;
  const headPad = 12 * s;
  const heads = spec.columns.map((c) => wrapBalanced(c, headSize, colW - 32 * s, true));
  if (heads.some((l) => l.length > 2)) return null;
  const headH = Math.max(...heads.map((l) => l.length)) * headLh + 2 * headPad;
  const size = 19 * s;
  const lh = size * 1.32;
  const padX = 20 * s;
  const padY = 13 * s;
  const dot = 5 * s;
  const textW = colW - 2 * padX - 4 * dot;
  const cells = spec.rows.map((row) => row.map((t) => wrapBalanced(t, size, textW)));
  if (cells.some((row) => row.some((l) => l.length > maxLines))) return null;
  const rowGap = 10 * s;
  let svg = '';
  const colours = [C.blue, C.teal];
  spec.columns.forEach((_, c) => {
    const x = box.x + c * (colW + gap);
    svg += rect(x, 0, colW, headH, colours[c], { rx: 10 });
    svg += textBlock(heads[c], { x: x + colW / 2, y: (headH - heads[c].length * headLh) / 2, size: headSize, lh: headLh, fill: C.white, bold: true, anchor: 'middle' });
  });
  let y = headH + 12 * s;
  cells.forEach((row) => {
    const h = Math.max(...row.map((l) => l.length)) * lh + 2 * padY;
    row.forEach((lines, c) => {
      const x = box.x + c * (colW + gap);
      svg += rect(x, y, colW, h, C.white, { rx: 10, stroke: C.line });
      const top = y + (h - lines.length * lh) / 2;
      svg += circle(x + padX + dot, top + lh / 2, dot, colours[c]);
      svg += textBlock(lines, { x: x + padX + 4 * dot, y: top, size, lh, fill: C.ink });
    });
    y += h + rowGap;
  });
  return { svg, h: y - rowGap };
}

function layoutBars(spec, box, s, maxLines) {
  const unit = spec.unit && spec.unit.trim();
  const caption = unit && unit.length > 8 ? `Figures in ${unit}` : '';
  const note = noteBlock(spec.note, box.x, box.w, s);
  const size = 19 * s;
  const lh = size * 1.3;
  const labelW = Math.round(box.w * 0.34);
  const barX = box.x + labelW + 20 * s;
  const valueSize = 19 * s;
  const values = spec.bars.map((b) => formatValue(b.value, unit));
  const valueW = Math.max(...values.map((v) => textWidth(v, valueSize, true)));
  const barMaxW = box.x + box.w - barX - valueW - 14 * s;
  const barH = 30 * s;
  const gap = 16 * s;
  const labels = spec.bars.map((b) => wrapBalanced(b.label, size, labelW, false));
  if (labels.some((l) => l.length > maxLines)) return null;
  const max = Math.max(...spec.bars.map((b) => b.value)) || 1;
  let svg = '';
  let y = 0;
  if (caption) {
    const capSize = 17 * s;
    svg += textBlock([caption], { x: box.x, y: 0, size: capSize, lh: capSize * 1.3, fill: C.muted });
    y += capSize * 1.3 + 14 * s;
  }
  const chartTop = y;
  spec.bars.forEach((b, i) => {
    const h = Math.max(barH, labels[i].length * lh);
    const cy = y + h / 2;
    svg += textBlock(labels[i], { x: box.x + labelW, y: cy - (labels[i].length * lh) / 2, size, lh, fill: C.ink, anchor: 'end' });
    svg += rect(barX, cy - barH / 2, barMaxW, barH, C.white, { rx: 6 });
    const bw = b.value > 0 ? Math.max((b.value / max) * barMaxW, 6) : 0;
    if (bw) svg += rect(barX, cy - barH / 2, bw, barH, i % 2 ? C.teal : C.blue, { rx: 6 });
    svg += textBlock([values[i]], { x: barX + bw + 10 * s, y: cy - valueSize * 0.6, size: valueSize, lh: valueSize * 1.2, fill: C.navy, bold: true });
    y += h + gap;
  });
  y -= gap;
  svg = `<line x1="${r1(barX)}" y1="${r1(chartTop - 6 * s)}" x2="${r1(barX)}" y2="${r1(y + 6 * s)}" stroke="${C.line}" stroke-width="2"/>` + svg;
  if (note.h) {
    y += 24 * s;
    svg += `<g transform="translate(0 ${r1(y)})">${note.svg}</g>`;
    y += note.h;
  }
  return { svg, h: y };
}

// steps: 'row' = one left-to-right row; 'rows' = two rows joined by an elbow arrow; 'stack' = vertical.
function layoutStepsRows(spec, box, s, perRow) {
  const n = spec.steps.length;
  const arrowGap = 46 * s;
  const boxW = (box.w - (perRow - 1) * arrowGap) / perRow;
  const r = 18 * s;
  const pad = 16 * s;
  const size = 20 * s;
  const lh = size * 1.3;
  const texts = spec.steps.map((t) => wrapBalanced(t, size, boxW - 2 * pad, false));
  if (texts.some((l) => l.length > 3)) return null;
  const rowsCount = Math.ceil(n / perRow);
  const rowGap = 62 * s;
  const rowItems = Array.from({ length: rowsCount }, (_, r0) => texts.slice(r0 * perRow, (r0 + 1) * perRow));
  const boxH = rowItems.map((items) => r + 8 * s + Math.max(...items.map((l) => l.length)) * lh + pad);
  // each row: r of badge above the box top
  const rowTop = [];
  let y = 0;
  for (let i = 0; i < rowsCount; i++) {
    rowTop.push(y + r);
    y += r + boxH[i] + rowGap;
  }
  const h = y - rowGap;
  let svg = '';
  // a shorter last row is centred under the first
  const rowX = rowItems.map((items) => box.x + ((perRow - items.length) * (boxW + arrowGap)) / 2);
  spec.steps.forEach((_, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const x = rowX[row] + col * (boxW + arrowGap);
    const top = rowTop[row];
    const bh = boxH[row];
    svg += rect(x, top, boxW, bh, C.white, { rx: 12, stroke: C.line });
    svg += numberBadge(x + boxW / 2, top, r, i + 1, i === n - 1 ? C.teal : C.blue);
    const lines = texts[i];
    const textTop = top + r + 8 * s + (bh - r - 8 * s - pad - lines.length * lh) / 2;
    svg += textBlock(lines, { x: x + boxW / 2, y: textTop, size, lh, fill: C.ink, anchor: 'middle' });
    if (i < n - 1) {
      if (col < perRow - 1) {
        const ay = top + bh / 2;
        svg += arrow(x + boxW + 8 * s, ay, x + boxW + arrowGap - 8 * s, ay, s);
      } else {
        // elbow from the bottom of this box to the badge of the first box on the next row
        const x1 = x + boxW / 2;
        const y1 = top + bh + 6 * s;
        const midY = top + bh + rowGap / 2;
        const x2 = rowX[row + 1] + boxW / 2;
        const y2 = rowTop[row + 1] - r - 6 * s;
        svg += `<path d="M${r1(x1)} ${r1(y1)}L${r1(x1)} ${r1(midY)}L${r1(x2)} ${r1(midY)}L${r1(x2)} ${r1(y2 - 10 * s)}" fill="none" stroke="${C.blue}" stroke-width="${r1(3 * s)}" stroke-linejoin="round" stroke-linecap="round"/>`;
        svg += arrow(x2, y2 - 11 * s, x2, y2, s);
      }
    }
  });
  return { svg, h };
}

function layoutStepsStack(spec, box, s) {
  const r = 16 * s;
  const pad = 12 * s;
  const size = 20 * s;
  const lh = size * 1.3;
  const gap = 26 * s;
  const textX = box.x + pad + 2 * r + 16 * s;
  const textW = box.x + box.w - pad - textX;
  const texts = spec.steps.map((t) => wrapBalanced(t, size, textW));
  if (texts.some((l) => l.length > 2)) return null;
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

function layoutSteps(spec, box) {
  const n = spec.steps.length;
  return fitTries(
    [
      [(s) => layoutStepsRows(spec, box, s, n), 0.82],
      [(s) => layoutStepsRows(spec, box, s, Math.ceil(n / 2)), 0.7],
      [(s) => layoutStepsStack(spec, box, s), 0],
    ],
    box.h,
  );
}

const LAYOUTS = {
  checklist: (spec, box) => {
    const two = spec.items.length >= 4;
    return fitTries(
      [
        [(s) => layoutChecklist(spec, box, s, 1, 1), 0.88],
        two && [(s) => layoutChecklist(spec, box, s, 2, 2), 0.82],
        [(s) => layoutChecklist(spec, box, s, 1, 2), 0.82],
        two && [(s) => layoutChecklist(spec, box, s, 2, 3), 0],
        [(s) => layoutChecklist(spec, box, s, 1, 3), 0],
      ].filter(Boolean),
      box.h,
    );
  },
  timeline: (spec, box) => fitTries(lineTries((s, m) => layoutTimeline(spec, box, s, m)), box.h),
  split: (spec, box) => fitTries(lineTries((s, m) => layoutSplit(spec, box, s, m)), box.h),
  compare: (spec, box) => fitTries(lineTries((s, m) => layoutCompare(spec, box, s, m)), box.h),
  bars: (spec, box) => fitTries(lineTries((s, m) => layoutBars(spec, box, s, m)), box.h),
  steps: layoutSteps,
};

/** When no scale fits the content (too many lines or too tall even at the smallest size). */
function layoutFallback(spec) {
  throw new Error(`image "${spec.file ?? spec.title}": content of kind "${spec.kind}" is too long to lay out; shorten its text`);
}

// ---------------------------------------------------------------------------------------------
// Validation

export const KINDS = Object.keys(LAYOUTS);

const isText = (v) => typeof v === 'string' && v.trim().length > 0;
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);

class SpecError extends Error {}

function checkImage(img, where) {
  const fail = (field, problem) => {
    throw new SpecError(`${where} field "${field}": ${problem}`);
  };
  const list = (field, min, max, what) => {
    const v = img[field];
    if (!Array.isArray(v)) fail(field, `missing or not an array (expected ${min}-${max} ${what})`);
    if (v.length < min || v.length > max) fail(field, `has ${v.length} entries, expected ${min}-${max} ${what}`);
    return v;
  };
  const optionalText = (field) => {
    if (img[field] !== undefined && typeof img[field] !== 'string') fail(field, 'must be a string when present');
  };
  if (!img || typeof img !== 'object' || Array.isArray(img)) fail('(image)', 'must be an object');
  if (!isText(img.kind)) fail('kind', 'missing or not a string');
  if (!KINDS.includes(img.kind)) fail('kind', `unknown kind "${img.kind}" (expected one of ${KINDS.join(', ')})`);
  if (!isText(img.title)) fail('title', 'missing or not a non-empty string');
  switch (img.kind) {
    case 'checklist':
      list('items', 3, 6, 'strings').forEach((t, i) => isText(t) || fail(`items[${i}]`, 'must be a non-empty string'));
      break;
    case 'timeline':
      list('steps', 3, 6, '{ label, detail } objects').forEach((st, i) => {
        if (!st || typeof st !== 'object' || Array.isArray(st)) fail(`steps[${i}]`, 'must be an object { label, detail }');
        if (!isText(st.label)) fail(`steps[${i}].label`, 'missing or not a non-empty string');
        if (!isText(st.detail)) fail(`steps[${i}].detail`, 'missing or not a non-empty string');
      });
      break;
    case 'split': {
      const parts = list('parts', 2, 4, '{ label, value } objects');
      parts.forEach((p, i) => {
        if (!p || typeof p !== 'object' || Array.isArray(p)) fail(`parts[${i}]`, 'must be an object { label, value }');
        if (!isText(p.label)) fail(`parts[${i}].label`, 'missing or not a non-empty string');
        if (!isNum(p.value) || p.value < 0) fail(`parts[${i}].value`, 'missing or not a number >= 0');
      });
      const sum = parts.reduce((a, p) => a + p.value, 0);
      if (Math.abs(sum - 100) > 1) fail('parts', `values sum to ${sum}, expected 100`);
      optionalText('note');
      break;
    }
    case 'compare':
      list('columns', 2, 2, 'headings').forEach((t, i) => isText(t) || fail(`columns[${i}]`, 'must be a non-empty string'));
      list('rows', 3, 5, '["left", "right"] pairs').forEach((row, i) => {
        if (!Array.isArray(row) || row.length !== 2) fail(`rows[${i}]`, 'must be a pair ["left", "right"]');
        row.forEach((t, j) => isText(t) || fail(`rows[${i}][${j}]`, 'must be a non-empty string'));
      });
      break;
    case 'bars':
      list('bars', 3, 6, '{ label, value } objects').forEach((b, i) => {
        if (!b || typeof b !== 'object' || Array.isArray(b)) fail(`bars[${i}]`, 'must be an object { label, value }');
        if (!isText(b.label)) fail(`bars[${i}].label`, 'missing or not a non-empty string');
        if (!isNum(b.value) || b.value < 0) fail(`bars[${i}].value`, 'missing or not a number >= 0');
      });
      optionalText('unit');
      optionalText('note');
      break;
    case 'steps':
      list('steps', 3, 5, 'strings').forEach((t, i) => isText(t) || fail(`steps[${i}]`, 'must be a non-empty string'));
      break;
  }
  return img;
}

const FILE_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/;

/**
 * Validates one illustrations file (parsed object, or its JSON text). Returns the object; throws an
 * Error naming `fileName`, the image index and the field on the first problem.
 */
export function validateIllustrationFile(json, fileName) {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (err) {
      throw new Error(`${fileName}: not valid JSON (${err.message})`);
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${fileName}: must be a JSON object`);
  if (!isText(data.thumbLabel)) throw new Error(`${fileName}: field "thumbLabel": missing or not a non-empty string`);
  if (!Array.isArray(data.images) || data.images.length === 0) throw new Error(`${fileName}: field "images": missing or not a non-empty array`);
  const seen = new Set();
  data.images.forEach((img, i) => {
    const where = `${fileName}: images[${i}]`;
    if (!img || typeof img !== 'object' || Array.isArray(img)) throw new Error(`${where}: must be an object`);
    if (typeof img.file !== 'string') throw new Error(`${where} field "file": missing or not a string`);
    if (!FILE_RE.test(img.file) || img.file === 'thumb.webp' || /-480\.webp$/.test(img.file)) {
      throw new Error(`${where} field "file": "${img.file}" must look like "1.webp" (lower-case, not thumb.webp, no -480 suffix)`);
    }
    if (seen.has(img.file)) throw new Error(`${where} field "file": "${img.file}" is used twice`);
    seen.add(img.file);
    try {
      checkImage(img, where);
    } catch (err) {
      throw err instanceof SpecError ? new Error(err.message) : err;
    }
  });
  return data;
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** SVG (960x540) for one image spec; throws on an invalid spec. */
export function renderSvg(spec) {
  try {
    checkImage(spec, `image${spec && spec.file ? ` "${spec.file}"` : ''}`);
  } catch (err) {
    throw err instanceof SpecError ? new Error(err.message) : err;
  }
  const title = titleBlock(spec.title);
  const box = { x: PAD, y: title.contentTop, w: W - 2 * PAD, h: CONTENT_BOTTOM - title.contentTop };
  const body = LAYOUTS[spec.kind](spec, box) ?? layoutFallback(spec);
  if (body.h > box.h + 0.5) layoutFallback(spec);
  return frame(title.svg, place(body, box));
}

function hash(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** SVG (330x248) thumbnail: brand background, a geometric motif chosen from the label, the label in large bold text. */
export function renderThumbSvg(label) {
  if (!isText(label)) throw new Error('renderThumbSvg: label must be a non-empty string');
  const { width: tw, height: th } = THUMB;
  const x = 24;
  const maxWidth = tw - 2 * x;
  let fit = fitText(label, { maxWidth, maxLines: 3, maxSize: 40, minSize: 24, bold: true });
  if (fit.lines.at(-1).endsWith('…')) fit = fitText(label, { maxWidth, maxLines: 4, maxSize: 24, minSize: 20, bold: true });
  const lh = fit.size * 1.14;
  const textTop = th - 24 - fit.lines.length * lh;
  const h = hash(label);
  const accent = Math.floor(h / 3) % 2 ? C.teal : C.amber;
  let motif = '';
  switch (h % 3) {
    case 0: // quarter rings in the top-right corner
      motif = circle(tw, 0, 92, C.navy) + circle(tw, 0, 66, C.blue) + circle(tw, 0, 40, C.navy) + circle(tw - 84, 66, 8, accent);
      break;
    case 1: // dot grid
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 6; col++) motif += circle(tw - 30 - col * 22, 20 + row * 20, 5, row === 1 && col === 2 ? accent : C.navy);
      }
      break;
    default: // slanted bars
      for (let i = 0; i < 4; i++) {
        const bx = tw - 140 + i * 32;
        motif += `<path d="M${bx} 0h20l-38 84h-20Z" fill="${i === 3 ? accent : C.navy}"/>`;
      }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${th}" viewBox="0 0 ${tw} ${th}">` +
    `<g font-family="${FONT}">` +
    rect(0, 0, tw, th, C.blue) +
    motif +
    rect(x, textTop - 12, 44, 6, C.amber, { rx: 3 }) +
    textBlock(fit.lines, { x, y: textTop, size: fit.size, lh, fill: C.white, bold: true }) +
    `</g></svg>`
  );
}

/**
 * Rasterises `svg` (drawn `svgWidth` wide) straight at `width` x `height`, so small sizes stay sharp,
 * and writes it as WebP. Returns the file size in bytes.
 */
async function writeWebp(svg, svgWidth, file, width, height) {
  const density = (72 * width) / svgWidth;
  const raster = await sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'fill' }).png().toBuffer();
  let out;
  for (const quality of WEBP_QUALITIES) {
    out = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
    if (out.length <= MAX_BYTES) break;
  }
  fs.writeFileSync(file, out);
  return out.length;
}

/** Renders one validated illustrations file into `outDir`; returns the list of written files with sizes. */
export async function generateArticle(data, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const jobs = [];
  for (const img of data.images) {
    const svg = renderSvg(img);
    const base = img.file.replace(/\.webp$/, '');
    jobs.push([svg, W, path.join(outDir, `${base}.webp`), IMAGE.width, IMAGE.height]);
    jobs.push([svg, W, path.join(outDir, `${base}-${IMAGE.smallWidth}.webp`), IMAGE.smallWidth, IMAGE.smallHeight]);
  }
  jobs.push([renderThumbSvg(data.thumbLabel), THUMB.width, path.join(outDir, 'thumb.webp'), THUMB.width, THUMB.height]);
  const sizes = await Promise.all(jobs.map((job) => writeWebp(...job)));
  return jobs.map(([, , file], i) => ({ file, bytes: sizes[i] }));
}

function parseArgs(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const opts = { src: path.join(root, 'scripts', 'illustrations'), out: path.join(root, 'public', 'images', 'blogs') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--src') opts.src = path.resolve(argv[++i]);
    else if (argv[i] === '--out') opts.out = path.resolve(argv[++i]);
    else throw new Error(`unknown argument "${argv[i]}" (use --src DIR, --out DIR)`);
  }
  return opts;
}

async function main() {
  const { src, out } = parseArgs(process.argv.slice(2));
  const names = fs.existsSync(src) ? fs.readdirSync(src).filter((f) => /^\d{2}\.json$/.test(f)).sort() : [];
  if (names.length === 0) throw new Error(`no NN.json files in ${src}`);
  const rel = (p) => path.relative(process.cwd(), p) || '.';
  const problems = [];
  const articles = [];
  for (const name of names) {
    const file = rel(path.join(src, name));
    try {
      const data = validateIllustrationFile(fs.readFileSync(path.join(src, name), 'utf8'), file);
      data.images.forEach((img, i) => {
        try {
          renderSvg(img);
        } catch (err) {
          throw new Error(`${file}: images[${i}]: ${err.message}`);
        }
      });
      articles.push({ n: Number.parseInt(name, 10), data });
    } catch (err) {
      problems.push(err.message);
    }
  }
  if (problems.length) throw new Error(`invalid illustration specs:\n  ${problems.join('\n  ')}`);
  const numbers = articles.map((a) => a.n);
  const missing = Array.from({ length: Math.max(...numbers) }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
  if (missing.length) console.warn(`warning: no illustrations file for article(s) ${missing.join(', ')}`);
  let total = 0;
  for (const { n, data } of articles) {
    const dir = path.join(out, String(n));
    const written = await generateArticle(data, dir);
    const bytes = written.reduce((a, f) => a + f.bytes, 0);
    total += bytes;
    console.log(`blog ${n}: ${data.images.length} image(s) x2 sizes + thumbnail -> ${rel(dir)} (${(bytes / 1024).toFixed(1)} KB)`);
  }
  console.log(`${articles.length} article(s), ${(total / 1024).toFixed(1)} KB in total`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
