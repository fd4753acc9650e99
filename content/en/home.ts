import { leadJourney } from './lead-journey';
import { promises } from './promises';

/** Home page copy that is not a list of its own (issue types, steps, reviews and FAQ have files). */
export const homeCopy = {
  headline: 'Free No Cost Consultation',
  promise: `Talk to a lawyer at the firm about what happened to you. The consultation is free and carries no obligation. ${promises.replyAim}`,
  searchLabel: 'Find a lawyer',
  pickerLegend: 'What happened to you?',
  dropdownLabel: 'Issue type',
  zipLabel: 'Zip code',
  zipPlaceholder: 'Enter Zip Code',
  findLawyer: 'Find Lawyer',
  confidential: 'No cost to ask. No obligation.',
  legalAreasTitle: 'Legal areas: What is your legal issue?',
  legalAreasLead: 'Choose the area closest to your situation. A lawyer at the firm can help you understand your options.',
  legalAreaAction: 'Start a free case review',
  legalAreaGuide: 'Read the guide:',
  legalAreaStates: 'Time limits in your state',
  whyTitle: 'Why choose us?',
  mission:
    "The firm's mission is that survivors and injured people are heard and believed, and can learn from a lawyer, at no cost to ask, what compensation the law may allow.",
  whyPoints: [
    {
      title: 'Free to ask',
      text: promises.fees,
    },
    { title: 'An answer soon', text: leadJourney.reply },
    { title: 'You stay in control', text: `Asking does not commit you to anything. ${promises.noRelationship}` },
  ],
  /** The specification's heading, shown only once a consented testimonial is published. */
  reviewsTitle: "Our Customer's Say",
  /** The heading while every review is a sample. */
  reviewsTitleSamples: 'Illustrative examples',
  reviewsDisclaimer: 'Prior results do not guarantee a similar outcome.',
  faqTitle: 'Questions survivors ask us',
} as const;
