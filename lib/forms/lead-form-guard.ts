/**
 * The attributes the guard and the lead forms agree on. A form marked with `form` is guarded
 * until React marks it `ready`; the `note` inside it tells the visitor why nothing happened.
 */
export const LEAD_FORM_GUARD = {
  form: 'data-lead-form',
  ready: 'data-lead-form-ready',
  note: 'data-lead-form-not-ready',
} as const;

export type LeadFormGuardAttributes = typeof LEAD_FORM_GUARD;

/**
 * Catches a lead form's submit before the form's own code has loaded (a slow phone, a script
 * that failed to load). The form's method="dialog" already keeps the browser from sending
 * anything anywhere; this only tells the visitor, in the form, why nothing happened and that
 * they can call now. Self-contained (no outer references) because its source is inlined into
 * the page so that it runs long before hydration.
 */
export function installLeadFormGuard(doc: Document, attributes: LeadFormGuardAttributes): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Element | null;
      if (!form || typeof form.hasAttribute !== 'function') return;
      if (!form.hasAttribute(attributes.form) || form.hasAttribute(attributes.ready)) return;
      event.preventDefault();
      const note = form.querySelector(`[${attributes.note}]`) as HTMLElement | null;
      if (!note) return;
      note.hidden = false;
      note.focus();
    },
    true,
  );
}

/** The inline script a page with a lead form ships, a few hundred bytes ahead of the form. */
export function leadFormGuardInlineScript(): string {
  return `(${installLeadFormGuard.toString()})(document,${JSON.stringify(LEAD_FORM_GUARD)});`;
}
