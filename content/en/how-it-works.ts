import { leadJourney } from './lead-journey';

/** The three steps shown under "How it Works" on the home page. */
export const howItWorks = {
  title: 'How it Works',
  intro: 'Reaching out can feel hard. We keep it simple, free and private, and you can stop at any point.',
  steps: [
    {
      title: 'Tell us what happened',
      text: 'Fill in a short form or call us. Share only what you are comfortable sharing, and tell us the safest way and time to reach you.',
    },
    {
      title: 'Get a free consultation',
      text: `${leadJourney.replyAim} You can then ask a lawyer questions and learn your options. It costs nothing and you are under no obligation.`,
    },
    {
      title: 'Get an estimate of compensation',
      text: 'If you may have a case, the lawyer can estimate the maximum compensation it could be worth. It is an estimate to help you decide, not a promise of any result.',
    },
  ],
} as const;
