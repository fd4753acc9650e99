import { leadJourney } from './lead-journey';

/** Copy shared by both lead forms. */
export const formCopy = {
  sending: 'Sending Message...',
  privacyNote: leadJourney.formNote,
  privacyLinkText: leadJourney.formLinkText,
  privacyLinkHref: `/privacy/#${leadJourney.anchor}`,
  safeContactLegend: 'How is it safe to contact you?',
  safeContactHint: 'Tell us which ways are safe, so no call, message or voicemail puts you at risk.',
  safeTimeLabel: 'Safe time to call',
  safeTimeHint: 'For example "weekdays 9 to 11 am".',
  honeypotLabel: 'Leave this field empty',
} as const;
