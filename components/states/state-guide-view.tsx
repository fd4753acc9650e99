import { copyFor } from '@/lib/content/copy';
import { FACT_FIELDS, windowsUnsettled, type FactField, type StateGuide } from '@/lib/legal-facts/state-guides';
import { hasLiveWindow, laterWindowReported, reportedWindows } from '@/lib/legal-facts/guide-windows';
import { printAddress } from '@/lib/site/print-address';
import { formatLongDate } from '@/lib/dates';
import { localePath, type Locale } from '@/lib/i18n';
import { fillTemplate } from '@/lib/text';
import { ROUTES } from '@/lib/routes';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { SourcedFactText } from '@/components/legal/sourced-fact';
import { FirmLinks, type FirmContact } from '@/components/states/firm-links';
import { ReportedItemText } from '@/components/states/reported-item';
import { UnstatedLimit } from '@/components/states/unstated-limit';
import { GuideAnswer } from '@/components/states/guide-answer';
import { windowStatus } from '@/lib/legal-facts/build-date';
import type { RevivalWindow } from '@/lib/schemas/state-guide';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-heading text-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where a window stands on the day the site is built, in words, with that day. */
function windowStatusText(w: RevivalWindow, locale: Locale, buildDate: string): string {
  const words = copyFor(locale).stateGuides.windowStatus;
  const status = windowStatus(w, buildDate);
  const template = status === 'open' && w.closed === null ? words.openNoEnd : words[status];
  const date = (iso: string | null) => (iso === null ? '' : formatLongDate(iso, locale));
  return fillTemplate(template, { asOf: date(buildDate), opened: date(w.opened), closed: date(w.closed) });
}

type LimitField = FactField;

/** A limit's section: the fact, or what is true where it is not stated, then what is reported about it. */
function LimitSection({
  guide,
  field,
  locale,
  firm,
  buildDate,
}: {
  guide: StateGuide;
  field: LimitField;
  locale: Locale;
  firm: FirmContact;
  buildDate: string;
}) {
  const copy = copyFor(locale).stateGuides;
  const fact = guide[field];
  const sameAsGeneral = field === 'adultSexualAssault' && fact === null && guide.adultSameAsGeneral;
  return (
    <Section id={SECTION_IDS[field]} title={copy.sections[field]}>
      {fact ? (
        <SourcedFactText fact={fact} locale={locale} />
      ) : sameAsGeneral ? (
        <p>{fillTemplate(copy.adultSameAsGeneral, { state: guide.name[locale] })}</p>
      ) : (
        <UnstatedLimit guide={guide} field={field} locale={locale} />
      )}
      {guide.reported
        .filter((item) => item.topic === field)
        .map((item) => (
          <ReportedItemText key={item.citation} item={item} locale={locale} buildDate={buildDate} />
        ))}
      {!fact && <FirmLinks firm={firm} locale={locale} />}
    </Section>
  );
}

const [INJURY, CHILD, ADULT] = FACT_FIELDS;

/** The section ids the state table's cells link to. */
const SECTION_IDS: Record<LimitField, string> = {
  personalInjury: 'personal-injury',
  childSexualAbuse: 'childhood-sexual-abuse',
  adultSexualAssault: 'adult-sexual-assault',
};

function WindowsSection({ guide, locale, firm, buildDate }: { guide: StateGuide; locale: Locale; firm: FirmContact; buildDate: string }) {
  const copy = copyFor(locale).stateGuides;
  const state = guide.name[locale];
  const unsettled = windowsUnsettled(guide);
  const reported = reportedWindows(guide);
  const any = guide.revivalWindows.length + reported.length > 0;
  const live = hasLiveWindow(guide, buildDate);
  return (
    <Section id="revival-windows" title={copy.sections.revivalWindows}>
      {any ? (
        <p className="text-sm">{fillTemplate(copy.asOf, { date: formatLongDate(buildDate, locale) })}</p>
      ) : (
        <p>{fillTemplate(unsettled ? copy.noWindowsConfirmed : copy.noWindows, { state })}</p>
      )}
      {any && (
        <ul className="space-y-5">
          {guide.revivalWindows.map((w) => (
            <li key={`${w.opened}-${w.citation}`}>
              <SourcedFactText fact={w} locale={locale}>
                <p className="font-bold">{windowStatusText(w, locale, buildDate)}</p>
                {windowStatus(w, buildDate) !== 'closed' && laterWindowReported(guide, w, buildDate) && (
                  <p className="font-bold">{fillTemplate(copy.laterWindow, { state })}</p>
                )}
              </SourcedFactText>
            </li>
          ))}
          {reported.map((item) => (
            <li key={`${item.opened}-${item.citation}`}>
              <ReportedItemText item={item} locale={locale} buildDate={buildDate} />
            </li>
          ))}
        </ul>
      )}
      {live && <p className="font-bold">{copy.windowsUrgent}</p>}
      <FirmLinks firm={firm} locale={locale} />
    </Section>
  );
}

