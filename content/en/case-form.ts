import { promises } from './promises';

export const caseFormCopy = {
  title: 'Tell us about your case',
  lead: `Answer a few questions so the firm can prepare for your free consultation. It takes about three minutes. ${promises.replyAim}`,
  metaDescription: `Tell us what happened in a few short questions, for a free, no-obligation consultation. ${promises.replyAim}`,
  reassurance: ['Free and without obligation', promises.replyAim, 'You decide whether to hire the firm'],
} as const;
