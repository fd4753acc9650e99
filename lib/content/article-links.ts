import { localePath, type Locale } from '@/lib/i18n';

/**
 * Editors link articles by number (`/blogs/9`), which survives re-pagination; older links also
 * lack the leading slash. Both become the real route of the page they mean. Content in every
 * language links the English paths; on a Spanish page they become the Spanish twins.
 */
export function resolveContentHref(href: string, articleHref: (n: number) => string | undefined, locale: Locale = 'en'): string {
  if (/^(https?:|mailto:|tel:|sms:|#)/.test(href)) return href;
  const [pathPart = '', hash = ''] = href.split('#');
  let pathname = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  const legacy = /^\/blogs\/(\d+)\/?$/.exec(pathname);
  if (legacy) {
    const target = articleHref(Number(legacy[1]));
    if (!target) throw new Error(`link to article ${legacy[1]}, which does not exist`);
    pathname = target;
  } else if (/\.[a-z0-9]+$/i.test(pathname)) {
    // A file (an image, the feed) is the same for every language.
    return hash ? `${pathname}#${hash}` : pathname;
  } else if (!pathname.endsWith('/')) {
    pathname = `${pathname}/`;
  }
  const localised = localePath(locale, pathname);
  return hash ? `${localised}#${hash}` : localised;
}
