/**
 * Paper cannot be clicked, so a printed guide writes each link's address after it (app/globals.css). A link to a page
 * of this site is written as its full address, from the site's own address, since "(/safety/)" leads nowhere on paper.
 */
export function printAddress(href: string, siteUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : new URL(href, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}
