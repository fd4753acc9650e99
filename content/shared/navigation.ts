import { ROUTES } from '@/lib/routes';

/** The header's links, in order; each language names them in content/<locale>/site.ts. */
export const NAV = [
  { id: 'home', href: ROUTES.home },
  { id: 'blogs', href: ROUTES.blogFirstPage, section: ROUTES.blogs },
  { id: 'about', href: ROUTES.about },
  { id: 'services', href: ROUTES.terms },
  { id: 'contact', href: ROUTES.contact },
] as const;

/** The footer's "Lawyers" column, before the phone link. */
export const FOOTER_LINKS = [
  { id: 'about', href: ROUTES.about },
  { id: 'terms', href: ROUTES.terms },
  { id: 'privacy', href: ROUTES.privacy },
  { id: 'safety', href: ROUTES.safety },
] as const;

/** Where the 404 page offers to go. */
export const NOT_FOUND_LINKS = [
  { id: 'home', href: ROUTES.home },
  { id: 'blog', href: ROUTES.blogFirstPage },
  { id: 'caseForm', href: ROUTES.caseForm },
  { id: 'contact', href: ROUTES.contact },
] as const;

type LinkWords<T extends readonly { id: string }[]> = Record<T[number]['id'], string>;
export type NavWords = LinkWords<typeof NAV>;
export type FooterLinkWords = LinkWords<typeof FOOTER_LINKS>;
export type NotFoundLinkWords = LinkWords<typeof NOT_FOUND_LINKS>;
