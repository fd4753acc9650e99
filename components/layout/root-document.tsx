import { readBuildDate, readSiteConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n';
import { QuickExit } from '@/components/safety/quick-exit';
import { SiteFooter } from '@/components/layout/site-footer';
import { MARKS } from '@/lib/islands/contract';

/**
 * The document both root layouts render (app/(en), app/(es)): one root layout per language,
 * because <html lang> is in the static HTML and a layout cannot read the route under export.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const config = readSiteConfig();
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col antialiased">
        {/* Lets CSS tell "JavaScript will run" from "no JavaScript" before hydration. data-standalone: it
            needs no framework, so the post-build step keeps it on pages it strips (scripts/strip-framework.ts). */}
        <script {...{ [MARKS.standalone]: '' }} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <QuickExit exitUrl={config.quickExitUrl} locale={locale} />
        {/* Each page renders the header and <main> through PageFrame, which knows the route. */}
        {children}
        <SiteFooter config={config} buildYear={Number(readBuildDate().slice(0, 4))} locale={locale} />
      </body>
    </html>
  );
}
