import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { Disclosure } from '@/components/legal/disclosure';

export function HomeDisclosure({ responsibleAttorney, locale }: { responsibleAttorney: string; locale: Locale }) {
  const { site, leadJourney, layout: layoutCopy } = copyFor(locale);
  return (
    <section aria-label={layoutCopy.disclosureLabel} className="mx-auto max-w-blog px-4 pb-12">
      <div className="rounded-xl border border-line p-5 text-sm text-muted">
        <p className="font-bold tracking-wide text-navy uppercase">{site.attorneyAdvertising}</p>
        <p className="mb-2">
          {site.responsibleAttorneyLabel} {responsibleAttorney}
        </p>
        <Disclosure locale={locale} />
        <p className="mt-2">
          {leadJourney.limits.advice} {leadJourney.limits.otherFirms}
        </p>
      </div>
    </section>
  );
}
