import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { ROUTES } from '@/lib/routes';
import { fillTemplate } from '@/lib/text';

interface ConfirmationViewProps {
  phone: { display: string; href: string };
  firmName: string;
  locale: Locale;
  /** The relay keeps the lead to deliver later: the page says it is safe, not that it was sent. */
  held: boolean;
}

export function ConfirmationView({ phone, firmName, locale, held }: ConfirmationViewProps) {
  const { confirmation, layout: layoutCopy } = copyFor(locale);
  const words = held ? confirmation.held : confirmation;
  const journey = held ? [confirmation.journeyParagraphs[0], confirmation.held.keeping] : confirmation.journeyParagraphs;
  return (
    <div className="mx-auto max-w-blog px-4 py-12 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <svg viewBox="0 0 48 48" className="mx-auto h-16 w-16 text-teal" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="mt-6 text-title text-navy md:text-display">{words.title}</h1>
        <p className="mt-4 text-lead">{fillTemplate(words.lead, { firm: firmName })}</p>
      </div>
      <section aria-labelledby="next-steps" className="mx-auto mt-10 max-w-2xl rounded-xl bg-brand-soft p-6">
        <h2 id="next-steps" className="text-heading text-navy">
          {confirmation.nextStepsTitle}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {words.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4">
          {held ? confirmation.held.urgentPrefix : layoutCopy.phoneLabel}{' '}
          <a href={phone.href} className="font-bold text-brand-dark underline underline-offset-2">
            {phone.display}
          </a>
        </p>
      </section>
      <section aria-labelledby="message-journey" className="mx-auto mt-6 max-w-2xl">
        <h2 id="message-journey" className="text-heading text-navy">
          {confirmation.journeyTitle}
        </h2>
        <div className="mt-3 space-y-3">
          {journey.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      <div className="mt-8 text-center">
        <ButtonLink href={localePath(locale, ROUTES.home)}>{confirmation.homeLabel}</ButtonLink>
      </div>
      <div className="mx-auto mt-12 max-w-3xl">
        <CrisisHelp locale={locale} />
      </div>
    </div>
  );
}
