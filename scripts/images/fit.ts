// How a layout is fitted into the picture: each layout is tried at a series of scales, and text that
// cannot fit is refused with the field that overflowed, never clipped or cut short with an ellipsis.

/** Where a text lives inside one image spec, e.g. ['items', 3] or ['steps', 1, 'detail']. */
type FieldPath = (string | number)[];

/** The content area a layout may fill; layouts draw from y = 0 and the caller moves them down to `y`. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Laid {
  svg: string;
  h: number;
}

/** A layout attempt that could not be drawn at its scale because one text needed too many lines. */
interface Overflow {
  overflow: FieldPath;
}

export type Attempt = Laid | Overflow;

/** Thrown when text cannot fit at any size; `field` names the text within its image. */
export class TextDoesNotFit extends Error {
  constructor(
    readonly field: FieldPath,
    problem: string,
  ) {
    super(problem);
  }
}

// Tried largest first: sparse content is drawn larger (easier to read on phones). Below 0.76 the
// 480 px copies' text is too small to read on a phone, so text that needs less is refused instead
// (every English picture fits at 0.82 or more; Spanish runs longer and may need the step below).
const SCALES = [1.2, 1.1, 1, 0.94, 0.88, 0.82, 0.76];

/** The first of `wrapped` with more than `maxLines` lines, as an overflow at `pathOf(index)`. */
export function overflowOf(wrapped: readonly string[][], maxLines: number, pathOf: (index: number) => FieldPath): Overflow | null {
  const index = wrapped.findIndex((lines) => lines.length > maxLines);
  return index === -1 ? null : { overflow: pathOf(index) };
}

type Try = readonly [layout: (s: number) => Attempt, minScale: number];

/**
 * Tries layouts in order of preference: the first one that fits `maxH` at a scale at or above its
 * minScale wins. When none does, names the text that overflowed in the last (most permissive)
 * attempt, or else the list `listField` as too long for the picture.
 */
export function fitTries(tries: readonly Try[], maxH: number, listField: string): Laid {
  let last: Attempt | null = null;
  let lastLaid: Laid | null = null;
  for (const [layout, minScale] of tries) {
    for (const s of SCALES.filter((x) => x >= minScale)) {
      last = layout(s);
      if (!('svg' in last)) continue;
      if (last.h <= maxH) return last;
      lastLaid = last;
    }
  }
  // Half a pixel over is rounding, not overflow.
  if (lastLaid && lastLaid.h <= maxH + 0.5) return lastLaid;
  if (last && 'overflow' in last) {
    throw new TextDoesNotFit(last.overflow, 'too long to fit even at the smallest text size; shorten it');
  }
  throw new TextDoesNotFit([listField], 'too much text to fit in the picture even at the smallest size; shorten the entries or use fewer');
}

/** The usual preference: one line per text at scale >= 1, at most 2 lines down to 0.82, then 3 lines. */
export const lineTries = (layout: (s: number, maxLines: number) => Attempt): Try[] => [
  [(s) => layout(s, 1), 1],
  [(s) => layout(s, 2), 0.82],
  [(s) => layout(s, 3), 0],
];

/**
 * The scale of every narrow picture. A narrow picture grows as tall as its content needs, so it is never
 * shrunk to fit; a little under 1 keeps the largest texts from crowding a 360-unit line.
 */
const NARROW_SCALE = 0.9;

/**
 * The narrow version's choice: the first layout whose every text fits its line limit at NARROW_SCALE,
 * whatever its height. When none does, names the text that overflowed in the last one.
 */
export function fitNarrow(layouts: readonly ((s: number) => Attempt)[]): Laid {
  let last: Attempt | null = null;
  for (const layout of layouts) {
    last = layout(NARROW_SCALE);
    if ('svg' in last) return last;
  }
  const field = last && 'overflow' in last ? last.overflow : [];
  throw new TextDoesNotFit(field, 'too long for the narrow version of the picture; shorten it');
}
