import type { ReviewData } from '@/lib/schemas/content';

/**
 * Reviews for the home carousel, written once for both languages; each language's words (subject
 * and text) are in content/<locale>/reviews.ts under the same id. Each entry is one of two kinds
 * (schema: lib/schemas/content.ts):
 * - `kind: "sample"`: invented text for layout. Its card always shows the dictionary's `sampleLabel`.
 * - `kind: "testimonial"`: a real client's words, published only with their written consent,
 *   recorded in `consent` ({ date, method, nameAsAgreed }); the card shows `nameAsAgreed` as the name.
 * docs/content.md ("Reviews: samples and real testimonials") explains what to get and keep. Never invent a
 * testimonial or edit a client's words: lawyer-advertising rules and the FTC's rule on fake
 * reviews forbid it. A real client's words are never translated without their consent to the wording.
 */
export const REVIEWS = [
  { id: 'sample-maria-g', kind: 'sample', name: 'Maria G.', avatar: 'MG', city: 'Phoenix', state: 'AZ' },
  { id: 'sample-james-t', kind: 'sample', name: 'James T.', avatar: 'JT', city: 'Columbus', state: 'OH' },
  { id: 'sample-aisha-r', kind: 'sample', name: 'Aisha R.', avatar: 'AR', city: 'Atlanta', state: 'GA' },
  { id: 'sample-daniel-k', kind: 'sample', name: 'Daniel K.', avatar: 'DK', city: 'Newark', state: 'NJ' },
  { id: 'sample-lauren-b', kind: 'sample', name: 'Lauren B.', avatar: 'LB', city: 'Charlotte', state: 'NC' },
  { id: 'sample-rosa-m', kind: 'sample', name: 'Rosa M.', avatar: 'RM', city: 'Tampa', state: 'FL' },
  { id: 'sample-kevin-w', kind: 'sample', name: 'Kevin W.', avatar: 'KW', city: 'Louisville', state: 'KY' },
  { id: 'sample-tanya-p', kind: 'sample', name: 'Tanya P.', avatar: 'TP', city: 'Boston', state: 'MA' },
  { id: 'sample-grace-l', kind: 'sample', name: 'Grace L.', avatar: 'GL', city: 'Richmond', state: 'VA' },
] as const satisfies readonly ReviewData[];

export type ReviewId = (typeof REVIEWS)[number]['id'];
