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
} as const;
