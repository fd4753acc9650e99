import { MARKS } from '@/lib/islands/contract';
import { BUNDLED_PAGE_SCRIPTS } from '@/lib/islands/page-scripts.generated';

/**
 * The attributes the guard and the lead forms agree on. A form marked with `form` is guarded
 * until React marks it `ready`; the `note` inside it tells the visitor why nothing happened.
 */
export const LEAD_FORM_GUARD = {
  form: MARKS.leadForm,
  ready: MARKS.leadFormReady,
  note: MARKS.leadFormNotReady,
} as const;

export type LeadFormGuardAttributes = typeof LEAD_FORM_GUARD;

/**
 * How long a Send pressed before the form's code is ready is held, in case the code is about to
 * arrive: it loads when the visitor first uses the form, so a visitor who presses Send at once
 * (to see what is required, say) would otherwise always be told to wait. About what the code
 * takes to arrive and start on a slow phone connection (bench/README.md); not held offline.
 */
export const LEAD_FORM_GUARD_WAIT_MS = 3000;

/**
 * Catches a lead form's submit before the form's own code has loaded (it loads on first use; a
 * slow phone, a script that failed to load). The form's method="dialog" already keeps the
 * browser from sending anything anywhere. The press is held for up to `waitMs` (not at all when
 * the browser says it is offline): if the code is
 * ready by then, the press goes to the form as if made then (once, however often it was
 * pressed); if not, the visitor is told, in the form, why nothing happened and that they can
 * call now, and presses again when the form says it is ready. It runs inline, long before the
 * form.
 */
export function installLeadFormGuard(doc: Document, attributes: LeadFormGuardAttributes, waitMs: number): void {
  const holding: Element[] = [];
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement | null;
      if (!form || typeof form.hasAttribute !== 'function') return;
      if (!form.hasAttribute(attributes.form) || form.hasAttribute(attributes.ready)) return;
      event.preventDefault();
      const note = form.querySelector(`[${attributes.note}]`) as HTMLElement | null;
      const tell = () => {
        if (!note) return;
        note.hidden = false;
        note.focus();
      };
      if (holding.indexOf(form) >= 0) return;
      if (!note || !note.hidden) {
        tell();
        return;
      }
      holding.push(form);
      const submitter = (event as SubmitEvent).submitter;
      const started = Date.now();
      const check = () => {
        if (form.hasAttribute(attributes.ready)) {
          holding.splice(holding.indexOf(form), 1);
          form.requestSubmit(submitter && submitter.getAttribute('type') === 'submit' ? submitter : null);
        } else if (Date.now() - started >= waitMs || !navigator.onLine) {
          holding.splice(holding.indexOf(form), 1);
          tell();
        } else setTimeout(check, 50);
      };
      check();
    },
    true,
  );
}

/**
 * The inline script a page with a lead form ships, a few hundred bytes ahead of the form: this
 * guard, bundled by esbuild from lib/islands/page-scripts/guard-entry.ts.
 */
export function leadFormGuardInlineScript(): string {
  return BUNDLED_PAGE_SCRIPTS.leadFormGuard;
}
