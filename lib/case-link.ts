export const CASE_FORM_PATH = '/formInput/';

/** Link to the case form with the issue (and zip) chosen; values are URL-encoded. */
export function caseFormHref(issueName: string, zipCode?: string): string {
  const query = new URLSearchParams({ accidentId: issueName });
  if (zipCode !== undefined) query.set('zipCode', zipCode);
  return `${CASE_FORM_PATH}?${query.toString().replace(/\+/g, '%20')}`;
}
