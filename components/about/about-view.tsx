import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { LeadJourneySection } from '@/components/about/lead-journey-section';
import { ROUTES } from '@/lib/routes';

export function AboutView({ responsibleAttorney, locale }: { responsibleAttorney: string; locale: Locale }) {
  const { about, layout: layoutCopy, pageTitles } = copyFor(locale);
  return (
    <>
      <PageHero eyebrow={pageTitles.about} title={about.heroTitle} lead={about.heroText} />
      <div className="mx-auto grid max-w-blog gap-6 px-4 py-12 md:grid-cols-3">
        {about.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <h2 id={section.id} className="text-heading text-navy">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3">
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="mx-auto max-w-blog px-4 pb-12">
        <LeadJourneySection responsibleAttorney={responsibleAttorney} locale={locale} />
      </div>
      <div className="pb-16 text-center">
        <ButtonLink href={localePath(locale, ROUTES.home)}>{layoutCopy.goHome}</ButtonLink>
      </div>
    </>
  );
}
