import type { Translation } from '@/lib/i18n';
import type { en } from '@/content/en';

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

/** Every Spanish sentence of the site: the English dictionary's shape, so a missing or extra sentence is a type error. */
export const es: Translation<typeof en> = {
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
};
