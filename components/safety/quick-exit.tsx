import Link from 'next/link';
import { SkipLink } from '@/components/layout/skip-link';
import { quickExitInlineScript } from '@/lib/islands/quick-exit';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';
import { MARKS } from '@/lib/islands/contract';

const STATUS_ID = 'quick-exit-status';

/**
 * Always-visible escape bar. The link works as a plain link without JavaScript; the inline
 * script upgrades it (blank at once, replace history) and adds the Shift×3 shortcut.
 */
export function QuickExit({ exitUrl, locale }: { exitUrl: string; locale: Locale }) {
  const { quickExit: quickExitCopy, layout } = copyFor(locale);
  return (
    <aside aria-label={quickExitCopy.regionLabel} className="sticky top-0 z-50 border-b border-exit-dark bg-exit text-white print:hidden">
      <div className="mx-auto flex max-w-blog items-center justify-between gap-3 px-4 py-1.5">
        <a
          href={exitUrl}
          {...{ [MARKS.quickExit]: '' }}
          rel="noopener noreferrer"
          className="order-2 inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 font-extrabold text-exit-dark shadow hover:bg-red-50"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M9 5H5v14h4M14 8l4 4-4 4M18 12H9" />
          </svg>
          <span className="sr-only">{quickExitCopy.emergencyPrefix} </span>
          {quickExitCopy.button}
        </a>
        <SkipLink label={layout.skipLink} />
        <p className="order-1 text-sm">
          <span className="hidden sm:inline">{quickExitCopy.shortcutHint} </span>
          <Link href={localePath(locale, ROUTES.safety)} className="font-semibold text-white underline underline-offset-2">
            {quickExitCopy.safetyLink}
          </Link>
        </p>
        <p id={STATUS_ID} className="sr-only" aria-live="assertive" />
      </div>
      {/* data-standalone: pages stripped of the framework keep this script (scripts/strip-framework.ts). */}
      <script {...{ [MARKS.standalone]: '' }} dangerouslySetInnerHTML={{ __html: quickExitInlineScript(exitUrl, STATUS_ID, quickExitCopy.announcements) }} />
    </aside>
  );
}
