export const blogCopy = {
  /** Title of an old /blogs/{n}/ address that forwards to the article. */
  movedTitle: 'Moved: {title}',
  title: 'Injury Law Blog',
  listLead: 'Plain-language guides for survivors and injured people: your rights, your options, and what to expect.',
  listDescription: 'Plain-language articles on personal injury law, abuse claims, lawyers and compensation. Page {page} of {total}.',
  pageOf: 'Page {page} of {total}',
  pageNumber: 'Page {page}',
  listPagerLabel: 'Blog pages',
  articlePagerLabel: 'More articles',
  breadcrumbLabel: 'Breadcrumb',
  previousPage: 'Newer articles',
  nextPage: 'More articles',
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  breadcrumbRoot: 'Blogs',
  redirectLabel: 'Continue to the blog',
  feedTitle: 'Injury Law Blog | Referral Portal for Abuse',
} as const;
