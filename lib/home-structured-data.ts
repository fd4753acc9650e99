import { faqTabs } from '@/lib/content';
import { footerStates, site } from '@/content/site';
import type { SiteConfig } from '@/lib/config';
import { faqJsonLd, legalServiceJsonLd } from '@/lib/structured-data';

export function homeJsonLd(config: Pick<SiteConfig, 'siteUrl' | 'phone'>) {
  return [
    legalServiceJsonLd({ name: site.name, description: site.description, siteUrl: config.siteUrl, phone: config.phone.display, areas: footerStates }),
    faqJsonLd(faqTabs.flatMap((tab) => tab.items.map((item) => ({ question: item.subject, answer: [item.subtitle, ...item.paragraphs].filter(Boolean).join(' ') })))),
  ];
}
