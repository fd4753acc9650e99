import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import type { UsStateCode } from '@/lib/schemas/us-states';
import { firmStateNames } from '@/lib/site/states';
import { fillTemplate } from '@/lib/text';
import { IssueIcon } from '@/components/icons/issue-icon';
import { IssueSearch } from '@/components/home/issue-search';

export function HomeHero({ locale, firmStates }: { locale: Locale; firmStates: readonly UsStateCode[] }) {
  const { home: homeCopy, site, issueTypes, validation, servedStates } = copyFor(locale);
  const issues = issueTypes.map((issue) => ({
    code: issue.code,
    label: issue.label,
    icon: <IssueIcon pictureId={issue.pictureId} className="h-full w-full" />,
  }));
  return (
    <section className="bg-gradient-to-b from-navy to-brand-dark text-white">
      <div className="mx-auto grid max-w-blog gap-8 px-4 py-10 md:grid-cols-[1fr_1.25fr] md:items-center md:py-16">
        <div>
          <p className="font-bold tracking-wide text-amber-200 uppercase">{site.name}</p>
          <h1 className="mt-2 text-display md:text-[3.25rem]">{homeCopy.headline}</h1>
          <p className="mt-4 text-lead text-slate-100">{homeCopy.promise}</p>
          <p className="mt-6 inline-block rounded border border-slate-300 px-2 py-1 text-xs font-bold tracking-wide uppercase">{site.attorneyAdvertising}</p>
        </div>
        <IssueSearch
          issues={issues}
          locale={locale}
          firmStates={firmStates}
          copy={{
            searchLabel: homeCopy.searchLabel,
            pickerLegend: homeCopy.pickerLegend,
            dropdownLabel: homeCopy.dropdownLabel,
            zipLabel: homeCopy.zipLabel,
            zipPlaceholder: homeCopy.zipPlaceholder,
            findLawyer: homeCopy.findLawyer,
            confidential: homeCopy.confidential,
            invalidZip: validation.invalidZip,
            zipOutside: fillTemplate(servedStates.searchZipOutside, { states: firmStateNames(firmStates, locale).join(', ') }),
          }}
        />
      </div>
    </section>
  );
}
