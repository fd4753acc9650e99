// Bundled by esbuild into the inline script that runs the islands of a page with a lead form or
// the home page's search (scripts/lib/page-scripts-bundle.ts): the case form's address is cleaned
// and the form-code loader starts at once, so that no early interaction is missed, the rest once
// the document is parsed.
import { REVIEWS_SHOWN, ZIP_LENGTH } from '@/lib/limits';
import { pickDistinct } from '@/lib/site/random-pick';
import { CAROUSEL, installCarousel } from '@/lib/islands/carousel';
import { CASE_PREFILL, fillCasePrefill, takeCasePrefill } from '@/lib/islands/case-prefill';
import { FORM_CODE_LOADER, installFormCodeLoader } from '@/lib/islands/form-code-loader';
import { installIssueSearch, ISSUE_SEARCH } from '@/lib/islands/issue-search';
import { installTabs, TABS } from '@/lib/islands/tabs';
import { installZipNotices, ZIP_NOTICE } from '@/lib/islands/zip-notice';

const ZIP_PATTERN = `^[0-9]{${ZIP_LENGTH}}$`;

// First of all, while the page is still being parsed: the issue and zip leave the address.
const prefill = takeCasePrefill(window, CASE_PREFILL);
installFormCodeLoader(document, FORM_CODE_LOADER);

function ready() {
  // Before the prefill, so that a prefilled zip outside the firm's states is told at once.
  installZipNotices(document, ZIP_NOTICE);
  fillCasePrefill(document, CASE_PREFILL, prefill, ZIP_PATTERN);
  installIssueSearch(document, ISSUE_SEARCH, ZIP_PATTERN, (url) => location.assign(url));
  installTabs(document, TABS);
  installCarousel(document, CAROUSEL, REVIEWS_SHOWN, pickDistinct);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
else ready();
