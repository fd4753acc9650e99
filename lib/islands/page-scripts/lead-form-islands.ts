// The lead forms' part of both islands scripts (home-islands-entry.ts, form-islands-entry.ts),
// imported by each entry, not an entry itself.
import { ZIP_LENGTH } from '@/lib/limits';
import { CASE_PREFILL, fillCasePrefill, takeCasePrefill } from '@/lib/islands/case-prefill';
import { FORM_CODE_LOADER, installFormCodeLoader } from '@/lib/islands/form-code-loader';
import { installZipNotices, ZIP_NOTICE } from '@/lib/islands/zip-notice';

export const ZIP_PATTERN = `^[0-9]{${ZIP_LENGTH}}$`;

/**
 * Takes the issue and zip out of the address and starts the form-code loader at once, while the
 * page is still being parsed, so that no early interaction is missed; returns what to run once
 * the document is parsed.
 */
export function startLeadFormIslands(): () => void {
  const prefill = takeCasePrefill(window, CASE_PREFILL);
  installFormCodeLoader(document, FORM_CODE_LOADER);
  return () => {
    // Before the prefill, so that a prefilled zip outside the firm's states is told at once.
    installZipNotices(document, ZIP_NOTICE);
    fillCasePrefill(document, CASE_PREFILL, prefill, ZIP_PATTERN);
  };
}

/** Runs `ready` once the document is parsed (at once if it already is). */
export function whenParsed(ready: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
