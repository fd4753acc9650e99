import type { NotFoundLinkWords } from '@/content/shared/navigation';

export const notFoundCopy = {
  title: 'We could not find that page',
  lead: 'The link may be old or mistyped. Everything on this site is still here, and help is one click away.',
  links: {
    home: 'Go to Home',
    blog: 'Read the blog',
    caseForm: 'Tell us about your case',
    contact: 'Contact us',
  } satisfies NotFoundLinkWords,
} as const;
