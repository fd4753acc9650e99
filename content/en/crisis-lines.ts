import type { CrisisLineId } from '@/content/shared/crisis-lines';

/**
 * Crisis resources shown on the contact page, the confirmation page and in the footer. The numbers
 * are in content/shared/crisis-lines.ts; each action reads as its template with {number} (and the
 * text line's {keyword}) filled in.
 */
export const crisisHelp = {
  title: 'Need help right now?',
  notice: 'This website is not a crisis service. If you are in immediate danger, call 911.',
  actions: {
    tel: 'Call {number}',
    sms: 'Text {number}',
    smsKeyword: 'Text {keyword} to {number}',
  },
  lines: {
    emergency: { name: 'Emergency', detail: 'Immediate danger' },
    rainn: { name: 'National Sexual Assault Hotline', detail: '24/7, confidential' },
    'domestic-violence': { name: 'National Domestic Violence Hotline', detail: '24/7, confidential' },
    '988': { name: '988 Suicide & Crisis Lifeline', detail: '24/7, call or text' },
  } satisfies Record<CrisisLineId, { name: string; detail: string }>,
} as const;
