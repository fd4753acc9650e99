import { z } from 'zod';
import { legalFactSchema } from '@/lib/schemas/legal-source';

/**
 * The legal facts an article or page states in its prose, each with the law it rests on. The prose lives in the
 * Markdown or the dictionary; this register is what an editor re-checks and what the page lists under "Where the
 * legal facts come from". `en` and `es` are the fact in a short sentence, as the page states it.
 */
export const pageFactsSchema = z
  .object({
    /** "article-17", "faq", "promises". */
    page: z.string().regex(/^(article-\d+|faq|promises)$/, 'must be article-{number}, faq or promises'),
    facts: z.array(legalFactSchema.extend({ id: z.string().regex(/^[a-z0-9-]+$/, 'must be a kebab-case id') }).strict()),
    /** Statements the page no longer makes because no text read settled them, each with the reason. */
    askTheFirm: z.record(z.string(), z.string()),
  })
  .strict();

export type PageFacts = z.infer<typeof pageFactsSchema>;
