/**
 * Paper cannot be clicked, so a printed guide writes each link's address after it (app/globals.css). A link to a page
 * of this site is written as its full address, from the site's own address, since "(/safety/)" leads nowhere on paper.
 */
export function printAddress(href: string, siteUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : new URL(href, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

const RESEARCH_WORDS = /\b(?:could not|not (?:be )?read|stored|excerpt|read (?:only )?(?:up )?to|cut off|opening part|ended|not opened|not seen)\b/i;

/**
 * The version of a source in a few words, for the one line a guide shows under "How we checked this": the first clause
 * of the research note ("2007 edition on Justia" from "2007 edition on Justia (§ 335.1 was added by …)"). A note whose
 * first clause is about what could not be read stays in the data (npm run facts shows it), so it gives no version.
 */
export function shortVersion(read: string): string | undefined {
  const first = read.split(/\s*(?:[(:;,]|\s[-–—]\s)/)[0]!.trim();
  if (first.length < 3 || first.length > 70 || RESEARCH_WORDS.test(first)) return undefined;
  return first;
}
