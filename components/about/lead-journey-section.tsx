import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { LEAD_JOURNEY_ANCHOR } from '@/lib/routes';

/** The full account of where a message goes, with the firm that receives it named. */
export function LeadJourneySection({ responsibleAttorney, locale }: { responsibleAttorney: string; locale: Locale }) {
  const { leadJourney, site } = copyFor(locale);
  return (
    <section aria-labelledby={LEAD_JOURNEY_ANCHOR} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id={LEAD_JOURNEY_ANCHOR} className="text-heading text-navy">
        {leadJourney.title}
      </h2>
      <div className="mt-3 max-w-prose space-y-3">
        <p>{leadJourney.recipient}</p>
        <p className="font-semibold text-navy">
          {site.responsibleAttorneyLabel} {responsibleAttorney}
        </p>
        <p>
          {leadJourney.transport} {leadJourney.noCopy}
        </p>
        <p>{leadJourney.reply}</p>
      </div>
      <h3 className="mt-6 text-lg font-bold text-navy">{leadJourney.limitsTitle}</h3>
      <ul className="mt-2 max-w-prose list-disc space-y-1 pl-6">
        {Object.values(leadJourney.limits).map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
    </section>
  );
}
