import { CASE_FORM_PARAMS, MARKS } from '@/lib/islands/contract';

/** Where the case form's prefill comes from: the names are a contract with links already shared. */
export const CASE_PREFILL = {
  issueParam: CASE_FORM_PARAMS.issue,
  zipParam: CASE_FORM_PARAMS.zip,
  /** A lead form (the guard's mark), and its fields by name: a zip field marks the case form. */
  form: MARKS.leadForm,
  issueField: 'issueType',
  zipField: 'zipCode',
} as const;

export type CasePrefillNames = typeof CASE_PREFILL;

/**
 * Fills the case form's issue and zip from the address, without the framework: from the
 * fragment, where the home page's search puts them so that the host never receives them, or
 * from the query, which links shared from elsewhere (and the search without JavaScript) use.
 * Only values the form would accept are taken: an issue that is one of the form's options and a
 * zip that matches `zipPattern`. Then the address is cleaned, so a later copy of the address
 * bar or a reload carries neither. Each field is changed with an input event, which the
 * form-code loader keeps until the form is ready. Runs in the islands' inline script.
 */
export function installCasePrefill(win: Window, names: CasePrefillNames, zipPattern: string): void {
  const location = win.location;
  const fromHash = new URLSearchParams(location.hash.slice(1));
  const fromQuery = new URLSearchParams(location.search);
  const read = (name: string) => fromHash.get(name) ?? fromQuery.get(name);
  const issue = read(names.issueParam);
  const zip = read(names.zipParam);
  if (issue === null && zip === null) return;
  const zipField = win.document.querySelector(`form[${names.form}] [name="${names.zipField}"]`) as HTMLInputElement | null;
  const form = zipField?.form;
  if (!zipField || !form) return;
  win.history.replaceState(win.history.state, '', location.pathname);

  const set = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const issueField = form.elements.namedItem(names.issueField) as HTMLSelectElement | null;
  if (issue && issueField && Array.from(issueField.options).some((option) => option.value !== '' && option.value === issue)) set(issueField, issue);
  if (zip && new RegExp(zipPattern).test(zip.trim())) set(zipField, zip.trim());
}
