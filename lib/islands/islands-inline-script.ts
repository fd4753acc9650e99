import { BUNDLED_PAGE_SCRIPTS } from '@/lib/islands/page-scripts.generated';
import { CAROUSEL } from '@/lib/islands/carousel';
import { ISSUE_SEARCH } from '@/lib/islands/issue-search';
import { TABS } from '@/lib/islands/tabs';

/**
 * Which islands script a page carries: 'home' runs every island (the lead forms', the issue
 * search, the FAQ tabs and the reviews carousel); 'forms' only the lead forms' (the form-code
 * loader, the case form's prefill, the zip notice), for the pages that hold nothing else.
 */
export type IslandsScript = 'home' | 'forms';

/**
 * The islands that only the 'home' script runs, by the attribute that marks each: a page carrying
 * the 'forms' script must hold none of them, or it would show them dead (scripts/lib/strip-framework.ts checks).
 */
export const HOME_ONLY_ISLANDS = [ISSUE_SEARCH.form, TABS.root, CAROUSEL.root] as const;

/**
 * The standalone script that runs a page's islands, bundled by esbuild from
 * lib/islands/page-scripts/: the same bytes on every page that carries it and every build of the same code.
 */
export function islandsInlineScript(which: IslandsScript): string {
  return which === 'home' ? BUNDLED_PAGE_SCRIPTS.homeIslands : BUNDLED_PAGE_SCRIPTS.formIslands;
}
