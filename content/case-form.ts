export const caseFormCopy = {
  title: 'Tell us about your case',
  lead: 'Answer a few questions so the right lawyer can prepare for your free consultation. It takes about three minutes, and you will hear back in less than 24 hours.',
  metaDescription: 'Tell us what happened in a few short questions. Your free, no-obligation case review comes back from a lawyer in less than 24 hours.',
  reassurance: [
    'Free and without obligation',
    'A reply in less than 24 hours',
    'You decide whether to hire a lawyer',
  ],
} as const;
