import { en } from '@/content/en/index';
import { es } from '@/content/es/index';
import { BRAND } from '@/content/shared/brand';
import { CRISIS_LINES } from '@/content/shared/crisis-lines';
import { ISSUE_TYPES, OTHER_ISSUE_CHOICES } from '@/content/shared/issue-types';
import { FOOTER_LINKS, NAV, NOT_FOUND_LINKS } from '@/content/shared/navigation';
import { REVIEWS } from '@/content/shared/reviews';
import { validateContent, wordsFor } from '@/lib/content/content-errors';
import type { Locale, Translation } from '@/lib/i18n';
import {
  aboutSchema,
  crisisLinesSchema,
  faqTabsSchema,
  howItWorksSchema,
  issueTypesSchema,
  reviewDataListSchema,
  reviewsSchema,
  type CrisisAction,
} from '@/lib/schemas/content';
import { stateName } from '@/lib/site/states';
import { fillTemplate } from '@/lib/text';

type Dictionary = Translation<typeof en>;

const DICTIONARIES: Record<Locale, Dictionary> = { en, es };

// Language-free data is checked once; each language's words are checked when joined to it below.
const reviewData = validateContent('content/shared/reviews.ts', reviewDataListSchema, REVIEWS);
const crisisLines = validateContent('content/shared/crisis-lines.ts', crisisLinesSchema, CRISIS_LINES);

/** One language's words joined to the shared data: what the pages show, validated when the site builds. */
function siteCopy(locale: Locale) {
  const words = DICTIONARIES[locale];
  const file = (module: string) => `content/${locale}/${module}.ts`;
  const { reviewsCopy, reviewItems, issueTypes, otherIssueChoices, crisisHelp, nav, footerLinks, notFound, faqTabs, howItWorks, about, site, ...rest } = words;
  return {
    ...rest,
    locale,
    site: { ...BRAND, ...site },
    nav: NAV.map((item) => ({ ...item, label: nav[item.id] })),
    footerLinks: FOOTER_LINKS.map((link) => ({ href: link.href, label: footerLinks[link.id] })),
    notFound: { ...notFound, links: NOT_FOUND_LINKS.map((link) => ({ href: link.href, label: notFound.links[link.id] })) },
    crisisHelp: {
      title: crisisHelp.title,
      notice: crisisHelp.notice,
      chatNote: crisisHelp.chatNote,
      lines: crisisLines.map((line) => {
        const label = (action: CrisisAction) => {
          if (action.kind === 'chat') return crisisHelp.actions.chat;
          const template = action.kind === 'tel' ? crisisHelp.actions.tel : action.body ? crisisHelp.actions.smsKeyword : crisisHelp.actions.sms;
          return fillTemplate(template, { number: action.display, keyword: action.body ?? '' });
        };
        return {
          ...wordsFor(file('crisis-lines'), crisisHelp.lines, line.id),
          footer: line.footer,
          actions: line.actions.map((action) => ({ ...action, label: label(action) })),
          moreActions: (line.moreActions ?? []).map((action) => ({ ...action, label: label(action) })),
        };
      }),
    },
    issueTypes: validateContent(
      file('issue-types'),
      issueTypesSchema,
      ISSUE_TYPES.map((t) => ({ ...t, ...wordsFor(file('issue-types'), issueTypes, t.name) })),
    ),
    /** What the forms offer: the six issue types, then the choices for anyone they do not fit; the value is what the firm receives. */
    issueChoices: [
      ...ISSUE_TYPES.map((t) => ({ value: t.name, label: issueTypes[t.name].label, code: t.code })),
      ...OTHER_ISSUE_CHOICES.map((value) => ({ value, label: otherIssueChoices[value] })),
    ],
    reviewsCopy,
    reviews: validateContent(
      file('reviews'),
      reviewsSchema,
      reviewData.map((review) => ({ ...review, state: stateName(review.state, locale), ...wordsFor(file('reviews'), reviewItems, review.id) })),
    ),
    faqTabs: validateContent(file('faq'), faqTabsSchema, faqTabs),
    howItWorks: validateContent(file('how-it-works'), howItWorksSchema, howItWorks),
    about: validateContent(file('about'), aboutSchema, about),
  };
}

/** Every sentence of one language with the shared data it speaks of: the same shape in both. */
export type SiteCopy = ReturnType<typeof siteCopy>;

const COPY: Record<Locale, SiteCopy> = { en: siteCopy('en'), es: siteCopy('es') };

/** The content of one language, for server components (client islands get theirs as props). */
export function copyFor(locale: Locale): SiteCopy {
  return COPY[locale];
}
