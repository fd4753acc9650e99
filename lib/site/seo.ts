import type { Metadata, Viewport } from 'next';
import { copyFor } from '@/lib/content/copy';
import { localeOfPath, localePath, twinPath, type Locale } from '@/lib/i18n';
import { BRAND_ICON_SVG, svgDataUrl } from '@/lib/site/brand-icon';
import { palette } from '@/lib/site/palette';
import { feedPath } from '@/lib/site/rss';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

function shareImage(locale: Locale) {
  const { site } = copyFor(locale);
  return { url: '/og-default.png', width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` };
}

const feedLink = (locale: Locale) => ({ 'application/rss+xml': [{ url: feedPath(locale), title: copyFor(locale).blog.feedTitle }] });

/** hreflang links for a page and its twin; x-default is the English page. */
export function languageAlternates(path: string): Record<string, string> {
  const english = localeOfPath(path) === 'en' ? path : twinPath(path);
  return { en: english, es: localePath('es', english), 'x-default': english };
}

/**
 * A page's canonical URL, its language twins and the feed link of its language. Next replaces
 * the layout's whole `alternates` object when a page sets its own, so a page that gave only its
 * canonical URL would lose the feed link. `twin: false` for a page without one (the Spanish 404).
 */
export function pageAlternates(canonical: string, { twin = true }: { twin?: boolean } = {}): Metadata['alternates'] {
  const locale = localeOfPath(canonical);
  return { canonical, ...(twin ? { languages: languageAlternates(canonical) } : {}), types: feedLink(locale) };
}

export const rootViewport: Viewport = { themeColor: palette.brand.DEFAULT, width: 'device-width', initialScale: 1 };

export function rootMetadata(siteUrl: string, locale: Locale = 'en'): Metadata {
  const { site } = copyFor(locale);
  const image = shareImage(locale);
  return {
    metadataBase: new URL(`${siteUrl}/`),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    referrer: 'no-referrer',
    // The favicon travels in the page: one request fewer on a slow connection, which Lighthouse
    // would otherwise count before the first paint.
    icons: { icon: [{ url: svgDataUrl(BRAND_ICON_SVG), type: 'image/svg+xml' }], apple: '/apple-icon.png' },
    alternates: { types: feedLink(locale) },
    openGraph: { siteName: site.name, locale: OG_LOCALE[locale], type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', images: [image.url] },
  };
}

export interface PageSeo {
  /** Page title; the root template appends the site name. */
  title: string;
  description: string;
  /** Route with trailing slash, e.g. `/about/` or `/es/about/`; its language follows from it. */
  path: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
  /** Use the title as is, without the site-name template (home page). */
  absoluteTitle?: boolean;
}

export function pageMetadata({ title, description, path, image, type = 'website', absoluteTitle }: PageSeo): Metadata {
  const locale = localeOfPath(path);
  const { site } = copyFor(locale);
  const picture = image ?? shareImage(locale);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: pageAlternates(path),
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, locale: OG_LOCALE[locale], type, images: [picture] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [picture.url] },
  };
}

/** Serialises JSON-LD for a <script> tag; `<` is escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
