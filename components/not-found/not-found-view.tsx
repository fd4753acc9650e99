import type { Metadata } from 'next';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/button-link';
import { PageFrame } from '@/components/layout/page-frame';

/** Never indexed; a 404 has no twin, so its language switch leads to the other home page. */
export function notFoundMetadata(locale: Locale): Metadata {
  const { pageTitles, site } = copyFor(locale);
  // Absolute: the English 404 (app/global-not-found.tsx) renders outside every layout's title template.
  return { title: { absolute: `${pageTitles.notFound} | ${site.name}` }, robots: { index: false, follow: true } };
}

export function NotFoundView({ locale }: { locale: Locale }) {
  const { notFound } = copyFor(locale);
  const [first, ...rest] = notFound.links;
  return (
    <PageFrame path={null} locale={locale}>
      <div className="mx-auto max-w-blog px-4 py-16 text-center md:py-24">
        <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-title text-navy">{notFound.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lead">{notFound.lead}</p>
        {first && (
          <div className="mt-8">
            <ButtonLink href={localePath(locale, first.href)}>{first.label}</ButtonLink>
          </div>
        )}
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {rest.map((link) => (
            <li key={link.href}>
              <a href={localePath(locale, link.href)} className="font-semibold text-brand-dark underline underline-offset-2">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {/* A static 404 cannot tell which address was asked for, so this line is true for every visitor, including one
            who followed a link to the guide of a state the firm does not serve. */}
        <p className="mx-auto mt-8 max-w-xl">
          {notFound.states}{' '}
          <a href={localePath(locale, ROUTES.stateGuides)} className="font-semibold text-brand-dark underline underline-offset-2">
            {notFound.statesLink}
          </a>{' '}
          ·{' '}
          <a href={localePath(locale, ROUTES.safety)} className="font-semibold text-brand-dark underline underline-offset-2">
            {notFound.safetyLink}
          </a>
        </p>
      </div>
    </PageFrame>
  );
}
