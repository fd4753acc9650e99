import { z } from 'zod';
import { US_STATE_CODES } from '@/lib/schemas/us-states';
import { isoDate, isOnHosts, legalFactSchema, OFFICIAL_SITES, sourcedFactShape, sourceUrl } from '@/lib/schemas/legal-source';
import { reportedItemSchema } from '@/lib/schemas/reported';

/**
 * A state guide: what a survivor in one state most needs to know about civil time limits, and where to find help
 * there. Every stated fact carries the citation, the pages of the law's text that were actually read (each with its
 * kind and the version read) and the day it was checked, so an editor can re-check it and a reader can see how
 * current it is. A fact nobody could confirm is `null`, and the page then tells the reader to ask the firm instead of
 * guessing (a missing fact is acceptable, an unsourced one is not).
 */

/**
 * A window that reopened expired claims. `closed` is the last day to file under it (or null when it has no end). The
 * text gives the dates and conditions but never says whether the window is open: the page works that out from the
 * day the site is built.
 */
const revivalWindowSchema = z
  .object({ ...sourcedFactShape, opened: isoDate, closed: isoDate.nullable() })
  .strict()
  .refine((w) => w.closed === null || w.closed >= w.opened, { message: 'closes before it opens', path: ['closed'] });

/**
 * A limit as the state table shows it: the fact and, for the table's cell, the same limit in a few words ("2 years";
 * "until age 55"), written from the same sentence, so the table never says more than the guide does.
 */
export const limitShortSchema = z.strictObject(
  {
    en: z.string().min(2).max(60, 'the short phrase for the state table must fit in 60 characters'),
    es: z.string().min(2).max(60, 'the short phrase for the state table must fit in 60 characters'),
  },
  {
    error: (issue) =>
      issue.input === undefined
        ? 'needs the same limit its sentence states, in a few words, for the state table: { "en": "<e.g. N years from the injury>", "es": "<lo mismo en español>" }'
        : undefined,
  },
);

const guideLimitSchema = legalFactSchema.extend({ short: limitShortSchema }).strict();

const helpOrganisationSchema = z
  .object({
    kind: z.enum(['sexual-assault', 'domestic-violence', 'both']),
    name: z.string().min(5),
    url: sourceUrl,
    source: sourceUrl,
    checked: isoDate,
  })
  .strict();

/**
 * The law that governs a limit the guide does not state, so the page can name it and link the law's own page. `url`
 * is that official page (never a copy), or null where no official address is known.
 */
const governingLawSchema = z
  .object({
    citation: z.string().min(3, 'needs the section or chapter that governs this limit'),
    url: sourceUrl
      .refine((url) => isOnHosts(OFFICIAL_SITES, url), { message: "must be the law's own page, on an official host (lib/schemas/legal-source.ts)" })
      .nullable(),
  })
  .strict();

/** CHILD USA's page on the state's civil limits for childhood sexual abuse: independent research the page links. */
const childUsaUrl = sourceUrl.refine((url) => isOnHosts(['childusa.org'], url), { message: "must be CHILD USA's page for the state, on childusa.org" });

/**
 * The line a guide opens with for one situation. A stated line rests on the guide's stated fact and, without words of
 * its own, shows that fact's short form; a reported line gives time on a report, in its own words; an open line is
 * where neither exists, and the page says what keeps the question open (lib/legal-facts/guide-answer.ts checks each basis).
 */
const answerTextShape = {
  en: z.string().min(10, 'English text is missing or too short').max(220, 'an answer line is one short line: at most 220 characters'),
  es: z.string().min(10, 'Spanish text is missing or too short').max(240, 'an answer line is one short line: at most 240 characters'),
};
const answerLineSchema = z.discriminatedUnion(
  'basis',
  [
    z.strictObject({ basis: z.literal('stated'), en: answerTextShape.en.optional(), es: answerTextShape.es.optional() }),
    z.strictObject({ basis: z.literal('reported'), ...answerTextShape }),
    z.strictObject({ basis: z.literal('open') }),
  ],
  { error: () => 'needs { "basis": "stated" | "reported" | "open" } (a reported line with "en" and "es")' },
);

export const stateGuideSchema = z
  .object({
    code: z.enum(US_STATE_CODES, 'must be a two-letter postal code in capitals'),
    reviewed: isoDate,
    /** What the guide says first, one line per situation (lib/legal-facts/guide-answer.ts). */
    answer: z.strictObject(
      { child: answerLineSchema, adult: answerLineSchema, injury: answerLineSchema },
      { error: (issue) => (issue.input === undefined ? 'needs the opening lines: { "child": ..., "adult": ..., "injury": ... }' : undefined) },
    ),
    personalInjury: guideLimitSchema.nullable(),
    childSexualAbuse: guideLimitSchema.nullable(),
    revivalWindows: z.array(revivalWindowSchema),
    adultSexualAssault: guideLimitSchema.nullable(),
    adultSameAsGeneral: z.boolean().nullable(),
    /** The law that governs each limit the guide does not state (lib/legal-facts/state-guides.ts requires one for each). */
    governingLaw: z
      .object({ personalInjury: governingLawSchema, childSexualAbuse: governingLawSchema, adultSexualAssault: governingLawSchema })
      .partial()
      .strict()
      .default({}),
    childUsa: childUsaUrl,
    reported: z.array(reportedItemSchema).default([]),
    help: z.array(helpOrganisationSchema),
    askTheFirm: z.record(z.string(), z.string()),
    notes: z.string(),
  })
  .strict();

export type AnswerLine = z.infer<typeof answerLineSchema>;
export type RevivalWindow = z.infer<typeof revivalWindowSchema>;
export type GuideLimit = z.infer<typeof guideLimitSchema>;
export type StateGuideData = z.infer<typeof stateGuideSchema>;
