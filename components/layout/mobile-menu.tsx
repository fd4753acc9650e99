import type { SiteCopy } from '@/lib/content/copy';

const MENU_ID = 'site-menu';

/**
 * Menu button for narrow screens, built on the native Popover API so that it needs no
 * JavaScript: the browser opens and closes it, closes it on Escape (focus goes back to the
 * button) and on a tap outside, and tells screen readers whether it is expanded. Positioning
 * and the fallback for browsers without popovers live in app/globals.css (.site-menu).
 */
export function MobileMenu({ copy, children }: { copy: SiteCopy['header']; children: React.ReactNode }) {
  return (
    <div className="site-menu-root group md:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="site-menu-button inline-flex h-11 items-center gap-1 rounded-md border border-line px-2 font-semibold sm:gap-2 sm:px-3 text-navy hover:bg-brand-soft"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[:popover-open]:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-has-[:popover-open]:inline" />
        </svg>
        {/* Icon only on the narrowest screens, so the header keeps one row beside the language switch. */}
        <span className="sr-only min-[400px]:not-sr-only">{copy.menuButton}</span>
      </button>
      <nav id={MENU_ID} popover="auto" aria-label={copy.menuLabel} className="site-menu border-b border-line bg-white text-ink shadow-lg">
        {children}
      </nav>
    </div>
  );
}
