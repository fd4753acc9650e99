import type { Metadata } from 'next';
import { notFoundCopy } from '@/content/not-found';
import { ButtonLink } from '@/components/ui/button-link';
import { pageTitles } from '@/content/layout';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = { title: pageTitles.notFound, robots: { index: false, follow: true } };

export default function NotFound() {
  const [first, ...rest] = notFoundCopy.links;
  return (
    <PageFrame path={null}>
      <div className="mx-auto max-w-blog px-4 py-16 text-center md:py-24">
        <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-title text-navy">{notFoundCopy.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lead">{notFoundCopy.lead}</p>
        <div className="mt-8">
          <ButtonLink href={first.href}>{first.label}</ButtonLink>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {rest.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="font-semibold text-brand-dark underline underline-offset-2">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </PageFrame>
  );
}
