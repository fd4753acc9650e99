import { localePath, type Locale } from '@/lib/i18n';
import { CASE_PREFILL } from '@/lib/islands/case-prefill';

export const CASE_FORM_PATH = '/formInput/';

/**
 * Link to the case form of `locale` with the issue chosen, carried in the fragment as the home
 * page's search carries it: a browser never sends the fragment to the host, so the issue type
 * stays out of its access log. The case form's script reads it and cleans the address; without
 * JavaScript the plain case form opens and the visitor chooses there. The issue is always its
 * canonical English name, whatever the page's language.
 */
export function caseFormHref(issueName: string, locale: Locale = 'en'): string {
  const fragment = new URLSearchParams({ [CASE_PREFILL.issueParam]: issueName });
  return `${localePath(locale, CASE_FORM_PATH)}#${fragment.toString().replace(/\+/g, '%20')}`;
}
