import type { Box, Laid } from '../fit';
import type { ImageSpec } from '../spec';
import { barsLayout, barsNarrowLayout } from './bars';
import { checklistLayout, checklistNarrowLayout } from './checklist';
import { compareLayout, compareNarrowLayout } from './compare';
import { splitLayout, splitNarrowLayout } from './split';
import { stepsLayout, stepsNarrowLayout } from './steps';
import { timelineLayout, timelineNarrowLayout } from './timeline';

/** Lays out the body of a picture of any kind in `box`; throws TextDoesNotFit naming the field that does not fit. */
export function layoutBody(spec: ImageSpec, box: Box): Laid {
  switch (spec.kind) {
    case 'checklist':
      return checklistLayout(spec, box);
    case 'timeline':
      return timelineLayout(spec, box);
    case 'split':
      return splitLayout(spec, box);
    case 'compare':
      return compareLayout(spec, box);
    case 'bars':
      return barsLayout(spec, box);
    case 'steps':
      return stepsLayout(spec, box);
  }
}

/** The narrow version's body: one column, as tall as it needs; throws TextDoesNotFit like layoutBody. */
export function layoutNarrowBody(spec: ImageSpec, box: Box): Laid {
  switch (spec.kind) {
    case 'checklist':
      return checklistNarrowLayout(spec, box);
    case 'timeline':
      return timelineNarrowLayout(spec, box);
    case 'split':
      return splitNarrowLayout(spec, box);
    case 'compare':
      return compareNarrowLayout(spec, box);
    case 'bars':
      return barsNarrowLayout(spec, box);
    case 'steps':
      return stepsNarrowLayout(spec, box);
  }
}
