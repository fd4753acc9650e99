/** Words of the page frame shared by every page: titles, footer, skip link, redirects. */
export const pageTitles = {
  about: 'About Us',
  confirmation: 'Message sent',
  notFound: 'Page not found',
} as const;

export const layoutCopy = {
  goHome: 'Go to Home',
  callPrefix: 'Call',
  phoneLabel: 'Phone:',
  lastUpdated: 'Last updated',
  skipLink: 'Skip to main content',
  redirectTitle: 'This page has moved',
  contactSectionLabel: 'Contact',
  disclosureLabel: 'Disclosure',
  footer: {
    socialLabel: 'Social media',
    statesHeading: 'States',
    lawyersHeading: 'Lawyers',
    rightsReserved: 'All rights reserved.',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;
