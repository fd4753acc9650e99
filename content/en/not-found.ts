import type { NotFoundLinkWords } from '@/content/shared/navigation';

export const notFoundCopy = {
  title: 'We could not find that page',
  lead: 'The link may be old or mistyped. Everything on this site is still here, and help is one click away.',
  states:
    'Looking for a state guide? The firm takes cases only in the states listed on its state guides page; the help lines on the safety page serve everyone, wherever you live.',
  statesLink: 'State guides',
  safetyLink: 'Safety and crisis help',
  links: {
    home: 'Go to Home',
    blog: 'Read the blog',
    caseForm: 'Tell us about your case',
    contact: 'Contact us',
  } satisfies NotFoundLinkWords,
} as const;
