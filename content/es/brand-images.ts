import type { Translation } from '@/lib/i18n';
import type { brandImageCopy as englishBrandImageCopy } from '@/content/brand-images';
import { site } from './site';

/** Words drawn into the Spanish share image; the logo's two lines are the brand name, which stays as it is. */
export const brandImageCopy: Translation<typeof englishBrandImageCopy> = {
  logoFirstLine: site.shortName,
  logoSecondLine: 'for Abuse',
  shareEyebrow: site.name,
  shareHeadline: site.tagline,
  shareLine: 'Gratis, confidencial y sin compromiso.',
};
