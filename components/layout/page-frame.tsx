import { readSiteConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n';
import { SiteHeader } from '@/components/layout/site-header';

/**
 * The header and main landmark around a page's content. Pages render it, not the root layout,
 * because a layout cannot know the route under static export and the current menu item has to
 * be in the HTML: most pages ship no JavaScript that could mark it later.
 */
export function PageFrame({ locale, path, children }: { locale: Locale; path: string | null; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader phone={readSiteConfig().phone} currentPath={path} locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}
