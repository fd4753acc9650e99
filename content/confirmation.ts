export const confirmation = {
  title: 'A Top Lawyer will be in contact soon',
  lead: 'Thank you for reaching out. Your message has been sent.',
  nextStepsTitle: 'What happens next',
  nextSteps: [
    'A lawyer reads what you shared and replies in less than 24 hours, using the contact details you gave us.',
    'The first consultation is free and comes with no obligation. You decide whether to go any further.',
    'If you think of something you forgot, you can call us at any time.',
  ],
  homeLabel: 'Go to Home',
} as const;
