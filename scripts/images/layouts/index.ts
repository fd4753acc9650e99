import type { Box, Laid } from '../fit';
import type { ImageSpec } from '@/lib/content/illustrations/spec';
import { barsLayout, barsNarrowLayout } from './bars';
import { checklistLayout, checklistNarrowLayout } from './checklist';
import { compareLayout, compareNarrowLayout } from './compare';
import { splitLayout, splitNarrowLayout } from './split';
import { stepsLayout, stepsNarrowLayout } from './steps';
import { timelineLayout, timelineNarrowLayout } from './timeline';

/**
 * Lays out the body of a picture of any kind in `box`, or, `narrow`, its phone version one column wide
 * and as tall as it needs; throws TextDoesNotFit naming the field that does not fit.
 */
export function layoutBody(spec: ImageSpec, box: Box, narrow = false): Laid {
  switch (spec.kind) {
    case 'checklist':
      return (narrow ? checklistNarrowLayout : checklistLayout)(spec, box);
    case 'timeline':
      return (narrow ? timelineNarrowLayout : timelineLayout)(spec, box);
    case 'split':
      return (narrow ? splitNarrowLayout : splitLayout)(spec, box);
    case 'compare':
      return (narrow ? compareNarrowLayout : compareLayout)(spec, box);
    case 'bars':
      return (narrow ? barsNarrowLayout : barsLayout)(spec, box);
    case 'steps':
      return (narrow ? stepsNarrowLayout : stepsLayout)(spec, box);
  }
}
