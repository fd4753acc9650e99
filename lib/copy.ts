import * as en from '@/content/site';
import * as es from '@/content/es/site';
import * as enLayout from '@/content/layout';
import * as esLayout from '@/content/es/layout';
import * as enForms from '@/content/forms';
import * as esForms from '@/content/es/forms';
import { homeCopy as enHome } from '@/content/home';
import { homeCopy as esHome } from '@/content/es/home';
import { blogCopy as enBlog } from '@/content/blog-copy';
import { blogCopy as esBlog } from '@/content/es/blog-copy';
import { caseFormCopy as enCaseForm } from '@/content/case-form';
import { caseFormCopy as esCaseForm } from '@/content/es/case-form';
import { confirmation as enConfirmation } from '@/content/confirmation';
import { confirmation as esConfirmation } from '@/content/es/confirmation';
import { contactCopy as enContact } from '@/content/contact';
import { contactCopy as esContact } from '@/content/es/contact';
import { crisisHelp as enCrisis } from '@/content/crisis-lines';
import { crisisHelp as esCrisis } from '@/content/es/crisis-lines';
import { leadJourney as enLeadJourney } from '@/content/lead-journey';
import { leadJourney as esLeadJourney } from '@/content/es/lead-journey';
import { notFoundCopy as enNotFound } from '@/content/not-found';
import { notFoundCopy as esNotFound } from '@/content/es/not-found';
import { reviewsCopy as enReviewsCopy } from '@/content/reviews';
import { reviewsCopy as esReviewsCopy, reviews as rawEsReviews } from '@/content/es/reviews';
import { about as rawEsAbout } from '@/content/es/about';
import { faqTabs as rawEsFaqTabs } from '@/content/es/faq';
import { howItWorks as rawEsHowItWorks } from '@/content/es/how-it-works';
import { issueTypes as rawEsIssueTypes, issueTypeLabels } from '@/content/es/issue-types';
import * as validated from '@/lib/content';
import type { CrisisAction } from '@/lib/crisis';
import type { Locale, Translation } from '@/lib/i18n';

const englishText = {
  site: en.site,
  nav: en.nav,
  footerStates: en.footerStates,
  footerLawyerLinks: en.footerLawyerLinks,
  pageTitles: enLayout.pageTitles,
  quickExit: enLayout.quickExitCopy,
  header: enLayout.headerCopy,
  layout: enLayout.layoutCopy,
  home: enHome,
  blog: enBlog,
  caseForm: enCaseForm,
  confirmation: enConfirmation,
  contact: enContact,
  leadJourney: enLeadJourney,
  notFound: enNotFound,
  reviewsCopy: enReviewsCopy,
  form: enForms.formCopy,
  sendFailure: enForms.sendFailureCopy,
  validation: enForms.validationCopy,
  contactForm: enForms.contactFormCopy,
  caseFormFields: enForms.caseFormFieldsCopy,
  optionLabels: enForms.optionLabels,
};

interface CrisisHelpCopy {
  title: string;
  notice: string;
  lines: readonly { name: string; detail: string; actions: readonly (CrisisAction & { label: string })[] }[];
}

/** Every sentence of one language: the same shape in both, so a page never falls back to English. */
export type SiteCopy = { readonly [K in keyof typeof englishText]: Translation<(typeof englishText)[K]> } & {
  locale: Locale;
  crisisHelp: CrisisHelpCopy;
  issueTypes: readonly validated.IssueType[];
  /** On-screen name of each canonical issue type name (the value the forms send). */
  issueLabel: (name: string) => string;
  reviews: readonly validated.Review[];
  faqTabs: readonly validated.FaqTab[];
  howItWorks: typeof validated.howItWorks;
  about: typeof validated.about;
};

const english: SiteCopy = {
  ...englishText,
  locale: 'en',
  crisisHelp: enCrisis,
  issueTypes: validated.issueTypes,
  issueLabel: (name) => name,
  reviews: validated.reviews,
  faqTabs: validated.faqTabs,
  howItWorks: validated.howItWorks,
  about: validated.about,
};

const spanishLabels: Record<string, string> = issueTypeLabels;

const spanish: SiteCopy = {
  site: es.site,
  nav: es.nav,
  footerStates: es.footerStates,
  footerLawyerLinks: es.footerLawyerLinks,
  pageTitles: esLayout.pageTitles,
  quickExit: esLayout.quickExitCopy,
  header: esLayout.headerCopy,
  layout: esLayout.layoutCopy,
  home: esHome,
  blog: esBlog,
  caseForm: esCaseForm,
  confirmation: esConfirmation,
  contact: esContact,
  leadJourney: esLeadJourney,
  notFound: esNotFound,
  reviewsCopy: esReviewsCopy,
  form: esForms.formCopy,
  sendFailure: esForms.sendFailureCopy,
  validation: esForms.validationCopy,
  contactForm: esForms.contactFormCopy,
  caseFormFields: esForms.caseFormFieldsCopy,
  optionLabels: esForms.optionLabels,
  locale: 'es',
  crisisHelp: esCrisis,
  issueTypes: validated.validateContent('content/es/issue-types.ts', validated.issueTypesSchema, rawEsIssueTypes),
  issueLabel: (name) => spanishLabels[name] ?? name,
  reviews: validated.validateContent('content/es/reviews.ts', validated.reviewsSchema, rawEsReviews),
  faqTabs: validated.validateContent('content/es/faq.ts', validated.faqTabsSchema, rawEsFaqTabs),
  howItWorks: validated.validateContent('content/es/how-it-works.ts', validated.howItWorksSchema, rawEsHowItWorks),
  about: validated.validateContent('content/es/about.ts', validated.aboutSchema, rawEsAbout),
};

/** The content modules of one language, for server components (client islands get theirs as props). */
export function copyFor(locale: Locale): SiteCopy {
  return locale === 'es' ? spanish : english;
}
