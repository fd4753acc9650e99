import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import type { PageFacts } from '@/lib/schemas/page-facts';
import { SourcedFactText } from '@/components/legal/sourced-fact';

/** The foot of an article or the FAQ: each legal fact the page states, with the law and the pages of it that were read. */
export function PageFactsSources({ facts, locale, heading: Heading = 'h2' }: { facts: PageFacts | undefined; locale: Locale; heading?: 'h2' | 'h3' }) {
  if (!facts || facts.facts.length === 0) return null;
  const copy = copyFor(locale).legalSources;
  return (
    <section aria-labelledby="legal-sources" className="mt-10 max-w-prose border-t border-line pt-6">
      <Heading id="legal-sources" className="text-heading text-navy">
        {copy.pageFactsTitle}
      </Heading>
      <p className="mt-2">{copy.pageFactsIntro}</p>
      <ul className="mt-4 space-y-5">
        {facts.facts.map((fact) => (
          <li key={fact.id}>
            <SourcedFactText fact={fact} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
