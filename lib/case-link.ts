import { localePath, type Locale } from '@/lib/i18n';

export const CASE_FORM_PATH = '/formInput/';

/**
 * Link to the case form of `locale` with the issue (and zip) chosen; values are URL-encoded.
 * The issue is always its canonical English name, whatever the page's language.
 */
export function caseFormHref(issueName: string, zipCode?: string, locale: Locale = 'en'): string {
  const query = new URLSearchParams({ accidentId: issueName });
  if (zipCode !== undefined) query.set('zipCode', zipCode);
  return `${localePath(locale, CASE_FORM_PATH)}?${query.toString().replace(/\+/g, '%20')}`;
}
