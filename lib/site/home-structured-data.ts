import type { SiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { firmStateNames } from '@/lib/site/states';
import { faqJsonLd, legalServiceJsonLd } from '@/lib/site/structured-data';

/** The firm's service area is NEXT_PUBLIC_FIRM_STATES, the same states the footer lists. */
export function homeJsonLd(config: Pick<SiteConfig, 'siteUrl' | 'phone' | 'firmStates'>, locale: Locale = 'en') {
  const { site, faqTabs } = copyFor(locale);
  return [
    legalServiceJsonLd({
      name: site.name,
      description: site.description,
      siteUrl: config.siteUrl,
      phone: config.phone.display,
      areas: firmStateNames(config.firmStates, locale),
    }),
    faqJsonLd(
      faqTabs.flatMap((tab) => tab.items.map((item) => ({ question: item.subject, answer: [item.subtitle, ...item.paragraphs].filter(Boolean).join(' ') }))),
    ),
  ];
}
