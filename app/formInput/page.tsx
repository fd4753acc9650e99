import type { Metadata } from 'next';
import { caseFormCopy } from '@/content/case-form';
import { CASE_FORM_PATH } from '@/lib/case-link';
import { leadFormSettings } from '@/lib/forms/settings';
import { pageMetadata } from '@/lib/seo';
import { CaseForm } from '@/components/forms/case-form';
import { LeadFormGuard } from '@/components/forms/lead-form-guard';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/page/page-hero';
import { Toaster } from '@/components/ui/toaster';

export const metadata: Metadata = pageMetadata({ title: caseFormCopy.title, description: caseFormCopy.metaDescription, path: CASE_FORM_PATH });

export default function CaseFormPage() {
  return (
    <PageFrame path={CASE_FORM_PATH}>
      <PageHero title={caseFormCopy.title} lead={caseFormCopy.lead}>
        <ul className="mt-6 flex flex-wrap gap-3">
          {caseFormCopy.reassurance.map((item) => (
            <li key={item} className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-teal">
              ✓ {item}
            </li>
          ))}
        </ul>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8">
          <LeadFormGuard />
          <CaseForm settings={leadFormSettings('case')} />
        </div>
      </div>
      <Toaster />
    </PageFrame>
  );
}
