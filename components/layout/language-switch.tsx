import { copyFor } from '@/lib/content/copy';
import { localePath, twinPath, type Locale } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';

/**
 * The link to the page being read in the other language: a plain server-rendered link, so it
 * works without JavaScript. Its words are in the language it leads to, marked with lang.
 */
export function LanguageSwitch({ locale, currentPath, className }: { locale: Locale; currentPath: string | null; className: string }) {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  // Where no twin exists (a 404 page), the other language's home page.
  const href = currentPath === null ? localePath(other, ROUTES.home) : twinPath(currentPath);
  return (
    <a href={href} lang={other} hrefLang={other} className={className} data-language-switch="">
      {copyFor(locale).header.languageSwitch}
    </a>
  );
}
