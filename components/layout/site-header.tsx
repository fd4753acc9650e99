import Link from 'next/link';
import { copyFor } from '@/lib/content/copy';
import { ROUTES } from '@/lib/routes';
import { localePath, type Locale } from '@/lib/i18n';
import { isNavItemCurrent } from '@/lib/site/nav';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLink } from '@/components/layout/nav-link';

const desktopLink =
  'rounded-md px-3 py-2 font-semibold text-ink hover:bg-brand-soft hover:text-brand-dark data-[current]:bg-brand-soft data-[current]:text-brand-dark data-[current]:underline data-[current]:decoration-2 data-[current]:underline-offset-8';
const mobileLink =
  'block border-l-4 border-transparent px-5 py-3 text-lg font-semibold text-ink hover:bg-brand-soft data-[current]:border-brand data-[current]:bg-brand-soft data-[current]:text-brand-dark';

interface SiteHeaderProps {
  phone: { display: string; href: string };
  /** Route of the page being built; null where no menu item applies (the 404 page). */
  currentPath: string | null;
  locale: Locale;
}

export function SiteHeader({ phone, currentPath, locale }: SiteHeaderProps) {
  const { nav, header: headerCopy, layout: layoutCopy, site } = copyFor(locale);
  const items = nav.map((item) => {
    const href = localePath(locale, item.href);
    const section = 'section' in item && item.section ? localePath(locale, item.section) : undefined;
    return { href, label: item.label, current: currentPath !== null && isNavItemCurrent(currentPath, { href, section }) };
  });
  return (
    <header className="border-b border-line bg-white print:hidden">
      <div className="mx-auto flex max-w-blog flex-wrap items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        {/* Voice users say what they see (WCAG 2.5.3), so the name must begin with the visible words,
            and the space keeps them two words for tools that ignore the line break. */}
        <Link href={localePath(locale, ROUTES.home)} className="flex items-center gap-2 rounded-md text-navy" aria-label={headerCopy.logoLabel}>
          <Logo className="h-10 w-10" />
          <span className="text-base leading-tight font-extrabold sm:text-lg">
            {site.shortName} <span className="block text-sm font-semibold text-muted">{site.logoSecondLine}</span>
          </span>
        </Link>
        <nav aria-label={headerCopy.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} current={item.current} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Visible at every width, phones included: a reader who needs the other language should
            not have to guess that it hides in the menu. */}
        <LanguageSwitch
          locale={locale}
          currentPath={currentPath}
          className="ml-auto rounded-md px-1 py-2 text-sm font-semibold text-brand-dark underline underline-offset-4 hover:bg-brand-soft sm:px-2 md:ml-0 md:px-3 md:text-base"
        />
        <a href={phone.href} className="hidden rounded-md bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark lg:inline-block">
          {phone.display}
        </a>
        <MobileMenu copy={headerCopy}>
          <ul className="py-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} current={item.current} className={mobileLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={phone.href} className="block px-5 py-3 text-lg font-bold text-brand-dark">
                {layoutCopy.callPrefix} {phone.display}
              </a>
            </li>
          </ul>
        </MobileMenu>
      </div>
    </header>
  );
}
