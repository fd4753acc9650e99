import { CASE_FORM_PARAMS } from '@/lib/islands/contract';

/** The attributes of the home page's search form that its script reads. */
export const ISSUE_SEARCH = {
  form: 'data-issue-search',
  /** The dropdown that mirrors the radios (wide screens): it has no name, so it is never sent. */
  dropdown: 'data-issue-dropdown',
  /** The warning toast shown when the zip is not a zip, named as the field's description. */
  error: 'data-zip-error',
  /** The radios' name; their values are the issues' codes (content/shared/issue-types.ts). */
  issueParam: CASE_FORM_PARAMS.issue,
  zipParam: CASE_FORM_PARAMS.zip,
} as const;

export type IssueSearchAttributes = typeof ISSUE_SEARCH;

/**
 * The home page's search with scripts: keeps the radios and the dropdown in step, refuses a zip
 * that is not one (the spec's warning toast, the field marked invalid and focused), and
 * opens the case form with the issue's code and the zip in the address's fragment, which the
 * browser never sends to the host (`go` navigates): `/formInput/#i=2&z=60601`. Without scripts the
 * same form is a plain GET form (`/formInput/?i=2&z=60601`) whose zip field the browser checks
 * against its pattern. Runs in the islands' inline script.
 */
export function installIssueSearch(doc: Document, attributes: IssueSearchAttributes, zipPattern: string, go: (url: string) => void): void {
  doc.querySelectorAll(`form[${attributes.form}]`).forEach((element) => {
    const form = element as HTMLFormElement;
    const dropdown = form.querySelector(`[${attributes.dropdown}]`) as HTMLSelectElement | null;
    const zip = form.elements.namedItem(attributes.zipParam) as HTMLInputElement | null;
    const error = form.querySelector(`[${attributes.error}]`) as HTMLElement | null;
    if (!zip || !error) return;
    const radios = () => Array.from(form.querySelectorAll(`input[type="radio"][name="${attributes.issueParam}"]`)) as HTMLInputElement[];
    // The script says what is wrong itself, so the browser's own bubble stays out of the way.
    form.noValidate = true;

    const showError = (show: boolean) => {
      error.hidden = !show;
      zip.setAttribute('aria-invalid', String(show));
      if (show) zip.setAttribute('aria-describedby', error.id);
      else zip.removeAttribute('aria-describedby');
    };

    // After Back, the browser may bring back another radio than the one the HTML checks.
    const checked = radios().find((r) => r.checked);
    if (dropdown && checked) dropdown.value = checked.value;

    form.addEventListener('change', (event) => {
      const target = event.target as HTMLInputElement;
      if (dropdown && target.name === attributes.issueParam) dropdown.value = target.value;
      if (dropdown && target === (dropdown as unknown)) {
        const radio = radios().find((r) => r.value === dropdown.value);
        if (radio) radio.checked = true;
      }
    });
    zip.addEventListener('input', () => {
      if (zip.getAttribute('aria-invalid') === 'true') showError(false);
    });
    // The toast floats over the page: it goes once the visitor moves on elsewhere, while the field
    // stays marked and described until the zip is edited.
    form.addEventListener('focusout', (event) => {
      if (!form.contains(event.relatedTarget as Node | null)) error.hidden = true;
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = zip.value.trim();
      if (!new RegExp(zipPattern).test(value)) {
        showError(true);
        zip.focus();
        // Clear of the toast above it and of a phone's keyboard below it.
        if (typeof zip.scrollIntoView === 'function') zip.scrollIntoView({ block: 'center' });
        return;
      }
      showError(false);
      const code = radios().find((r) => r.checked)?.value ?? '';
      const path = new URL(form.action, doc.baseURI).pathname;
      go(`${path}#${attributes.issueParam}=${encodeURIComponent(code)}&${attributes.zipParam}=${encodeURIComponent(value)}`);
    });
  });
}
