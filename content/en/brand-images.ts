import { BRAND } from '@/content/shared/brand';
import { site } from './site';

/** Words drawn into the brand images: the e-mail logo and the default share image. */
export const brandImageCopy = {
  logoFirstLine: BRAND.shortName,
  logoSecondLine: BRAND.logoSecondLine,
  shareEyebrow: BRAND.name,
  shareHeadline: site.tagline,
  shareLine: 'Free to ask. No obligation.',
} as const;
