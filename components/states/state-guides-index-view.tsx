import { copyFor } from '@/lib/content/copy';
import { formatLongDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import type { StateGuide } from '@/lib/legal-facts/state-guides';
import { stateTableRows, type LimitCell, type OpenWindow, type StateTableRow } from '@/lib/legal-facts/state-table';
import { localePath } from '@/lib/i18n';
import { printAddress } from '@/lib/site/print-address';
import { ROUTES } from '@/lib/routes';
import type { FirmContact } from '@/components/states/firm-links';
import { fillTemplate } from '@/lib/text';
import { PageHero } from '@/components/page/page-hero';

type TableWords = ReturnType<typeof copyFor>['stateGuides']['table'];
type StateLink = { name: string; href: string };

/**
 * One cell of the table. On a phone each row becomes a block, and the column's name is written before the cell's
 * words; on a wide screen that name is removed (display: none, so no screen reader hears it twice) and the header
 * cells name the column.
 */
function Cell({ label, href, children }: { label: string; href: string; children: React.ReactNode }) {
  return (
    <td className="block px-0 py-1 md:table-cell md:border-t md:border-line md:px-3 md:py-3">
      <span className="font-bold md:hidden">{label}: </span>
      <a href={href} className="underline">
        {children}
      </a>
    </td>
  );
}

/** One tap to any state from the top of the page, with no script: a phone would scroll the table for minutes. */
function StateJumpList({ served, others, locale }: { served: readonly StateLink[]; others: readonly StateLink[]; locale: Locale }) {
  const words = copyFor(locale).servedStates.jump;
  const list = (links: readonly StateLink[]) => (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="inline-flex min-h-8 items-center font-semibold text-brand-dark underline">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-labelledby="state-jump" className="space-y-3 rounded-2xl border border-line bg-white p-4 print:hidden">
      <h2 id="state-jump" className="text-heading text-navy">
        {words.heading}
      </h2>
      <h3 className="font-bold text-navy">{words.served}</h3>
      {list(served)}
      {others.length > 0 && (
        <>
          <h3 className="font-bold text-navy">{words.other}</h3>
          {list(others)}
        </>
      )}
    </nav>
  );
}

function limitText(cell: LimitCell, words: TableWords): string {
  if (cell.kind === 'limit') return cell.text;
  return cell.kind === 'same-as-general' ? words.sameAsGeneral : words.askTheFirm;
}

function windowText(w: OpenWindow, words: TableWords, locale: Locale): string {
  const closed = w.closed === null ? '' : formatLongDate(w.closed, locale);
  if (w.reported) return w.closed === null ? words.windowReportedNoEnd : fillTemplate(words.windowReportedUntil, { closed });
  const text = w.closed === null ? words.windowNoEnd : fillTemplate(words.windowUntil, { closed });
  return w.laterReported ? `${text} (${words.laterReported})` : text;
}

function windowsText(row: StateTableRow, words: TableWords, locale: Locale): string {
  if (row.openWindows.length === 0) return row.windowsUnsettled ? words.noWindowConfirmed : words.noWindow;
  return row.openWindows.map((w) => windowText(w, words, locale)).join('; ');
}

export function StateGuidesIndexView({
  guides,
  others,
  locale,
  buildDate,
  firm,
}: {
  guides: readonly StateGuide[];
  /** The states the firm does not serve, each linking to its short page. */
  others: readonly StateLink[];
  locale: Locale;
  buildDate: string;
  firm: FirmContact;
}) {
  const copy = copyFor(locale).stateGuides;
  const words = copy.table;
  const jump = copyFor(locale).servedStates.jump;
  const rows = stateTableRows(guides, locale, buildDate);
  const safety = localePath(locale, ROUTES.safety);
  const date = formatLongDate(buildDate, locale);
  const columns = [
    ['personalInjury', words.personalInjury, '#personal-injury'],
    ['childSexualAbuse', words.childSexualAbuse, '#childhood-sexual-abuse'],
    ['adultSexualAssault', words.adultSexualAssault, '#adult-sexual-assault'],
  ] as const;
  const windowsHeader = fillTemplate(words.windows, { date });
  return (
    <>
      <PageHero title={copy.indexTitle} lead={copy.indexLead} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
        <StateJumpList served={rows.map((row) => ({ name: row.name, href: row.href }))} others={others} locale={locale} />
        <p className="max-w-prose">{copy.indexIntro}</p>
        {/* Said once for the whole table, rather than under every cell that leaves a question to the firm. */}
        <p className="max-w-prose">
          {jump.callIntro}{' '}
          <a href={firm.phone.href} className="font-bold whitespace-nowrap text-brand-dark underline">
            {fillTemplate(words.call, { phone: firm.phone.display })}
          </a>
        </p>
        <table className="block w-full border-collapse text-left md:table">
          <caption className="mb-4 block text-left text-heading text-navy md:table-caption">{fillTemplate(words.caption, { date })}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2 align-bottom">
                {words.state}
              </th>
              {columns.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 align-bottom">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 align-bottom">
                {windowsHeader}
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-4 md:table-row-group md:space-y-0">
            {rows.map((row) => (
              <tr key={row.code} className="block rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0">
                <th scope="row" className="block pb-2 text-lg md:table-cell md:border-t md:border-line md:px-3 md:py-3 md:text-base">
                  <a href={row.href} className="font-bold text-brand-dark underline">
                    {row.name}
                  </a>
                </th>
                {columns.map(([key, label, anchor]) => (
                  <Cell key={key} label={label} href={`${row.href}${anchor}`}>
                    {limitText(row[key], words)}
                  </Cell>
                ))}
                <Cell label={windowsHeader} href={`${row.href}#revival-windows`}>
                  {windowsText(row, words, locale)}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="max-w-prose text-sm">{words.note}</p>
        <p className="max-w-prose">
          {words.notListed}{' '}
          <a href={safety} data-print-href={printAddress(safety, firm.siteUrl)} className="underline">
            {words.notListedLink}
          </a>
        </p>
      </div>
    </>
  );
}
