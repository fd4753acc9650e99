import { BUNDLED_PAGE_SCRIPTS } from '@/lib/islands/page-scripts.generated';

/**
 * The one standalone script of the pages with a lead form or the home page's search: the
 * form-code loader, the case form's prefill, the search, the FAQ tabs and the carousel, bundled
 * by esbuild from lib/islands/page-scripts/islands-entry.ts. The same bytes on every page and every
 * build of the same code.
 */
export function islandsInlineScript(): string {
  return BUNDLED_PAGE_SCRIPTS.islands;
}
