import type { SiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { faqJsonLd, legalServiceJsonLd } from '@/lib/structured-data';

export function homeJsonLd(config: Pick<SiteConfig, 'siteUrl' | 'phone'>, locale: Locale = 'en') {
  const { site, footerStates, faqTabs } = copyFor(locale);
  return [
    legalServiceJsonLd({ name: site.name, description: site.description, siteUrl: config.siteUrl, phone: config.phone.display, areas: footerStates }),
    faqJsonLd(
      faqTabs.flatMap((tab) => tab.items.map((item) => ({ question: item.subject, answer: [item.subtitle, ...item.paragraphs].filter(Boolean).join(' ') }))),
    ),
  ];
}
