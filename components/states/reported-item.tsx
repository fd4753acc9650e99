import { windowStatus } from '@/lib/legal-facts/build-date';
import { citationIn } from '@/lib/legal-facts/citation';
import { copyFor } from '@/lib/content/copy';
import { formatLongDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import type { ReportedItem } from '@/lib/schemas/reported';
import { fillTemplate } from '@/lib/text';

/** A reported window's standing on the build day, in words that never let it read as a settled deadline. */
function reportedStatus(item: ReportedItem & { opened: string }, locale: Locale, buildDate: string): string {
  const words = copyFor(locale).stateGuides.reported.windowStatus;
  const status = windowStatus(item, buildDate);
  const template = status === 'open' && item.closed === null ? words.openNoEnd : words[status];
  const date = (iso: string | null) => (iso === null ? '' : formatLongDate(iso, locale));
  return fillTemplate(template, { asOf: date(buildDate), opened: date(item.opened), closed: date(item.closed) });
}

/**
 * Something that keeps a claim alive, reported but not read in the law's text: marked as reported before its terms,
 * with who reports it (linked, its kind in words); that the firm checks it first is said once, in the guide's answer.
 */
export function ReportedItemText({ item, locale, buildDate }: { item: ReportedItem; locale: Locale; buildDate: string }) {
  const copy = copyFor(locale).stateGuides.reported;
  const legal = copyFor(locale).legalSources;
  return (
    <div className="space-y-2 rounded-lg border-l-4 border-brand bg-brand-soft p-4 [overflow-wrap:anywhere]">
      <p>
        <strong className="font-bold">{copy.label}</strong> {item[locale]}
      </p>
      {item.opened !== null && <p className="font-bold">{reportedStatus({ ...item, opened: item.opened }, locale, buildDate)}</p>}
      <div className="text-sm">
        <p>
          {fillTemplate(copy.law, { citation: citationIn(item.citation, locale) })} {copy.by}
        </p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {item.reporters.map((reporter) => (
            <li key={reporter.url}>
              <a href={reporter.url} rel="noreferrer" className="underline">
                {reporter.title}
              </a>
              : {copy.kinds[reporter.kind]}.
            </li>
          ))}
        </ul>
        <p className="mt-1">
          {legal.checkedLabel} <time dateTime={item.checked}>{formatLongDate(item.checked, locale)}</time>.
        </p>
      </div>
    </div>
  );
}
