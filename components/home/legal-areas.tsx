import Link from 'next/link';
import { caseFormHref } from '@/lib/case-link';
import { copyFor } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { IssueIcon } from '@/components/icons/issue-icon';

export function LegalAreas({ locale }: { locale: Locale }) {
  const { home: homeCopy, issueTypes, issueLabel } = copyFor(locale);
  return (
    <section aria-labelledby="legal-areas" className="bg-brand-soft">
      <div className="mx-auto max-w-blog px-4 py-14">
        <h2 id="legal-areas" className="text-title text-navy">
          {homeCopy.legalAreasTitle}
        </h2>
        <p className="mt-3 max-w-prose text-lead">{homeCopy.legalAreasLead}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {issueTypes.map((issue) => (
            <li key={issue.pictureId}>
              {/* Never prefetched: a prefetch would send the issue to the host before any click. */}
              <Link
                href={caseFormHref(issue.name, undefined, locale)}
                prefetch={false}
                className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm hover:shadow-md"
              >
                <span className="h-12 w-12 text-brand">
                  <IssueIcon pictureId={issue.pictureId} className="h-full w-full" />
                </span>
                <span className="mt-4 text-xl font-bold text-navy group-hover:underline">{issueLabel(issue.name)}</span>
                <span className="mt-2 flex-1 text-ink">{issue.description}</span>
                <span className="mt-4 font-bold text-brand-dark">
                  {homeCopy.legalAreaAction} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
