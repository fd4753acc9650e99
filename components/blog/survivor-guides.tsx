import type { Article } from '@/lib/content/articles';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { guideForIssue } from '@/lib/content/issue-guides';
import { ROUTES } from '@/lib/routes';

/** Above every blog list: the guide for each issue type, and the state guides, so a survivor need not page through injury articles. */
export function SurvivorGuides({ articles, locale }: { articles: readonly Article[]; locale: Locale }) {
  const { blog: blogCopy, issueTypes } = copyFor(locale);
  const guides = issueTypes.flatMap((issue) => {
    const guide = guideForIssue(issue.name, articles);
    return guide ? [{ issue: issue.label, guide }] : [];
  });
  if (guides.length === 0) return null;
  return (
    <aside aria-labelledby="survivor-guides" className="mx-auto mb-8 max-w-list rounded-2xl border border-line bg-brand-soft p-5">
      <h2 id="survivor-guides" className="text-heading text-navy">
        {blogCopy.survivorGuidesTitle}
      </h2>
      <p className="mt-2">{blogCopy.survivorGuidesLead}</p>
      <ul className="mt-3 space-y-2">
        {guides.map(({ issue, guide }) => (
          <li key={guide.number + issue} className="min-w-0">
            <span className="font-semibold">{issue}:</span>{' '}
            <a href={guide.href} className="text-brand-dark underline underline-offset-2">
              {guide.title}
            </a>
          </li>
        ))}
        <li>
          <a href={localePath(locale, ROUTES.stateGuides)} className="font-semibold text-brand-dark underline underline-offset-2">
            {blogCopy.stateGuidesLink}
          </a>
        </li>
      </ul>
    </aside>
  );
}
