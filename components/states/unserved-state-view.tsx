import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';
import { fillTemplate } from '@/lib/text';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { PageHero } from '@/components/page/page-hero';

/**
 * The page at the guide address of a state the firm does not serve: where it does take cases, and the help lines
 * that serve everyone. No legal fact of that state: the site has not checked them for a firm that cannot act there.
 */
export function UnservedStateView({ state, served, locale }: { state: string; served: readonly { name: string; href: string }[]; locale: Locale }) {
  const copy = copyFor(locale).servedStates.unserved;
  return (
    <>
      <PageHero title={fillTemplate(copy.title, { state })} lead={copy.lead} />
      <div className="mx-auto max-w-blog space-y-8 px-4 py-10">
        <section aria-labelledby="served-states" className="space-y-3">
          <h2 id="served-states" className="text-heading text-navy">
            {copy.servedHeading}
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {served.map((s) => (
              <li key={s.href}>
                <a href={s.href} className="inline-flex min-h-8 items-center font-semibold text-brand-dark underline">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
          <p>
            {copy.stillWrite}{' '}
            <a href={localePath(locale, ROUTES.caseForm)} className="font-bold text-brand-dark underline">
              {copy.formLink}
            </a>
          </p>
        </section>
        <CrisisHelp locale={locale} />
        <p>
          <a href={localePath(locale, ROUTES.safety)} className="underline">
            {copy.safetyLink}
          </a>
        </p>
      </div>
    </>
  );
}
