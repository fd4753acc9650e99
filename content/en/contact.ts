import { promises } from './promises';

export const contactCopy = {
  title: 'Contact Us',
  lead: `Tell the firm what happened, in your own words. ${promises.replyAim} The consultation is free, and you are under no obligation.`,
  sectionTitle: 'Get your free consultation',
  sectionLead: `Send a message in your own words. ${promises.replyAim} The consultation is free and carries no obligation.`,
  phoneTitle: 'Prefer to talk?',
  phoneText: 'Call the firm. If now is not a safe time, use the form and say when and how it is safe to reach you.',
  formTitle: 'Send the firm a message',
  /** Which sentence shows follows NEXT_PUBLIC_INTAKE_LANGUAGES ("en,es" or "en"). */
  intakeLanguage: {
    withSpanish: "The firm's intake team can answer you in English or in Spanish.",
    englishOnly: "The firm's intake team answers in English.",
  },
  metaDescription: `Call or write to the firm for a free, no-obligation consultation. ${promises.replyAim}`,
} as const;
