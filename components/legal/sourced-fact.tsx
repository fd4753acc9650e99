import { citationIn } from '@/lib/legal-facts/citation';
import { copyFor } from '@/lib/content/copy';
import type { Coverage, LegalSource } from '@/lib/schemas/legal-source';
import type { Confirmation } from '@/lib/legal-facts/firm-facts';
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
  confirmation?: Confirmation;
}

/**
 * The law a fact rests on and each page read, one short line each: its name and its kind in words. What was read on
 * each page, and which version, stays in the data and in `npm run facts`.
 */
function FactSources({ fact, locale }: { fact: Fact; locale: Locale }) {
  const copy = copyFor(locale).legalSources;
  return (
    <>
      <p>{fillTemplate(copy.sourcesLabel, { citation: citationIn(fact.citation, locale) })}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {fact.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noreferrer" className="underline">
              {source.title}
            </a>
            : {copy.sourceKinds[source.kind]}.
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {copy.checkedLabel} <time dateTime={fact.checked}>{formatLongDate(fact.checked, locale)}</time>.
      </p>
    </>
  );
}

/** Who at the firm confirmed the fact, on which day, and what they read. */
function FirmConfirmation({ confirmation, locale }: { confirmation: Confirmation; locale: Locale }) {
  const copy = copyFor(locale).stateGuides;
  return (
    <div className="text-sm">
      <p className="font-bold">{fillTemplate(copy.confirmedBy, { name: confirmation.by, date: formatLongDate(confirmation.on, locale) })}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {confirmation.read.map((read) => (
          <li key={read.url}>
            <a href={read.url} rel="noreferrer" className="underline">
              {read.title}
            </a>
            {locale === 'en' && ` (${read.version})`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "How we checked this": a disclosure that works without JavaScript. Paper cannot open it, so the print styles show
 * its contents (app/globals.css), and the page carries them once.
 */
function HowWeChecked({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <details data-print-open="">
      <summary className="cursor-pointer text-sm font-bold text-brand-dark underline">{copyFor(locale).stateGuides.howWeChecked}</summary>
      <div className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{children}</div>
    </details>
  );
}

/**
 * One stated fact and, under it, the law it rests on. Where a recent law lengthened the limit, the sentence saying
 * which claims it covers follows in the same paragraph, so nobody reads the longer limit without it. A fact the firm's
 * lawyer confirmed shows who confirmed it and when, in place of the research behind the shipped one.
 */
export function SourcedFactText({ fact, locale, children }: { fact: Fact; locale: Locale; children?: React.ReactNode }) {
  return (
    <div className="space-y-2 [overflow-wrap:anywhere]">
      <p>
        {fact[locale]}
        {fact.coverage && <strong className="font-bold"> {fact.coverage[locale]}</strong>}
      </p>
      {children}
      {fact.confirmation ? (
        <FirmConfirmation confirmation={fact.confirmation} locale={locale} />
      ) : (
        <HowWeChecked locale={locale}>
          <FactSources fact={fact} locale={locale} />
        </HowWeChecked>
      )}
    </div>
  );
}
