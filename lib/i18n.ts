/** The site's languages: English at the root, Spanish under /es/. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The shape a translation of a content module must have: the English module's shape with every
 * string widened to any string. A Spanish module typed with it cannot miss or add a key, so a
 * missing sentence is a type error rather than an English one on a Spanish page.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** Path prefix of each language's pages; English keeps the root so its URLs never change. */
const PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** BCP 47 tags: for number formatting, hreflang, Open Graph and the feed. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The value of the `language` template variable: the firm's intake team reads it, in English. */
export const LEAD_LANGUAGE: Record<Locale, 'English' | 'Spanish'> = { en: 'English', es: 'Spanish' };

/** The language a site path belongs to. */
export function localeOfPath(path: string): Locale {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
}

/** An English site path (`/about/`) as the page of `locale` (`/es/about/`); other hrefs pass through. */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || locale === 'en') return path;
  if (localeOfPath(path) === locale) return path;
  return `${PREFIX[locale]}${path}`;
}

/** The same page in the other language: `/about/` <-> `/es/about/`. */
export function twinPath(path: string): string {
  if (localeOfPath(path) === 'es') {
    const rest = path.slice(PREFIX.es.length);
    return rest === '' ? '/' : rest;
  }
  return localePath('es', path);
}