export function StateGuideView({
  guide,
  locale,
  related,
  buildDate,
  firm,
}: {
  guide: StateGuide;
  locale: Locale;
  related: readonly { title: string; href: string }[];
  buildDate: string;
  firm: FirmContact;
}) {
  const copy = copyFor(locale).stateGuides;
  const state = guide.name[locale];
  const date = (iso: string) => formatLongDate(iso, locale);
  const safety = localePath(locale, ROUTES.safety);
  return (
    <>
      <p className="hidden px-4 pt-4 text-sm print:block">
        {fillTemplate(copy.printHeader, { firm: firm.name, phone: firm.phone.display, site: firm.siteUrl })}
      </p>
      {/* The answer comes right under the title, before the lead, so it is on a phone's first screen. */}
      <PageHero title={fillTemplate(copy.pageTitle, { state })} compact>
        <GuideAnswer guide={guide} locale={locale} firm={firm} />
        <p className="mt-4 max-w-prose text-ink">{fillTemplate(copy.pageLead, { state })}</p>
        <p className="mt-4 text-sm text-ink">
          {copy.reviewed} <time dateTime={guide.reviewed}>{date(guide.reviewed)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-blog space-y-10 px-4 py-10">
        <aside aria-labelledby="before-you-read" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="before-you-read" className="text-heading text-navy">
            {copy.caveatTitle}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            {copy.caveat.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
        <LimitSection guide={guide} field={INJURY} locale={locale} firm={firm} buildDate={buildDate} />
        <LimitSection guide={guide} field={CHILD} locale={locale} firm={firm} buildDate={buildDate} />
        <WindowsSection guide={guide} locale={locale} firm={firm} buildDate={buildDate} />
        <LimitSection guide={guide} field={ADULT} locale={locale} firm={firm} buildDate={buildDate} />
        <Section id="help" title={fillTemplate(copy.sections.help, { state })}>
          {guide.help.length === 0 ? (
            <p>{fillTemplate(copy.helpNone, { state })}</p>
          ) : (
            <>
              <p>{copy.helpIntro}</p>
              <ul className="space-y-3">
                {guide.help.map((org) => (
                  <li key={org.url}>
                    <a href={org.url} rel="noreferrer" className="font-bold underline">
                      {org.name}
                    </a>
                    <span className="block text-sm text-muted">{copy.helpKinds[org.kind]}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            {copy.nationalHelp}{' '}
            <a href={safety} data-print-href={printAddress(safety, firm.siteUrl)} className="underline">
              {copy.nationalHelpLink}
            </a>
          </p>
        </Section>
        {related.length > 0 && (
          <Section id="read-next" title={copy.relatedTitle}>
            <ul className="list-disc space-y-2 pl-5">
              {related.map((link) => (
                <li key={link.href}>
                  <a href={link.href} data-print-href={printAddress(link.href, firm.siteUrl)} className="underline">
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
        <section aria-labelledby="ask-the-firm" className="rounded-2xl bg-brand-soft p-6 text-center print:hidden">
          <h2 id="ask-the-firm" className="text-heading text-navy">
            {copy.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-prose">{copy.ctaText}</p>
          <div className="mt-5">
            <ButtonLink href={localePath(locale, ROUTES.caseForm)}>{copy.ctaButton}</ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
