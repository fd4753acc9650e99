import { leadJourney } from './lead-journey';

export const caseFormCopy = {
  title: 'Tell us about your case',
  lead: `Answer a few questions so the firm can prepare for your free consultation. It takes about three minutes. ${leadJourney.replyAim}`,
  metaDescription: `Tell us what happened in a few short questions, for a free, no-obligation consultation. ${leadJourney.replyAim}`,
  reassurance: ['Free and without obligation', 'The firm aims to reply in less than 24 hours', 'You decide whether to hire a lawyer'],
} as const;
