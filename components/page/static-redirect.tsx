import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { MARKS } from '@/lib/islands/contract';

/**
 * The same bytes on every redirect page: the target is read from the script's own attribute, so
 * one hash allows every redirect, and the site-wide policy of the hosts' rules file stays short
 * (README, "Deploying").
 */
const REDIRECT_SCRIPT = 'location.replace(document.currentScript.dataset.to)';

/**
 * A redirect that works on any static host: meta refresh without JavaScript, location.replace
 * with it (so Back skips this page), and a visible link for anyone neither moves. The script is
 * data-standalone: it runs without the framework, so the post-build step keeps it.
 */
export function StaticRedirect({ to, label, locale }: { to: string; label: string; locale: Locale }) {
  const { layout: layoutCopy } = copyFor(locale);
  return (
    <div className="mx-auto max-w-blog px-4 py-16 text-center">
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <script {...{ [MARKS.standalone]: '' }} data-to={to} dangerouslySetInnerHTML={{ __html: REDIRECT_SCRIPT }} />
      <h1 className="text-title text-navy">{layoutCopy.redirectTitle}</h1>
      <p className="mt-4 text-lead">
        <a href={to} className="font-bold text-brand-dark underline underline-offset-2">
          {label}
        </a>
      </p>
    </div>
  );
}
