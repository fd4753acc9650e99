import { site } from '@/content/site';
import { leadJourney } from '@/content/lead-journey';
import { Disclosure } from '@/components/legal/disclosure';
import { layoutCopy } from '@/content/layout';

export function HomeDisclosure({ responsibleAttorney }: { responsibleAttorney: string }) {
  return (
    <section aria-label={layoutCopy.disclosureLabel} className="mx-auto max-w-blog px-4 pb-12">
      <div className="rounded-xl border border-line p-5 text-sm text-muted">
        <p className="font-bold tracking-wide text-navy uppercase">{site.attorneyAdvertising}</p>
        <p className="mb-2">
          {site.responsibleAttorneyLabel} {responsibleAttorney}
        </p>
        <Disclosure />
        <p className="mt-2">
          {leadJourney.limits.advice} {leadJourney.limits.otherFirms}
        </p>
      </div>
    </section>
  );
}
