// Estimates how wide text renders, to wrap and size it before drawing. The advance widths are DejaVu
// Sans / Bold (per 1000 em), the first font the pictures ask for and the widest of those listed, so
// estimates stay safe if a fallback font is used.

/** ASCII 32..126. */
const ADV_REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
  531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
  838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
  636, 838,
];
const ADV_BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
  580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457,
  838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365,
  712, 838,
];
/** [regular, bold] for punctuation outside ASCII that articles use, in English and Spanish. */
const ADV_EXTRA: Record<string, readonly [number, number]> = {
  '–': [500, 500],
  '—': [1000, 1000],
  '’': [318, 380],
  '‘': [318, 380],
  '“': [518, 657],
  '”': [518, 657],
  '…': [1000, 1000],
  '•': [590, 639],
  '€': [636, 696],
  '£': [636, 696],
  '·': [318, 380],
  '×': [838, 838],
  '¿': [531, 580],
  '¡': [401, 456],
  '«': [612, 646],
  '»': [612, 646],
  º: [471, 564],
  ª: [471, 564],
  '°': [500, 500],
};
/** Anything else: wider than almost every letter, so unknown characters make text wrap early, never overflow. */
const ADV_UNKNOWN: readonly [number, number] = [720, 780];
const COMBINING_MARK = /\p{Mn}/u;

/** Estimated rendered width in px of `text` at `size` px. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? ADV_BOLD : ADV_REGULAR;
  let units = 0;
  // Decomposed, an accented letter is its base letter plus a mark of no width: in DejaVu, á, é, í, ó, ú,
  // ñ, ü (and their capitals) advance exactly as far as a, e, i, o, u, n, u.
  for (const ch of text.normalize('NFD')) {
    const code = ch.codePointAt(0) ?? 0;
    const ascii = code >= 32 && code <= 126 ? table[code - 32] : undefined;
    if (ascii !== undefined) units += ascii;
    else if (COMBINING_MARK.test(ch)) continue;
    else units += (ADV_EXTRA[ch] ?? ADV_UNKNOWN)[bold ? 1 : 0];
  }
  return (units / 1000) * size * 1.02;
}

const wordsOf = (text: string) => text.normalize('NFC').trim().split(/\s+/).filter(Boolean);

function breakWord(word: string, size: number, maxWidth: number, bold: boolean): string[] {
  const parts: string[] = [];
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
function wrapGreedy(text: string, size: number, maxWidth: number, bold: boolean): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of wordsOf(text)) {
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
      cur = parts.at(-1) ?? '';
    }
  }
  if (cur) lines.push(cur);
  return lines.length ? lines : [''];
}

const longestWordWidth = (text: string, size: number, bold: boolean) => Math.max(0, ...wordsOf(text).map((w) => textWidth(w, size, bold)));

/** Wraps to `maxWidth` with even line lengths: as few lines as a greedy wrap, at the narrowest width that keeps that count. */
export function wrapBalanced(text: string, size: number, maxWidth: number, bold = false): string[] {
  const greedy = wrapGreedy(text, size, maxWidth, bold);
  if (greedy.length < 2) return greedy;
  const longestWord = longestWordWidth(text, size, bold);
  if (longestWord >= maxWidth) return greedy;
  let lo = Math.max(maxWidth / greedy.length, longestWord);
  let hi = maxWidth;
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (wrapGreedy(text, size, mid, bold).length <= greedy.length) hi = mid;
    else lo = mid;
  }
  return wrapGreedy(text, size, hi, bold);
}

interface FitOptions {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  bold?: boolean;
}

/** Largest whole size in [minSize, maxSize] at which `text` wraps into at most `maxLines` lines; null when none does. */
export function fitText(text: string, { maxWidth, maxLines, maxSize, minSize, bold = false }: FitOptions): { lines: string[]; size: number } | null {
  const longestWord = longestWordWidth(text, 1, bold);
  for (let size = maxSize; size >= minSize; size -= 1) {
    // Prefer sizes that need no word split across lines.
    if (longestWord * size > maxWidth && size > minSize) continue;
    const lines = wrapBalanced(text, size, maxWidth, bold);
    if (lines.length <= maxLines) return { lines, size };
  }
  return null;
}
