export const blogCopy = {
  title: 'Injury Law Blog',
  listLead: 'Plain-language guides for survivors and injured people: your rights, your options, and what to expect.',
  listDescription: (page: number, total: number) =>
    `Plain-language articles on personal injury law, abuse claims, lawyers and compensation. Page ${page} of ${total}.`,
  previousPage: 'Newer articles',
  nextPage: 'More articles',
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  breadcrumbRoot: 'Blogs',
  redirectLabel: 'Continue to the blog',
  feedTitle: 'Injury Law Blog | Referral Portal for Abuse',
} as const;
