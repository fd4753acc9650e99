import type { Translation } from '@/lib/i18n';
import type { brandImageCopy as englishBrandImageCopy } from '@/content/en/brand-images';
import { BRAND } from '@/content/shared/brand';
import { site } from './site';

/** Words drawn into the Spanish share image; the logo's two lines are the brand name, which stays as it is. */
export const brandImageCopy: Translation<typeof englishBrandImageCopy> = {
  logoFirstLine: BRAND.shortName,
  logoSecondLine: BRAND.logoSecondLine,
  shareEyebrow: BRAND.name,
  shareHeadline: site.tagline,
  shareLine: 'Preguntar es gratis. Sin compromiso.',
};
