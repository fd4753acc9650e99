import type { Article } from '@/lib/content/articles';
import { LOGO_PATH } from '@/lib/routes';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n';

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

export function articleJsonLd(article: Article, siteUrl: string, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    image: article.images.map((img) => absolute(siteUrl, img.src)),
    mainEntityOfPage: absolute(siteUrl, article.href),
    dateModified: article.reviewed,
    author: { '@type': 'Organization', name: publisher, url: `${siteUrl}/` },
    publisher: { '@type': 'Organization', name: publisher, logo: { '@type': 'ImageObject', url: absolute(siteUrl, LOGO_PATH) } },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absolute(siteUrl, item.path) })),
  };
}

export function legalServiceJsonLd(input: { name: string; description: string; siteUrl: string; phone: string; areas: readonly string[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: input.name,
    description: input.description,
    url: `${input.siteUrl}/`,
    telephone: input.phone,
    logo: absolute(input.siteUrl, LOGO_PATH),
    image: absolute(input.siteUrl, '/og-default.png'),
    areaServed: input.areas.map((name) => ({ '@type': 'State', name })),
  };
}

/** A state guide: legal information, so it carries the day it was last reviewed (ABA Formal Opinion 10-457). */
export function stateGuideJsonLd(input: {
  title: string;
  description: string;
  path: string;
  reviewed: string;
  siteUrl: string;
  publisher: string;
  locale: Locale;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url: absolute(input.siteUrl, input.path),
    inLanguage: LANGUAGE_TAG[input.locale],
    dateModified: input.reviewed,
    lastReviewed: input.reviewed,
    publisher: { '@type': 'Organization', name: input.publisher, url: `${input.siteUrl}/` },
  };
}
