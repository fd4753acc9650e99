import { isValidZip } from '@/lib/zip';

/**
 * Reads the hero search's query (`accidentId`, `zipCode`: the names are a contract with links
 * already shared). Only values the form would accept are prefilled; anything else stays empty.
 */
export function prefillFromQuery(query: { accidentId: string | null; zipCode: string | null }, issueNames: readonly string[]) {
  const issueType = query.accidentId && issueNames.includes(query.accidentId) ? query.accidentId : '';
  const zipCode = query.zipCode && isValidZip(query.zipCode) ? query.zipCode.trim() : '';
  return { issueType, zipCode };
}
