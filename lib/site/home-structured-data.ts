import type { SiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { firmStateNames } from '@/lib/site/states';
import { legalServiceJsonLd } from '@/lib/site/structured-data';

/**
 * The firm's service area is NEXT_PUBLIC_FIRM_STATES, the same states the footer lists. The FAQ
 * is not repeated as FAQPage data: Google shows no FAQ rich results any more (since May 2026), and
 * the copy would only add 4.5 KB to the page.
 */
export function homeJsonLd(config: Pick<SiteConfig, 'siteUrl' | 'phone' | 'firmStates'>, locale: Locale = 'en') {
  const { site } = copyFor(locale);
  return [
    legalServiceJsonLd({
      name: site.name,
      description: site.description,
      siteUrl: config.siteUrl,
      phone: config.phone.display,
      areas: firmStateNames(config.firmStates, locale),
    }),
  ];
}
