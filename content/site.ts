import { leadJourney } from './lead-journey';

/** Site identity, navigation and footer copy. Editors change wording here only. */
export const site = {
  name: 'Referral Portal for Abuse',
  shortName: 'Referral Portal',
  tagline: 'Free No Cost Consultation',
  description: `Free, no-obligation consultations with experienced lawyers for survivors of sexual abuse and seriously injured people. ${leadJourney.replyAim}`,
  companyLine: 'Referral Portal for Abuse helps survivors of sexual abuse and seriously injured people ask a law firm for a free, confidential consultation.',
  firstYear: 2024,
  productLabel: 'Referral Portal for Abuse',
  attorneyAdvertising: 'Attorney Advertising',
  /** Shown with the NEXT_PUBLIC_RESPONSIBLE_ATTORNEY line beside "Attorney Advertising". */
  responsibleAttorneyLabel: 'Responsible attorney:',
  disclosure: {
    beforeLink:
      'Use of this website does not create any agreement or attorney-client relationship. You decide whether to retain any attorney. Use of this website is subject to our ',
    linkText: 'Terms of Service',
    afterLink: '.',
  },
} as const;

export const nav = [
  { label: 'Home', href: '/' },
  { label: 'Blogs', href: '/blogs/page1/', section: '/blogs/' },
  { label: 'About Us', href: '/about/' },
  { label: 'Services', href: '/service/' },
  { label: 'Contact Us', href: '/contact/' },
] as const;

export const footerStates = [
  'Alabama',
  'Arizona',
  'California',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Indiana',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Massachusetts',
  'Michigan',
  'New Hampshire',
  'New Jersey',
  'New York',
  'North Carolina',
  'Ohio',
  'Pennsylvania',
  'South Carolina',
  'Vermont',
  'Virginia',
  'West Virginia',
] as const;

export const footerLawyerLinks = [
  { label: 'About Us', href: '/about/' },
  { label: 'Terms', href: '/service/' },
  { label: 'Privacy', href: '/privacy/' },
  { label: 'Staying safe online', href: '/safety/' },
] as const;
