import type { CrisisLineData } from '@/lib/schemas/content';

/**
 * The crisis lines' numbers and addresses, written once for both languages; each language names
 * and describes them in content/<locale>/crisis-lines.ts under the same id, and words each action
 * from a template. The footer shows the lines marked `footer`; /safety/, /contact/ and the
 * confirmation page show them all, with every action.
 *
 * Checked 2026-11-24 against the sources in /work/research/crisis-lines.json (the lead's research
 * file): the trafficking hotline on humantraffickinghotline.org and acf.hhs.gov; Childhelp's hours
 * and channels on childhelphotline.org/how-it-works (its number from several directories that
 * agree); CCRI's hours from ovc.ojp.gov (its number from directories that agree); StrongHearts on
 * stronghearts.me/about; RAINN's chat and text line on rainn.org; the Domestic Violence Hotline's
 * chat on ovc.ojp.gov. The firm should call each number once before launch.
 */
export const CRISIS_LINES = [
  { id: 'emergency', footer: true, actions: [{ kind: 'tel', value: '911', display: '911' }] },
  {
    id: 'rainn',
    footer: true,
    actions: [{ kind: 'tel', value: '+18006564673', display: '800-656-HOPE (4673)' }],
    moreActions: [
      { kind: 'sms', value: '64673', display: '64673', body: 'HOPE' },
      { kind: 'chat', value: 'https://hotline.rainn.org/', display: 'hotline.rainn.org' },
    ],
  },
  {
    id: 'domestic-violence',
    footer: true,
    actions: [
      { kind: 'tel', value: '+18007997233', display: '800-799-SAFE (7233)' },
      { kind: 'sms', value: '88788', display: '88788', body: 'START' },
    ],
    moreActions: [{ kind: 'chat', value: 'https://www.thehotline.org/', display: 'thehotline.org' }],
  },
  {
    id: '988',
    footer: true,
    actions: [
      { kind: 'tel', value: '988', display: '988' },
      { kind: 'sms', value: '988', display: '988' },
    ],
  },
  {
    id: 'trafficking',
    footer: false,
    actions: [
      { kind: 'tel', value: '+18883737888', display: '888-373-7888' },
      { kind: 'sms', value: '233733', display: '233733 (BEFREE)', body: 'HELP' },
      { kind: 'chat', value: 'https://humantraffickinghotline.org/chat', display: 'humantraffickinghotline.org' },
    ],
  },
  {
    id: 'childhelp',
    footer: false,
    actions: [
      { kind: 'tel', value: '+18004224453', display: '800-422-4453' },
      { kind: 'sms', value: '+18004224453', display: '800-422-4453' },
      { kind: 'chat', value: 'https://childhelphotline.org/', display: 'childhelphotline.org' },
    ],
  },
  { id: 'image-abuse', footer: false, actions: [{ kind: 'tel', value: '+18448782274', display: '844-878-2274' }] },
  {
    id: 'stronghearts',
    footer: false,
    actions: [
      { kind: 'tel', value: '+18447628483', display: '844-762-8483 (844-7NATIVE)' },
      { kind: 'sms', value: '+18447628483', display: '844-762-8483' },
    ],
  },
] as const satisfies readonly CrisisLineData[];

export type CrisisLineId = (typeof CRISIS_LINES)[number]['id'];
