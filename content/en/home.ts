import { leadJourney } from './lead-journey';

/** Home page copy that is not a list of its own (issue types, steps, reviews and FAQ have files). */
export const homeCopy = {
  headline: 'Free No Cost Consultation',
  promise: `Talk to an experienced lawyer about what happened to you. The consultation is free and carries no obligation. ${leadJourney.replyAim}`,
  searchLabel: 'Find a lawyer',
  pickerLegend: 'What happened to you?',
  dropdownLabel: 'Issue type',
  zipLabel: 'Zip code',
  zipPlaceholder: 'Enter Zip Code',
  findLawyer: 'Find Lawyer',
  confidential: 'Confidential. No cost. No obligation.',
  legalAreasTitle: 'Legal areas: What is your legal issue?',
  legalAreasLead: 'Choose the area closest to your situation. A lawyer will help you understand your options.',
  legalAreaAction: 'Start a free case review',
  legalAreaGuide: 'Read the guide:',
  legalAreaStates: 'Time limits in your state',
  whyTitle: 'Why choose us?',
  mission:
    'Our mission is to make sure survivors and injured people are heard, believed and connected with a lawyer who can fight for the compensation they deserve, at no cost to ask.',
  whyPoints: [
    {
      title: 'Free to ask',
      text: 'The consultation costs nothing. Lawyers who handle these cases usually work on a contingency fee, with nothing to pay up front; ask the firm how its fees and costs work.',
    },
    { title: 'Fast reply', text: leadJourney.reply },
    { title: 'You stay in control', text: 'Asking does not commit you to anything. You decide whether to retain any attorney.' },
  ],
  reviewsTitle: "Our Customer's Say",
  reviewsDisclaimer: 'Prior results do not guarantee a similar outcome.',
  faqTitle: 'Questions survivors ask us',
} as const;
