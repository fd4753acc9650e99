import { leadJourney } from './lead-journey';

export const contactCopy = {
  title: 'Contact Us',
  lead: `Tell us what happened, in your own words. ${leadJourney.replyAim} The consultation is free, and you are under no obligation.`,
  sectionTitle: 'Get your free consultation',
  sectionLead: `Send a message in your own words. ${leadJourney.replyAim} The consultation is free, confidential and carries no obligation.`,
  phoneTitle: 'Prefer to talk?',
  phoneText: 'Call us. If now is not a safe time, use the form and tell us when and how it is safe to reach you.',
  formTitle: 'Send us a message',
  metaDescription: `Call or write for a free, confidential, no-obligation consultation with a lawyer. ${leadJourney.replyAim}`,
} as const;
