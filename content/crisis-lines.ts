/** Crisis resources shown on the contact page, the confirmation page and in the footer. */
export const crisisHelp = {
  title: 'Need help right now?',
  notice: 'This website is not a crisis service. If you are in immediate danger, call 911.',
  lines: [
    { name: 'Emergency', detail: 'Immediate danger', actions: [{ kind: 'tel', label: 'Call 911', value: '911' }] },
    {
      name: 'National Sexual Assault Hotline',
      detail: '24/7, confidential',
      actions: [{ kind: 'tel', label: 'Call 800-656-HOPE (4673)', value: '+18006564673' }],
    },
    {
      name: 'National Domestic Violence Hotline',
      detail: '24/7, confidential',
      actions: [
        { kind: 'tel', label: 'Call 800-799-SAFE (7233)', value: '+18007997233' },
        { kind: 'sms', label: 'Text START to 88788', value: '88788', body: 'START' },
      ],
    },
    {
      name: '988 Suicide & Crisis Lifeline',
      detail: '24/7, call or text',
      actions: [
        { kind: 'tel', label: 'Call 988', value: '988' },
        { kind: 'sms', label: 'Text 988', value: '988' },
      ],
    },
  ],
} as const;
