import { about } from './about';
import { blogCopy } from './blog-copy';
import { brandImageCopy } from './brand-images';
import { caseFormCopy } from './case-form';
import { confirmation } from './confirmation';
import { contactCopy } from './contact';
import { crisisHelp } from './crisis-lines';
import { faqTabs } from './faq';
import { caseFormFieldsCopy, contactFormCopy, formCopy, optionLabels, sendFailureCopy, validationCopy } from './forms';
import { homeCopy } from './home';
import { howItWorks } from './how-it-works';
import { issueTypes, otherIssueChoices } from './issue-types';
import { headerCopy, layoutCopy, pageTitles, quickExitCopy } from './layout';
import { leadJourney } from './lead-journey';
import { notFoundCopy } from './not-found';
import { promises } from './promises';
import { reviewItems, reviewsCopy } from './reviews';
import { footerLinks, nav, site } from './site';
import { servedStatesCopy } from './served-states';
import { stateGuidesCopy } from './state-guides';
import { legalSourcesCopy } from './legal-sources';

/**
 * Every English sentence of the site, as one dictionary; content/es/index.ts is its Spanish twin
 * and must have the same shape. Language-free data (names, numbers, routes) is in content/shared/.
 * Adding a copy module: write content/en/x.ts and content/es/x.ts, and add it to both dictionaries.
 */
export const en = {
  site,
  nav,
  footerLinks,
  pageTitles,
  quickExit: quickExitCopy,
  header: headerCopy,
  layout: layoutCopy,
  home: homeCopy,
  blog: blogCopy,
  caseForm: caseFormCopy,
  confirmation,
  contact: contactCopy,
  leadJourney,
  promises,
  notFound: notFoundCopy,
  reviewsCopy,
  reviewItems,
  form: formCopy,
  sendFailure: sendFailureCopy,
  validation: validationCopy,
  contactForm: contactFormCopy,
  caseFormFields: caseFormFieldsCopy,
  optionLabels,
  crisisHelp,
  issueTypes,
  otherIssueChoices,
  faqTabs,
  howItWorks,
  about,
  brandImages: brandImageCopy,
  stateGuides: stateGuidesCopy,
  servedStates: servedStatesCopy,
  legalSources: legalSourcesCopy,
} as const;
