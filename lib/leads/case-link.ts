import { localePath, type Locale } from '@/lib/i18n';
import { CASE_FORM_PARAMS } from '@/lib/islands/contract';

export const CASE_FORM_PATH = '/formInput/';

/**
 * Link to the case form of `locale` with the issue chosen, as its code (content/shared/issue-types.ts)
 * in the fragment, as the home page's search carries it: a browser never sends the fragment to
 * the host, so nothing of it reaches an access log, and the history keeps `/formInput/#i=2`,
 * which names no issue. The case form's script reads it and cleans the address; without
 * JavaScript the plain case form opens and the visitor chooses there.
 */
export function caseFormHref(issueCode: string, locale: Locale = 'en'): string {
  return `${localePath(locale, CASE_FORM_PATH)}#${new URLSearchParams({ [CASE_FORM_PARAMS.issue]: issueCode }).toString()}`;
}
