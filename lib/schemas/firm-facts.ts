import { z } from 'zod';
import { US_STATE_CODES } from '@/lib/schemas/us-states';
import { isoDate, legalFactSchema, sourceUrl } from '@/lib/schemas/legal-source';
import { limitShortSchema } from '@/lib/schemas/state-guide';

/**
 * A fact the firm's own lawyer confirmed from the law's text, in the firm's own file (firm/facts/<code>.json, or the
 * folder FIRM_FACTS_DIR names), kept apart from the shipped guides so that updating the site never overwrites it.
 * The lawyer is the source: the file says who confirmed it, on which day, and what was read (address and version).
 */
const readSchema = z
  .object({
    url: sourceUrl,
    title: z.string().min(3, 'needs the name of the page or book that was read'),
    version: z.string().min(3, 'needs the version read: "current code, as amended through 2026", "2026 edition"'),
  })
  .strict();

const confirmationShape = {
  en: z.string().min(20, 'English text is missing or too short'),
  es: z.string().min(20, 'Spanish text is missing or too short'),
  citation: z.string().min(3, 'needs the statute, session law or opinion it rests on'),
  confirmedBy: z.string().min(3, 'needs the name of the lawyer who confirmed it'),
  confirmed: isoDate,
  read: z.array(readSchema).min(1, 'needs what was read: at least one { url, title, version }'),
};

const firmLimitSchema = z.object({ ...confirmationShape, short: limitShortSchema, coverage: legalFactSchema.shape.coverage }).strict();

const firmWindowSchema = z
  .object({ ...confirmationShape, opened: isoDate, closed: isoDate.nullable() })
  .strict()
  .refine((w) => w.closed === null || w.closed >= w.opened, { message: 'closes before it opens', path: ['closed'] });

export const firmFactsSchema = z
  .object({
    code: z.enum(US_STATE_CODES, 'must be a two-letter postal code in capitals'),
    personalInjury: firmLimitSchema.optional(),
    childSexualAbuse: firmLimitSchema.optional(),
    adultSexualAssault: firmLimitSchema.optional(),
    /** The complete list of windows as the lawyer confirmed it: it replaces the shipped and reported ones. */
    revivalWindows: z.array(firmWindowSchema).optional(),
  })
  .strict();

export type FirmFacts = z.infer<typeof firmFactsSchema>;
export type FirmLimit = z.infer<typeof firmLimitSchema>;
export type FirmWindow = z.infer<typeof firmWindowSchema>;
