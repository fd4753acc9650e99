import { leadJourney } from './lead-journey';

export const confirmation = {
  title: 'Your message has been sent',
  /** The page fills in {firm} from NEXT_PUBLIC_FIRM_NAME. */
  lead: 'Thank you for reaching out. Your message is on its way to the intake team of {firm}.',
  nextStepsTitle: 'What happens next',
  nextSteps: [
    leadJourney.reply,
    'The first consultation is free and comes with no obligation. You decide whether to go any further.',
    'If you remember something you want to add, tell the intake team when they reply, or send another message.',
  ],
  journeyTitle: leadJourney.title,
  journeyParagraphs: [leadJourney.recipient, leadJourney.transport, leadJourney.noCopy],
  homeLabel: 'Go to Home',
  /**
   * The page a lead lands on when the lead relay keeps it to deliver later (the e-mail service was
   * busy, out of its monthly quota or down): the message is safe, but not yet with the firm.
   */
  held: {
    title: 'Your message is safe',
    lead: 'Thank you for reaching out. The e-mail service that carries messages to {firm} cannot take them right now, so your message is being kept safe and will be sent to the intake team as soon as the service accepts it. It may reach them later than usual.',
    urgentPrefix: 'If it is urgent, please call the firm:',
    nextSteps: [
      'You do not need to send it again: it is sent for you once the e-mail service takes messages again.',
      'When the intake team receives it, they answer using the contact details you gave and the ways and times you marked as safe.',
      'The first consultation is free and comes with no obligation. You decide whether to go any further.',
    ],
    keeping:
      "Until it is delivered, your message waits encrypted with the service that sends this website's messages to the firm, which deletes it once the firm has it. Nothing is saved on your device.",
  },
} as const;
