import Link from 'next/link';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';

/** The no-agreement disclosure, linked to the terms; shown on the home page and in the footer. */
export function Disclosure({ locale, className }: { locale: Locale; className?: string }) {
  const { site } = copyFor(locale);
  return (
    <p className={className}>
      {site.disclosure.beforeLink}
      <Link href={localePath(locale, ROUTES.terms)} className="underline underline-offset-2">
        {site.disclosure.linkText}
      </Link>
      {site.disclosure.afterLink}
    </p>
  );
}
