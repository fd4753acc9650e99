import { z } from 'zod';
import { about as rawAbout } from '@/content/about';
import { faqTabs as rawFaqTabs } from '@/content/faq';
import { howItWorks as rawHowItWorks } from '@/content/how-it-works';
import { issueTypes as rawIssueTypes } from '@/content/issue-types';
import { reviews as rawReviews } from '@/content/reviews';
import { formatZodIssues } from '@/lib/content-errors';

const text = z.string().trim().min(1);

export const issueTypesSchema = z
  .array(z.object({ name: text, pictureId: z.string().regex(/^[a-z0-9-]+$/), summary: text.max(80), description: text }))
  .length(6, 'there must be exactly six issue types');

const reviewFields = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens, e.g. "maria-g"'),
  avatar: z.string().regex(/^[A-Z]{1,3}$/, 'initials, e.g. "MG"'),
  rating: z.number().int().min(1).max(5),
  city: text,
  state: text,
  subject: text,
  text: text.max(600),
};

const CONSENT_MISSING =
  'missing: a published testimonial needs the client\'s written consent record { date, method, nameAsAgreed } (see README, "Reviews: samples and real testimonials")';

/** Compared as ISO strings; a consent dated after the build cannot have been given yet. */
const today = () => new Date().toISOString().slice(0, 10);

const consentSchema = z.strictObject(
  {
    date: z.iso.date({ error: 'the date the client signed, e.g. "2026-03-14"' }).refine((d) => d <= today(), 'must not be in the future'),
    method: text.describe('how the client consented in writing, e.g. "signed release"'),
    nameAsAgreed: text.describe('the form of their name the client agreed to show, e.g. "Maria G."'),
  },
  { error: (issue) => (issue.input === undefined ? CONSENT_MISSING : undefined) },
);

/**
 * A sample carries no label field: every sample card shows the label from content/reviews.ts, so
 * a sample without its label cannot be written. A testimonial shows the name the client agreed
 * to and nothing else from its consent record, which stays in the repository as proof.
 */
const reviewSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('sample'), name: text, ...reviewFields }),
    z
      .strictObject({ kind: z.literal('testimonial'), consent: consentSchema, ...reviewFields })
      .transform(({ consent, ...review }) => ({ ...review, name: consent.nameAsAgreed })),
  ],
  { error: 'kind must be "sample" or "testimonial"' },
);

export const reviewsSchema = z.array(reviewSchema).min(4, 'the carousel shows four reviews, so at least four are needed');

/** What an editor writes in content/reviews.ts. */
export type ReviewEntry = z.input<typeof reviewSchema>;
/** What a review card shows. */
export type Review = z.infer<typeof reviewSchema>;

export const faqTabsSchema = z
  .array(
    z.object({
      id: text,
      label: text,
      items: z
        .array(z.object({ id: text, subject: text, subtitle: text.optional(), paragraphs: z.array(text).min(1) }))
        .length(3, 'each tab has three questions'),
    }),
  )
  .length(2, 'there are two tabs');

export const howItWorksSchema = z.object({ title: text, intro: text, steps: z.array(z.object({ title: text, text })).length(3) });

export const aboutSchema = z.object({
  heroTitle: text,
  heroText: text,
  sections: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), title: text, paragraphs: z.array(text).min(1) })).length(3),
});

/** Validates one content module when the site builds; a bad field fails the build, named. */
export function validateContent<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(formatZodIssues(file, result.error, value));
  return result.data;
}

export const issueTypes = validateContent('content/issue-types.ts', issueTypesSchema, rawIssueTypes);
export const reviews = validateContent('content/reviews.ts', reviewsSchema, rawReviews);
export const faqTabs = validateContent('content/faq.ts', faqTabsSchema, rawFaqTabs);
export const howItWorks = validateContent('content/how-it-works.ts', howItWorksSchema, rawHowItWorks);
export const about = validateContent('content/about.ts', aboutSchema, rawAbout);

/** What an editor writes in content/ (the schemas' input), so content is typed by its schema alone. */
export type IssueTypesEntry = z.input<typeof issueTypesSchema>;
export type FaqTabsEntry = z.input<typeof faqTabsSchema>;

export type IssueType = (typeof issueTypes)[number];
export type FaqTab = (typeof faqTabs)[number];
