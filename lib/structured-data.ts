import type { Article } from '@/lib/articles';

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

export function articleJsonLd(article: Article, siteUrl: string, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    image: article.images.map((img) => absolute(siteUrl, img.src)),
    mainEntityOfPage: absolute(siteUrl, article.href),
    author: { '@type': 'Organization', name: publisher, url: `${siteUrl}/` },
    publisher: { '@type': 'Organization', name: publisher, logo: { '@type': 'ImageObject', url: absolute(siteUrl, '/logo.png') } },
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
    logo: absolute(input.siteUrl, '/logo.png'),
    image: absolute(input.siteUrl, '/og-default.png'),
    areaServed: input.areas.map((name) => ({ '@type': 'State', name })),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}
