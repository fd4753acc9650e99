import { z } from 'zod';
import { US_STATE_CODES } from '@/lib/schemas/us-states';

/**
 * A state guide: what a survivor in one state most needs to know about civil time limits, and where to find help
 * there. Every stated fact carries the citation, the page that was actually read and the day it was checked, so an
 * editor can re-check it and a reader can see how current it is. A fact nobody could confirm is `null`, and the page
 * then tells the reader to ask the firm instead of guessing (a missing fact is acceptable, an unsourced one is not).
 */

const isoDate = z.iso.date('must be a date written YYYY-MM-DD');
/** Addresses as they were read: a few coalitions' official sites still answered over plain http. */
const sourceUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be the http(s):// address of the page that was read' });

/** The sentences readers see, in each language, and where they come from. */
const sourcedFactSchema = z
  .object({
    en: z.string().min(20, 'English text is missing or too short'),
    es: z.string().min(20, 'Spanish text is missing or too short'),
    citation: z.string().min(3, 'needs the statute or session law it rests on'),
    source: sourceUrl,
    sourceTitle: z.string().min(3, 'needs the name of the page that was read'),
    checked: isoDate,
  })
  .strict();

const revivalWindowSchema = sourcedFactSchema
  .extend({ opened: isoDate, closed: isoDate.nullable() })
  .strict()
  .refine((w) => w.closed === null || w.closed >= w.opened, { message: 'closes before it opens', path: ['closed'] });

const helpOrganisationSchema = z
  .object({
    kind: z.enum(['sexual-assault', 'domestic-violence', 'both']),
    name: z.string().min(5),
    url: sourceUrl,
    source: sourceUrl,
    checked: isoDate,
  })
  .strict();

export const stateGuideSchema = z
  .object({
    code: z.enum(US_STATE_CODES, 'must be a two-letter postal code in capitals'),
    reviewed: isoDate,
    personalInjury: sourcedFactSchema.nullable(),
    childSexualAbuse: sourcedFactSchema.nullable(),
    revivalWindows: z.array(revivalWindowSchema),
    adultSexualAssault: sourcedFactSchema.nullable(),
    adultSameAsGeneral: z.boolean().nullable(),
    help: z.array(helpOrganisationSchema),
    askTheFirm: z.record(z.string(), z.string()),
    notes: z.string(),
  })
  .strict();

export type SourcedFact = z.infer<typeof sourcedFactSchema>;
export type StateGuideData = z.infer<typeof stateGuideSchema>;
