import { copyFor } from '@/lib/copy';
import { windowsUnsettled, type StateGuide } from '@/lib/state-guides';
import { formatLongDate } from '@/lib/dates';
import { localePath, type Locale } from '@/lib/i18n';
import { fillTemplate } from '@/lib/text';
import { ROUTES } from '@/lib/routes';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { SourcedFactText } from '@/components/legal/sourced-fact';
import { windowStatus } from '@/lib/build-date';
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

export function StateGuideView({
  guide,
  locale,
  related,
  buildDate,
}: {
  guide: StateGuide;
  locale: Locale;
  related: readonly { title: string; href: string }[];
  buildDate: string;
}) {
  const copy = copyFor(locale).stateGuides;
  const state = guide.name[locale];
  const date = (iso: string) => formatLongDate(iso, locale);
  const unsettled = windowsUnsettled(guide);
  return (
    <>
      <PageHero title={fillTemplate(copy.pageTitle, { state })} lead={fillTemplate(copy.pageLead, { state })}>
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
        <Section id="personal-injury" title={copy.sections.personalInjury}>
          {guide.personalInjury ? <SourcedFactText fact={guide.personalInjury} locale={locale} /> : <p>{copy.askTheFirm}</p>}
        </Section>
        <Section id="childhood-sexual-abuse" title={copy.sections.childSexualAbuse}>
          {guide.childSexualAbuse ? <SourcedFactText fact={guide.childSexualAbuse} locale={locale} /> : <p>{copy.askTheFirm}</p>}
        </Section>
        <Section id="revival-windows" title={copy.sections.revivalWindows}>
          {guide.revivalWindows.length > 0 && <p className="text-sm">{fillTemplate(copy.asOf, { date: date(buildDate) })}</p>}
          {guide.revivalWindows.length === 0 ? (
            <p>{fillTemplate(unsettled ? copy.noWindowsConfirmed : copy.noWindows, { state })}</p>
          ) : (
            <ul className="space-y-5">
              {guide.revivalWindows.map((w) => (
                <li key={`${w.opened}-${w.citation}`}>
                  <SourcedFactText fact={w} locale={locale}>
                    <p className="font-bold">{windowStatusText(w, locale, buildDate)}</p>
                  </SourcedFactText>
                </li>
              ))}
            </ul>
          )}
          {unsettled && <p className="font-bold">{fillTemplate(copy.windowsUnsettled, { state })}</p>}
        </Section>
        <Section id="adult-sexual-assault" title={copy.sections.adultSexualAssault}>
          {guide.adultSexualAssault ? (
            <SourcedFactText fact={guide.adultSexualAssault} locale={locale} />
          ) : (
            <p>{guide.adultSameAsGeneral ? fillTemplate(copy.adultSameAsGeneral, { state }) : copy.askTheFirm}</p>
          )}
        </Section>
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
            <a href={localePath(locale, ROUTES.safety)} className="underline">
              {copy.nationalHelpLink}
            </a>
          </p>
        </Section>
        {related.length > 0 && (
          <Section id="read-next" title={copy.relatedTitle}>
            <ul className="list-disc space-y-2 pl-5">
              {related.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="underline">
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
