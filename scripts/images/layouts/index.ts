import type { Box, Laid } from '../fit';
import type { ImageSpec } from '../spec';
import { barsLayout } from './bars';
import { checklistLayout } from './checklist';
import { compareLayout } from './compare';
import { splitLayout } from './split';
import { stepsLayout } from './steps';
import { timelineLayout } from './timeline';

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
