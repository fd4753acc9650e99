import type { Metadata } from 'next';
import { CASE_FORM_PATH } from '@/lib/leads/case-link';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import { leadFormSettings } from '@/lib/leads/form-settings';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/site/seo';
import { firmStateNames } from '@/lib/site/states';
import { fillTemplate } from '@/lib/text';
import { FormIsland } from '@/components/forms/island/form-island';
import { LeadFormGuard } from '@/components/forms/lead-form-guard';
import { ZipNotice } from '@/components/forms/zip-notice';
import { IntakeLanguageNote } from '@/components/contact/intake-language-note';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/page/page-hero';

/** The case form page (/formInput/, /es/formInput/). */
export function caseFormRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const { caseForm, servedStates } = copyFor(locale);
  const path = localePath(locale, CASE_FORM_PATH);
  return {
    metadata: pageMetadata({ title: caseForm.title, description: caseForm.metaDescription, path }),
    Page: function CaseFormPage() {
      const { firmStates } = readSiteConfig();
      return (
        <PageFrame path={path} locale={locale}>
          <PageHero title={caseForm.title} lead={caseForm.lead}>
            <ul className="mt-6 flex flex-wrap gap-3">
              {caseForm.reassurance.map((item) => (
                <li key={item} className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-teal">
                  ✓ {item}
                </li>
              ))}
            </ul>
            <IntakeLanguageNote locale={locale} className="mt-4 font-semibold text-navy" />
          </PageHero>
          <div className="mx-auto max-w-3xl px-4 py-10">
            <div className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8">
              {/* Where the firm takes cases, before she writes, with or without scripts; the script adds a word
                  when the zip, prefilled or typed, seems to be in another state. Neither stops a Send. */}
              <div className="mb-6 space-y-3 text-sm">
                <p>{fillTemplate(servedStates.formNote, { states: firmStateNames(firmStates, locale).join(', ') })}</p>
                <ZipNotice htmlFor="case-zip" firmStates={firmStates} message={servedStates.formZipOutside} />
              </div>
              <LeadFormGuard islands="forms" />
              <FormIsland form="case" props={{ settings: leadFormSettings('case', locale) }} />
            </div>
          </div>
        </PageFrame>
      );
    },
  };
}
