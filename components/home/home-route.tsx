import type { Metadata } from 'next';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { homeJsonLd } from '@/lib/site/home-structured-data';
import { pageMetadata } from '@/lib/site/seo';
import { HomeHero } from '@/components/home/home-hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { LegalAreas } from '@/components/home/legal-areas';
import { WhyChooseUs } from '@/components/home/why-choose-us';
import { ReviewsSection } from '@/components/home/reviews-section';
import { FaqSection } from '@/components/faq/faq-section';
import { HomeDisclosure } from '@/components/home/home-disclosure';
import { ContactSection } from '@/components/contact/contact-section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageFrame } from '@/components/layout/page-frame';
import { ROUTES } from '@/lib/routes';

/** The home page of one language: its metadata and its page component, for app/(en) and app/(es). */
export function homeRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const { site, layout } = copyFor(locale);
  const path = localePath(locale, ROUTES.home);
  return {
    metadata: pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path, absoluteTitle: true }),
    Page: function HomePage() {
      const config = readSiteConfig();
      return (
        <PageFrame path={path} locale={locale}>
          {homeJsonLd(config, locale).map((data, i) => (
            <JsonLd key={i} data={data} />
          ))}
          <HomeHero locale={locale} firmStates={config.firmStates} />
          <HowItWorks locale={locale} />
          <LegalAreas locale={locale} />
          <WhyChooseUs locale={locale} />
          <ReviewsSection locale={locale} />
          <FaqSection locale={locale} />
          <HomeDisclosure responsibleAttorney={config.responsibleAttorney} locale={locale} />
          <section id="contact" aria-label={layout.contactSectionLabel} className="scroll-mt-16 bg-brand-soft">
            <ContactSection headingLevel="h2" idPrefix="home-contact" locale={locale} islands="home" />
          </section>
        </PageFrame>
      );
    },
  };
}
