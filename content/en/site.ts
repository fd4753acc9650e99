import type { FooterLinkWords, NavWords } from '@/content/shared/navigation';
import { promises } from './promises';

/** Site identity, navigation and footer copy (the brand name is in content/shared/brand.ts). */
export const site = {
  tagline: 'Free No Cost Consultation',
  description: `Survivors of sexual abuse and seriously injured people can ask one law firm for a free, no-obligation consultation. ${promises.replyAim}`,
  companyLine:
    'Referral Portal for Abuse is the advertising of the law firm named below. Survivors of sexual abuse and seriously injured people can ask the firm for a free consultation.',
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

/** The header's links (content/shared/navigation.ts), by what each is called. */
export const nav = {
  home: 'Home',
  blogs: 'Blogs',
  about: 'About Us',
  services: 'Services',
  contact: 'Contact Us',
} as const satisfies NavWords;

/** The footer's "Lawyers" column. */
export const footerLinks = {
  about: 'About Us',
  terms: 'Terms',
  privacy: 'Privacy',
  safety: 'Staying safe online',
} as const satisfies FooterLinkWords;
