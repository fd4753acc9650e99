/** Words of the page frame shared by every page: titles, footer, skip link, redirects. */
export const pageTitles = {
  about: 'About Us',
  confirmation: 'Message sent',
  heldConfirmation: 'Message kept safe',
  notFound: 'Page not found',
} as const;

/** The escape bar on every page, and what a screen reader hears while Shift is pressed. */
export const quickExitCopy = {
  regionLabel: 'Quick exit',
  emergencyPrefix: 'Emergency:',
  button: 'Leave this site',
  shortcutHint: 'Press Shift 3 times or use this button to leave quickly.',
  safetyLink: 'Safety tips',
  announcements: {
    leaving: 'Leaving this site.',
    progressOneLeft: 'Shift pressed {count} of {taps} times. Press it {left} more time to leave this site.',
    progressManyLeft: 'Shift pressed {count} of {taps} times. Press it {left} more times to leave this site.',
  },
} as const;

/** The header: logo words, navigation names, the phone button, the menu for small screens. */
export const headerCopy = {
  logoLabel: 'Referral Portal for Abuse, home',
  mainNavLabel: 'Main',
  menuButton: 'Menu',
  menuLabel: 'Main menu',
  /** The link to the same page in Spanish, written in Spanish so a Spanish reader recognises it. */
  languageSwitch: 'Español',
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
  faqTabsLabel: 'Frequently asked questions',
  footer: {
    socialLabel: 'Social media',
    statesHeading: 'States',
    lawyersHeading: 'Lawyers',
    rightsReserved: 'All rights reserved.',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;
