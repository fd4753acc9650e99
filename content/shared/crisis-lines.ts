import type { CrisisLineData } from '@/lib/schemas/content';

/**
 * The crisis lines' numbers, written once for both languages; each language names and describes
 * them in content/<locale>/crisis-lines.ts under the same id, and words each action from a template.
 */
export const CRISIS_LINES = [
  { id: 'emergency', actions: [{ kind: 'tel', value: '911', display: '911' }] },
  { id: 'rainn', actions: [{ kind: 'tel', value: '+18006564673', display: '800-656-HOPE (4673)' }] },
  {
    id: 'domestic-violence',
    actions: [
      { kind: 'tel', value: '+18007997233', display: '800-799-SAFE (7233)' },
      { kind: 'sms', value: '88788', display: '88788', body: 'START' },
    ],
  },
  {
    id: '988',
    actions: [
      { kind: 'tel', value: '988', display: '988' },
      { kind: 'sms', value: '988', display: '988' },
    ],
  },
] as const satisfies readonly CrisisLineData[];

export type CrisisLineId = (typeof CRISIS_LINES)[number]['id'];
