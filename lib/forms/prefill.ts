import { isValidZip } from '@/lib/zip';

/** Only values the form would accept are prefilled; anything else stays empty. */
export function prefillFromQuery(query: { accidentId: string | null; zipCode: string | null }, issueNames: readonly string[]) {
  const accidentId = query.accidentId && issueNames.includes(query.accidentId) ? query.accidentId : '';
  const zipCode = query.zipCode && isValidZip(query.zipCode) ? query.zipCode.trim() : '';
  return { accidentId, zipCode };
}
