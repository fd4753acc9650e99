import type { CrisisLineId } from '@/content/shared/crisis-lines';

/**
 * Crisis resources: the footer shows the first four; /safety/, /contact/ and the confirmation page
 * show them all. The numbers and chat addresses are in content/shared/crisis-lines.ts, with the
 * sources they were checked against; each action reads as its template with {number} (and a text
 * line's {keyword}) filled in. Hours and languages say only what each service's source says.
 */
export const crisisHelp = {
  title: 'Need help right now?',
  notice: 'This website is not a crisis service. If you are in immediate danger, call 911.',
  chatNote: 'Chatting online or texting can be safer than a call if someone may overhear you.',
  actions: {
    tel: 'Call {number}',
    sms: 'Text {number}',
    smsKeyword: 'Text {keyword} to {number}',
    chat: 'Chat online',
  },
  lines: {
    emergency: { name: 'Emergency', detail: 'Immediate danger' },
    rainn: { name: 'National Sexual Assault Hotline', detail: '24/7, confidential' },
    'domestic-violence': { name: 'National Domestic Violence Hotline', detail: '24/7, confidential' },
    '988': { name: '988 Suicide & Crisis Lifeline', detail: '24/7, call or text' },
    trafficking: { name: 'National Human Trafficking Hotline', detail: '24/7, by phone, text or chat, in English and Spanish' },
    childhelp: {
      name: 'Childhelp National Child Abuse Hotline',
      detail: '24/7, for children and for adults worried about a child. Its counselors may have to tell the authorities if a child is being harmed.',
    },
    'image-abuse': { name: 'Cyber Civil Rights Initiative Image Abuse Helpline', detail: '24/7, when intimate images are shared or threatened' },
    stronghearts: {
      name: 'StrongHearts Native Helpline',
      detail: '24/7, for Native Americans and Alaska Natives facing domestic, dating or sexual violence',
    },
  } satisfies Record<CrisisLineId, { name: string; detail: string }>,
} as const;
