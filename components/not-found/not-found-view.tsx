import type { Metadata } from 'next';
import { copyFor } from '@/lib/copy';
import { localePath, type Locale } from '@/lib/i18n';
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
      </div>
    </PageFrame>
  );
}
