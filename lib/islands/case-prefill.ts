import { CASE_FORM_PARAMS, LEGACY_CASE_FORM_PARAMS, MARKS } from '@/lib/islands/contract';

/** Where the case form's prefill comes from, and the form it fills. */
export const CASE_PREFILL = {
  params: CASE_FORM_PARAMS,
  legacyParams: LEGACY_CASE_FORM_PARAMS,
  /** The attribute of each issue type's option that carries its code (`i=2` in the address). */
  issueCode: MARKS.issueCode,
  /** A lead form (the guard's mark), and its fields by name: a zip field marks the case form. */
  form: MARKS.leadForm,
  issueField: 'issueType',
  zipField: 'zipCode',
} as const;

export type CasePrefillNames = typeof CASE_PREFILL;

/** What the address carried: the issue's code, or an old link's issue name, and the zip as typed. */
export interface CasePrefill {
  code: string | null;
  issueName: string | null;
  zip: string | null;
}

/**
 * Reads the issue and zip from the address, from the fragment, where the home page's search and
 * the legal-area cards put them so that the host never receives them, or from the query, which
 * the search without JavaScript and links shared from elsewhere use, and removes them from the
 * address at once: the islands script calls this first, before the rest of the page is parsed or
 * the forms' code is fetched, so a copy of the address bar, a reload, a bookmark or Back after
 * the visitor moves on carries neither. Old links' names (`accidentId`, `zipCode`) are read too.
 * Null when the address carries none of them, and then it is left as it is.
 */
export function takeCasePrefill(win: Window, names: CasePrefillNames): CasePrefill | null {
  const location = win.location;
  const fromHash = new URLSearchParams(location.hash.slice(1));
  const fromQuery = new URLSearchParams(location.search);
  const read = (name: string) => fromHash.get(name) ?? fromQuery.get(name);
  const code = read(names.params.issue);
  const issueName = read(names.legacyParams.issue);
  const zip = read(names.params.zip) ?? read(names.legacyParams.zip);
  if (code === null && issueName === null && zip === null) return null;
  win.history.replaceState(win.history.state, '', location.pathname);
  return { code, issueName, zip };
}

/**
 * Fills the case form's issue and zip from what the address carried, without the framework. Only
 * values the form would accept are taken: an issue that is one of the form's options (by its
 * code, or an old link's by its value) and a zip that matches `zipPattern`. Each field is changed with an input event, which the form-code loader
 * keeps until the form is ready. Does nothing on a page without the case form.
 */
export function fillCasePrefill(doc: Document, names: CasePrefillNames, prefill: CasePrefill | null, zipPattern: string): void {
  if (!prefill) return;
  const zipField = doc.querySelector(`form[${names.form}] [name="${names.zipField}"]`) as HTMLInputElement | null;
  const form = zipField?.form;
  if (!zipField || !form) return;

  const set = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const { code, issueName, zip } = prefill;
  const issueField = form.elements.namedItem(names.issueField) as HTMLSelectElement | null;
  const option = Array.from(issueField?.options ?? []).find((o) =>
    code === null ? o.value !== '' && o.value === issueName : code !== '' && o.getAttribute(names.issueCode) === code,
  );
  if (issueField && option) set(issueField, option.value);
  if (zip && new RegExp(zipPattern).test(zip.trim())) set(zipField, zip.trim());
}
