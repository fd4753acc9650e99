import { site } from '@/content/site';

/** Words drawn into the brand images: the e-mail logo and the default share image. */
export const brandImageCopy = {
  logoFirstLine: site.shortName,
  logoSecondLine: 'for Abuse',
  shareEyebrow: site.name,
  shareHeadline: site.tagline,
  shareLine: 'Free, confidential, no obligation.',
} as const;
