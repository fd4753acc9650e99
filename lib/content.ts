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

export const reviewsSchema = z
  .array(
    z.object({
      id: text,
      sample: z.boolean(),
      name: text,
      avatar: z.string().regex(/^[A-Z]{1,3}$/, 'initials, e.g. "MG"'),
      rating: z.number().int().min(1).max(5),
      city: text,
      state: text,
      subject: text,
      text: text.max(600),
    }),
  )
  .min(4, 'the carousel shows four reviews, so at least four are needed');

export const faqTabsSchema = z
  .array(
    z.object({
      id: text,
      label: text,
      items: z.array(z.object({ id: text, subject: text, subtitle: text.optional(), paragraphs: z.array(text).min(1) })).length(3, 'each tab has three questions'),
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
  if (!result.success) throw new Error(formatZodIssues(file, result.error));
  return result.data;
}

export const issueTypes = validateContent('content/issue-types.ts', issueTypesSchema, rawIssueTypes);
export const reviews = validateContent('content/reviews.ts', reviewsSchema, rawReviews);
export const faqTabs = validateContent('content/faq.ts', faqTabsSchema, rawFaqTabs);
export const howItWorks = validateContent('content/how-it-works.ts', howItWorksSchema, rawHowItWorks);
export const about = validateContent('content/about.ts', aboutSchema, rawAbout);

export type IssueType = (typeof issueTypes)[number];
export type Review = (typeof reviews)[number];
export type FaqTab = (typeof faqTabs)[number];
