/**
 * Every page of the site, by what it is for a visitor, as its English path (the Spanish twin adds
 * /es/: `localePath`). Navigation, the forms, the route modules, the sitemap, the feed and the tests
 * read paths from here, so a page is renamed in one place.
 */
export const ROUTES = {
  home: '/',
  blogs: '/blogs/',
  blogFirstPage: '/blogs/page1/',
  about: '/about/',
  terms: '/service/',
  privacy: '/privacy/',
  safety: '/safety/',
  contact: '/contact/',
  caseForm: '/formInput/',
  confirmation: '/confirmAlert/',
  /** The confirmation for a lead the relay holds to deliver later: a page of its own, so the address says nothing about the visitor. */
  heldConfirmation: '/confirmAlert/held/',
  stateGuides: '/states/',
  feed: '/feed.xml',
  sitemap: '/sitemap.xml',
} as const;

/**
 * The site's logo as a file: the firms' e-mail templates show it from the site (README, "EmailJS
 * set-up"), and the structured data names it.
 */
export const LOGO_PATH = '/logo.png';

/** The id of the lead-journey heading on the privacy page, which the forms link to. */
export const LEAD_JOURNEY_ANCHOR = 'where-your-message-goes';

/** Pages meant to be found, in sitemap order: redirects, the confirmation page and the 404 page are left out. */
export const CANONICAL_STATIC_ROUTES = [ROUTES.home, ROUTES.about, ROUTES.terms, ROUTES.privacy, ROUTES.safety, ROUTES.contact, ROUTES.caseForm] as const;
