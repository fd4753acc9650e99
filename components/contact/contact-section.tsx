import { copyFor } from '@/lib/content/copy';
import { leadFormSettings } from '@/lib/leads/form-settings';
import type { Locale } from '@/lib/i18n';
import { FormIsland } from '@/components/forms/island/form-island';
import type { IslandsScript } from '@/lib/islands/islands-inline-script';
import { LeadFormGuard } from '@/components/forms/lead-form-guard';
import { IntakeLanguageNote } from '@/components/contact/intake-language-note';

/**
 * Phone, reply promise and the contact form; the home page's #contact section and /contact/.
 * `islands` names the islands script the whole page needs (LeadFormGuard), which its route knows.
 */
export function ContactSection({
  headingLevel,
  idPrefix,
  locale,
  islands,
}: {
  headingLevel: 'h1' | 'h2';
  idPrefix: string;
  locale: Locale;
  islands: IslandsScript;
}) {
  const { contact: contactCopy, layout: layoutCopy } = copyFor(locale);
  const settings = leadFormSettings('contact', locale);
  const Heading = headingLevel;
  const FormHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <div className="mx-auto grid max-w-blog gap-10 px-4 py-12 md:grid-cols-[1fr_1.6fr] md:py-16">
      <div>
        <Heading className="text-title text-navy">{headingLevel === 'h1' ? contactCopy.title : contactCopy.sectionTitle}</Heading>
        <p className="mt-4 text-lead">{headingLevel === 'h1' ? contactCopy.lead : contactCopy.sectionLead}</p>
        <IntakeLanguageNote locale={locale} className="mt-3 font-semibold text-navy" />
        <div className="mt-8 rounded-xl bg-brand-soft p-5">
          <p className="text-lg font-bold text-navy">{contactCopy.phoneTitle}</p>
          <p className="mt-1">{contactCopy.phoneText}</p>
          <a
            href={settings.phone.href}
            className="mt-3 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 text-lg font-bold text-white hover:bg-brand-dark"
          >
            {layoutCopy.callPrefix} {settings.phone.display}
          </a>
        </div>
      </div>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8">
        <FormHeading className="mb-5 text-heading text-navy">{contactCopy.formTitle}</FormHeading>
        <LeadFormGuard islands={islands} />
        <FormIsland form="contact" props={{ settings, idPrefix }} />
      </div>
    </div>
  );
}
