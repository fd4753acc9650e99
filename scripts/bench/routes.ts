// Every route the benchmark names or recognises, in one place, so that it can follow the site's
// route table when there is one.

/** Routes whose pages carry a form or the issue picker: the only ones that keep React, in both languages. */
const interactive = ['/', '/contact/', '/formInput/', '/es/', '/es/contact/', '/es/formInput/'];

export const BENCH_ROUTES = {
  interactive: new Set(interactive),
  /** One route of each kind, measured with Lighthouse. */
  lighthouse: ['/', '/blogs/page1/', '/blogs/page1/1/', '/formInput/', '/about/', '/contact/', '/confirmAlert/'],
  /** The one article the README's page-weight table shows; the others weigh the same. */
  readmeArticle: '/blogs/page1/1/',
  isArticle: (route: string) => /^\/blogs\/page\d+\/\d+\/$/.test(route),
  isBlogList: (route: string) => /^\/blogs\/page\d+\/$/.test(route),
  /** The old /blogs/N/ addresses, now redirect pages. */
  isLegacyArticle: (route: string) => /^\/blogs\/\d+\/$/.test(route),
} as const;
