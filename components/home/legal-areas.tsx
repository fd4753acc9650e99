import { getArticles } from '@/lib/content/articles';
import { caseFormHref } from '@/lib/leads/case-link';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { guideForIssue } from '@/lib/content/issue-guides';
import { ROUTES } from '@/lib/routes';
import { IssueIcon } from '@/components/icons/issue-icon';

// Plain links, not next/link: the framework would prefetch the case form, and the case links carry the issue in the
// fragment (lib/leads/case-link.ts), so the host never learns a survivor's issue type, before a click or after.
export function LegalAreas({ locale }: { locale: Locale }) {
  const { home: homeCopy, issueTypes } = copyFor(locale);
  const articles = getArticles(locale);
  return (
    <section aria-labelledby="legal-areas" className="bg-brand-soft">
      <div className="mx-auto max-w-blog px-4 py-14">
        <h2 id="legal-areas" className="text-title text-navy">
          {homeCopy.legalAreasTitle}
        </h2>
        <p className="mt-3 max-w-prose text-lead">{homeCopy.legalAreasLead}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {issueTypes.map((issue) => {
            const guide = guideForIssue(issue.name, articles);
            return (
              <li key={issue.pictureId} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <span className="h-12 w-12 text-brand">
                  <IssueIcon pictureId={issue.pictureId} className="h-full w-full" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-navy">{issue.label}</h3>
                <p className="mt-2 flex-1 text-ink">{issue.description}</p>
                {guide && (
                  <p className="mt-4 text-sm">
                    {homeCopy.legalAreaGuide}{' '}
                    <a href={guide.href} className="font-semibold text-brand-dark underline underline-offset-2">
                      {guide.title}
                    </a>
                  </p>
                )}
                <p className="mt-2 text-sm">
                  <a
                    href={localePath(locale, ROUTES.stateGuides)}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-dark underline underline-offset-2"
                  >
                    {homeCopy.legalAreaStates}
                  </a>
                </p>
                <a
                  href={caseFormHref(issue.code, locale)}
                  className="mt-4 inline-flex min-h-12 items-center font-bold text-brand-dark underline-offset-2 hover:underline"
                >
                  {homeCopy.legalAreaAction}
                  <span className="sr-only"> ({issue.label})</span> <span aria-hidden="true">→</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
