import { copyFor } from '@/lib/copy';
import type { SourcedFact } from '@/lib/schemas/state-guide';
import { formatLongDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';

/** One stated fact and, under it, the law it rests on, the page that was read and the day it was checked. */
export function SourcedFactText({ fact, locale, children }: { fact: SourcedFact; locale: Locale; children?: React.ReactNode }) {
  const copy = copyFor(locale).stateGuides;
  return (
    <div className="space-y-2">
      <p>{fact[locale]}</p>
      {children}
      <p className="text-sm text-muted">
        {copy.sourceLabel} {fact.citation}.{' '}
        <a href={fact.source} rel="noreferrer" className="underline">
          {fact.sourceTitle}
        </a>
        , {copy.checkedLabel} <time dateTime={fact.checked}>{formatLongDate(fact.checked, locale)}</time>.
      </p>
    </div>
  );
}
