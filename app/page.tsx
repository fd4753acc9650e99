import type { Metadata } from 'next';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { homeJsonLd } from '@/lib/home-structured-data';
import { readSiteConfig } from '@/lib/config';
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
import { Toaster } from '@/components/ui/toaster';
import { layoutCopy } from '@/content/layout';

export const metadata: Metadata = pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path: '/', absoluteTitle: true });

export default function HomePage() {
  const config = readSiteConfig();
  return (
    <PageFrame path="/">
      {homeJsonLd(config).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <HomeHero />
      <HowItWorks />
      <LegalAreas />
      <WhyChooseUs />
      <ReviewsSection />
      <FaqSection />
      <HomeDisclosure responsibleAttorney={config.responsibleAttorney} />
      <section id="contact" aria-label={layoutCopy.contactSectionLabel} className="scroll-mt-16 bg-brand-soft">
        <ContactSection headingLevel="h2" idPrefix="home-contact" />
      </section>
      <Toaster />
    </PageFrame>
  );
}
