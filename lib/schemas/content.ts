import { z } from 'zod';
import { US_STATE_CODES } from './us-states';

/*
 * The schemas every content module passes when the site builds. They import nothing from content/:
 * content is typed by them, never the other way round.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9-]+$/);

const issueWordsSchema = z.object({ label: text, summary: text.max(80), description: text });
export type IssueWords = z.input<typeof issueWordsSchema>;

/** An issue type as a page shows it: its canonical name and picture (content/shared) with its words in one language. */
export const issueTypesSchema = z
  .array(issueWordsSchema.extend({ name: text, pictureId: slug, code: z.string().regex(/^[0-9]$/, 'one digit, e.g. "3"') }))
  .length(6, 'there must be exactly six issue types')
  .refine((types) => new Set(types.map((t) => t.code)).size === types.length, 'each issue type needs a code of its own');

const reviewMeta = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens, e.g. "maria-g"'),
  avatar: z.string().regex(/^[A-Z]{1,3}$/, 'initials, e.g. "MG"'),
  city: text,
};

/** Only a real client's testimonial carries stars: a sample's rating would be invented (16 CFR 465). */
const rating = z.number().int().min(1).max(5);

/**
 * What an invented sample must never say, in either language: a reply time, an outcome, or what
 * the firm or a lawyer did for the writer. A sample that says it could be read as a real client's
 * experience (16 CFR 465, ABA Model Rule 7.1), so the build stops and names it.
 */
const SAMPLE_CLAIMS: readonly RegExp[] = [
  /\b(called|e-?mailed|wrote|got back to|answered) (me|us)\b/i,
  /\b(same day|next morning|next day|right away|quickly|within (an?|\w+) (hours?|days?))\b/i,
  /\b(reply|response|answer) came\b/i,
  /\b(won|settled|settlement|recovered|verdict|awarded)\b/i,
  /\b(this service|connected (me|us))\b/i,
  /\b(the lawyer|she|he|they) (called|explained|listened|answered|helped|handled|made sure|respected|spoke)\b/i,
  /\b(consultation|it) was free\b/i,
  /\b(me|nos) (llamó|llamaron|escribió|escribieron|respondió|respondieron|contestó|contestaron|explicó|explicaron|escuchó|escucharon|ayudó|ayudaron|dijo|dijeron)(?![\p{L}])/iu,
  /(el mismo día|a la mañana siguiente|al día siguiente|enseguida|rápido|rápidamente)/i,
  /\bla respuesta llegó(?![\p{L}])/iu,
  /\b(ganamos|gané|recuperé|veredicto|indemnización)(?![\p{L}])/iu,
  /\b(este servicio|(me|nos) puso en contacto)(?![\p{L}])/iu,
  /\bfue gratuita(?![\p{L}])/iu,
];

const claimIn = (words: { subject: string; text: string }) => SAMPLE_CLAIMS.map((claim) => claim.exec(`${words.subject} ${words.text}`)?.[0]).find(Boolean);

const CONSENT_MISSING =
  'missing: a published testimonial needs the client\'s written consent record { date, method, nameAsAgreed } (see docs/content.md, "Reviews: samples and real testimonials")';

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

const KIND_ERROR = { error: 'kind must be "sample" or "testimonial"' };

/**
 * A review as content/shared/reviews.ts writes it, once for both languages: who, where, which kind.
 * A sample carries no label field: every sample card shows the label from the dictionary, so a
 * sample without its label cannot be written.
 */
const reviewDataSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('sample'), name: text, ...reviewMeta, state: z.enum(US_STATE_CODES) }),
    z.strictObject({ kind: z.literal('testimonial'), consent: consentSchema, ...reviewMeta, rating, state: z.enum(US_STATE_CODES) }),
  ],
  KIND_ERROR,
);

export const reviewDataListSchema = z.array(reviewDataSchema).min(4, 'the carousel shows four reviews, so at least four are needed');

/** What an editor writes in content/shared/reviews.ts. */
export type ReviewData = z.input<typeof reviewDataSchema>;

/** The words of one review in one language (content/<locale>/reviews.ts), keyed by the review's id. */
const reviewWordsSchema = z.strictObject({ subject: text, text: text.max(600) });
export type ReviewWords = z.input<typeof reviewWordsSchema>;

/**
 * A review as a card shows it: the shared entry, its state's name and its words in one language. A
 * testimonial shows the name the client agreed to and nothing else from its consent record, which
 * stays in the repository as proof.
 */
const reviewSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('sample'), name: text, ...reviewMeta, state: text, ...reviewWordsSchema.shape }).superRefine((sample, ctx) => {
      const claim = claimIn(sample);
      if (claim)
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message: `a sample must not state a reply time, an outcome or what the firm did ("${claim}"): it could be read as a real client's experience`,
        });
    }),
    z
      .strictObject({ kind: z.literal('testimonial'), consent: consentSchema, ...reviewMeta, rating, state: text, ...reviewWordsSchema.shape })
      .transform(({ consent, ...review }) => ({ ...review, name: consent.nameAsAgreed })),
  ],
  KIND_ERROR,
);

export const reviewsSchema = z.array(reviewSchema).min(4, 'the carousel shows four reviews, so at least four are needed');

/** A review before validation, with its words joined in. */
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

/** What an editor writes in content/<locale>/faq.ts. */
export type FaqTabsEntry = z.input<typeof faqTabsSchema>;
export type FaqTab = z.infer<typeof faqTabsSchema>[number];

export const howItWorksSchema = z.object({ title: text, intro: text, steps: z.array(z.object({ title: text, text })).length(3) });

export const aboutSchema = z.object({
  heroTitle: text,
  heroText: text,
  sections: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), title: text, paragraphs: z.array(text).min(1) })).length(3),
});

/**
 * One way to reach a crisis line: a call, a text (the body pre-fills the keyword the line expects)
 * or its online chat, which can be safer than a call for someone who is monitored.
 */
const crisisActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['tel', 'sms']),
    value: z.string().regex(/^\+?\d+$/, 'digits only, with + before a full international number'),
    /** The number as people read it, e.g. "800-656-HOPE (4673)". */
    display: text,
    body: text.optional(),
  }),
  z.strictObject({ kind: z.literal('chat'), value: z.url({ protocol: /^https$/, error: 'the chat page, an https:// address' }), display: text }),
]);
export type CrisisAction = z.infer<typeof crisisActionSchema>;

export const crisisLinesSchema = z
  .array(
    z.strictObject({
      id: slug,
      /** The footer keeps the four lines the specification names; every line shows on /safety/, /contact/ and the confirmation page. */
      footer: z.boolean(),
      actions: z.array(crisisActionSchema).min(1),
      /** Shown on the full list only. */
      moreActions: z.array(crisisActionSchema).optional(),
    }),
  )
  .min(1);
/** What an editor writes in content/shared/crisis-lines.ts. */
export type CrisisLineData = z.input<typeof crisisLinesSchema>[number];

/** Frontmatter of a Markdown page in content/pages (content/es/pages in Spanish). */
export const legalPageFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20).max(160),
  updated: z.union([z.string(), z.date()]).transform((v) => (typeof v === 'string' ? v : v.toISOString().slice(0, 10))),
});
export type LegalPageFrontmatter = z.infer<typeof legalPageFrontmatterSchema>;
