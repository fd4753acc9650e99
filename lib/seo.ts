import type { Metadata } from 'next';
import { site } from '@/content/site';
import { FEED_PATH } from '@/lib/rss';

const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` };

const FEED_LINK = { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.name} blog` }] };

/**
 * A page's canonical URL together with the feed link. Next replaces the layout's whole
 * `alternates` object when a page sets its own, so a page that gave only its canonical URL
 * would lose the feed link.
 */
export function pageAlternates(canonical: string): Metadata['alternates'] {
  return { canonical, types: FEED_LINK };
}

export function rootMetadata(siteUrl: string): Metadata {
  return {
    metadataBase: new URL(`${siteUrl}/`),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    referrer: 'no-referrer',
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: '/apple-icon.png' },
    alternates: { types: FEED_LINK },
    openGraph: { siteName: site.name, locale: 'en_US', type: 'website', images: [DEFAULT_SHARE_IMAGE] },
    twitter: { card: 'summary_large_image', images: [DEFAULT_SHARE_IMAGE.url] },
  };
}

export interface PageSeo {
  /** Page title; the root template appends the site name. */
  title: string;
  description: string;
  /** Route with trailing slash, e.g. `/about/`. */
  path: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
  /** Use the title as is, without the site-name template (home page). */
  absoluteTitle?: boolean;
}

export function pageMetadata({ title, description, path, image = DEFAULT_SHARE_IMAGE, type = 'website', absoluteTitle }: PageSeo): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: pageAlternates(path),
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, locale: 'en_US', type, images: [image] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}

/** Serialises JSON-LD for a <script> tag; `<` is escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
