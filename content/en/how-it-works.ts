import { promises } from './promises';

/** The three steps shown under "How it Works" on the home page. */
export const howItWorks = {
  title: 'How it Works',
  intro: 'Reaching out can feel hard. The firm keeps it simple and free, and you can stop at any point.',
  steps: [
    {
      title: 'Tell the firm what happened',
      text: 'Fill in a short form or call the firm. Share only what you are comfortable sharing, and say the safest way and time to reach you.',
    },
    {
      title: 'Get a free consultation',
      text: `${promises.replyAim} You can then ask a lawyer at the firm your questions and learn your options. It costs nothing, and you are under no obligation. ${promises.noRelationship}`,
    },
    {
      title: 'Get an estimate of compensation',
      text: 'If you may have a case, the lawyer can explain what compensation the law may allow for a case like yours. It is information to help you decide, not a promise of any result.',
    },
  ],
} as const;
