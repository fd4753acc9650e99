import { copyFor } from '@/lib/copy';
import type { Coverage, LegalSource } from '@/lib/schemas/legal-source';
import { formatLongDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { fillTemplate } from '@/lib/text';

interface Fact {
  en: string;
  es: string;
  citation: string;
  sources: readonly LegalSource[];
  checked: string;
  coverage?: Coverage | null;
}

/** The law a fact rests on and each page read, named by its kind, so a reader knows what weight each carries. */
function FactSources({ fact, locale }: { fact: Fact; locale: Locale }) {
  const copy = copyFor(locale).legalSources;
  return (
    // Addresses and code sections quoted in a source's title can be one long word: they wrap anywhere rather than push
    // the page sideways on a 320 px screen.
    <div className="text-sm text-muted [overflow-wrap:anywhere]">
      <p>{fillTemplate(copy.sourcesLabel, { citation: fact.citation })}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {fact.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noreferrer" className="underline">
              {source.title}
            </a>
            : {copy.sourceKinds[source.kind]} ({copy.versionLabel} {source.read}).
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {copy.checkedLabel} <time dateTime={fact.checked}>{formatLongDate(fact.checked, locale)}</time>.
      </p>
    </div>
  );
}

/**
 * One stated fact and, under it, the law it rests on. Where a recent law lengthened the limit, the sentence saying
 * which claims it covers follows in the same paragraph, so nobody reads the longer limit without it.
 */
export function SourcedFactText({ fact, locale, children }: { fact: Fact; locale: Locale; children?: React.ReactNode }) {
  return (
    <div className="space-y-2 [overflow-wrap:anywhere]">
      <p>
        {fact[locale]}
        {fact.coverage && <strong className="font-bold"> {fact.coverage[locale]}</strong>}
      </p>
      {children}
      <FactSources fact={fact} locale={locale} />
    </div>
  );
}
