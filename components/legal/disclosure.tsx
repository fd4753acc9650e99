import Link from 'next/link';
import { site } from '@/content/site';

/** The no-agreement disclosure, linked to the terms; shown on the home page and in the footer. */
export function Disclosure({ className }: { className?: string }) {
  return (
    <p className={className}>
      {site.disclosure.beforeLink}
      <Link href="/service/" className="underline underline-offset-2">
        {site.disclosure.linkText}
      </Link>
      {site.disclosure.afterLink}
    </p>
  );
}
