/** Copy shared by both lead forms. */
export const formCopy = {
  sending: 'Sending Message...',
  privacyNote:
    'Submitting this form does not create an attorney-client relationship. What you write is e-mailed to our intake team only to arrange your free consultation; it is never sold or stored on this website.',
  privacyLinkText: 'How we handle your information',
  safeContactLegend: 'How is it safe to contact you?',
  safeContactHint: 'Tell us which ways are safe, so no call, message or voicemail puts you at risk.',
  safeTimeLabel: 'Safe time to call',
  safeTimeHint: 'For example "weekdays 9 to 11 am".',
  honeypotLabel: 'Leave this field empty',
} as const;
