// Bundled by esbuild into the home page's islands script (scripts/lib/page-scripts-bundle.ts):
// the lead forms' islands, the issue search, the FAQ tabs and the reviews carousel.
import { REVIEWS_SHOWN } from '@/lib/limits';
import { pickDistinct } from '@/lib/site/random-pick';
import { CAROUSEL, installCarousel } from '@/lib/islands/carousel';
import { installIssueSearch, ISSUE_SEARCH } from '@/lib/islands/issue-search';
import { installTabs, TABS } from '@/lib/islands/tabs';
import { startLeadFormIslands, whenParsed, ZIP_PATTERN } from '@/lib/islands/page-scripts/lead-form-islands';

const leadFormsReady = startLeadFormIslands();

whenParsed(() => {
  leadFormsReady();
  installIssueSearch(document, ISSUE_SEARCH, ZIP_PATTERN, (url) => location.assign(url));
  installTabs(document, TABS);
  installCarousel(document, CAROUSEL, REVIEWS_SHOWN, pickDistinct);
});
