import { REVIEWS_SHOWN, ZIP_LENGTH } from '@/lib/limits';
import { pickDistinct } from '@/lib/random-pick';
import { CAROUSEL, installCarousel } from '@/lib/islands/carousel';
import { CASE_PREFILL, installCasePrefill } from '@/lib/islands/case-prefill';
import { FRAMEWORK_LOADER, installFrameworkLoader } from '@/lib/islands/framework-loader';
import { installIssueSearch, ISSUE_SEARCH } from '@/lib/islands/issue-search';
import { installTabs, TABS } from '@/lib/islands/tabs';

const ZIP_PATTERN = `^[0-9]{${ZIP_LENGTH}}$`;

/**
 * The one standalone script of the pages with a lead form or the home page's search: the
 * framework loader starts at once (so that no early interaction is missed), the rest once the
 * document is parsed. Every part is a self-contained function from lib/islands/, inlined by its
 * source, so this file is static: the same bytes on every page and every build of the same code.
 */
export function islandsScript(): string {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    '(function(){',
    `(${installFrameworkLoader.toString()})(document,${json(FRAMEWORK_LOADER)});`,
    'function ready(){',
    `(${installCasePrefill.toString()})(window,${json(CASE_PREFILL)},${json(ZIP_PATTERN)});`,
    `(${installIssueSearch.toString()})(document,${json(ISSUE_SEARCH)},${json(ZIP_PATTERN)},function(u){location.assign(u);});`,
    `(${installTabs.toString()})(document,${json(TABS)});`,
    `(${installCarousel.toString()})(document,${json(CAROUSEL)},${REVIEWS_SHOWN},${pickDistinct.toString()});`,
    '}',
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',ready);else ready();",
    '})();',
  ].join('\n');
}
