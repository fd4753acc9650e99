export const blogCopy = {
  /** Title of an old /blogs/{n}/ address that forwards to the article. */
  movedTitle: 'Moved: {title}',
  title: 'Injury Law Blog',
  /** Shown only in the preview, on an article whose lawyer's review date is not set yet. */
  awaitingReview: "Not published: this article is waiting for a lawyer's review. Only the preview shows it.",
  reviewedLabel: 'Last reviewed:',
  articlesLabel: 'Articles',
  survivorGuidesTitle: 'Guides for survivors of sexual abuse',
  survivorGuidesLead: 'Start with the guide that fits what happened to you, or look up the time limits where you live.',
  stateGuidesLink: 'Time limits and help in your state',
  listLead: 'Plain-language guides for survivors and injured people: your rights, your options, and what to expect.',
  listDescription: 'Plain-language articles on personal injury law, abuse claims, lawyers and compensation. Page {page} of {total}.',
  pageOf: 'Page {page} of {total}',
  pageNumber: 'Page {page}',
  listPagerLabel: 'Blog pages',
  articlePagerLabel: 'More articles',
  breadcrumbLabel: 'Breadcrumb',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  breadcrumbRoot: 'Blogs',
  redirectLabel: 'Continue to the blog',
  feedTitle: 'Injury Law Blog | Referral Portal for Abuse',
  /**
   * A picture's alt text, written from its description (content/illustrations/NN.json) so a screen reader hears every word the
   * picture shows: {title} is its title, {entries} its entries joined by "; ", {count} how many there are.
   */
  pictureAlt: {
    checklist: "Checklist titled '{title}': {entries}.",
    timeline: "Timeline titled '{title}', in {count} stages: {entries}.",
    split: "Chart titled '{title}', dividing the whole into {entries}.",
    compare: "Two-column comparison titled '{title}'. {entries}.",
    bars: "Bar chart titled '{title}': {entries}.",
    steps: "{count} steps titled '{title}': {entries}.",
  },
} as const;
