import { MARKS } from '@/lib/islands/contract';
import { retryUrl } from '@/lib/islands/fresh-import';

/** The events by which a visitor uses a lead form: the first of them loads the forms' code. */
export const FORM_USES = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

/**
 * The attributes the post-build step, the loader and the lead forms agree on. The step puts the
 * forms' own script (a module, and preloads for the chunks it imports) into
 * `<template data-form-code>`; the loader inserts them on the first use of a lead form
 * (marked by the guard's `data-lead-form`), which React marks `data-lead-form-ready` once it runs.
 */
export const FORM_CODE_LOADER = {
  /** Marks the inline script that carries the loader and the other islands (LeadFormGuard). */
  script: MARKS.islandsScript,
  template: MARKS.formCode,
  form: MARKS.leadForm,
  ready: MARKS.leadFormReady,
} as const;

export type FormCodeLoaderAttributes = typeof FORM_CODE_LOADER;

/**
 * Loads the forms' code when the visitor first uses a lead form (focus, press, key, input
 * or Send) and never before, and keeps whatever they typed or picked while it loaded. React
 * hydrates over the same elements, but the form library sets every registered field to its
 * default when it mounts (and knows nothing of what was typed before), so each field changed
 * before the form is ready is put back afterwards as if the visitor had just typed it.
 * Programmatic changes made before that (the case form's prefill) are kept the same way, and do
 * not start the load. Runs in the islands' inline script (lib/islands/page-scripts/islands-entry.ts).
 */
export function installFormCodeLoader(doc: Document, attributes: FormCodeLoaderAttributes): void {
  let loading = false;
  let wanted = false;
  const kept = new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string | boolean>();

  const formOf = (target: EventTarget | null): Element | null => {
    const element = target as Element | null;
    return element && typeof element.closest === 'function' ? element.closest(`form[${attributes.form}]`) : null;
  };

  // Script files that did not arrive (a dropped connection) are asked for once more at once, then
  // again on the next use of a form or when the browser says it is back online, each time under a
  // new retry URL, since the browser answers a failed module's own URL with the same failure
  // (lib/islands/fresh-import.ts). Inline scripts never run twice.
  const failed: HTMLScriptElement[] = [];
  const attempts = new Map<HTMLScriptElement, number>();
  // A fresh element with the original's attributes: one taken from a template's inert content
  // would never load or run.
  const fresh = <T extends Element>(original: T): T => {
    const copy = doc.createElement(original.tagName) as unknown as T;
    for (const attribute of Array.from(original.attributes)) copy.setAttribute(attribute.name, attribute.value);
    return copy;
  };
  const insert = (original: HTMLScriptElement, again = true) => {
    const script = fresh(original);
    script.text = original.text;
    const src = original.getAttribute('src');
    if (src !== null) {
      const attempt = attempts.get(original) ?? 0;
      script.setAttribute('src', retryUrl(src, attempt));
      script.addEventListener('error', () => {
        attempts.set(original, attempt + 1);
        if (again) insert(original, false);
        else failed.push(original);
      });
    }
    doc.body.appendChild(script);
  };

  const load = () => {
    wanted = true;
    // Offline, every file would fail and the chunks the preloads name would stay failed for the
    // page's life; the 'online' event starts the load instead.
    if (doc.defaultView?.navigator.onLine === false) return;
    failed.splice(0).forEach((script) => insert(script));
    const template = doc.querySelector(`template[${attributes.template}]`) as HTMLTemplateElement | null;
    if (loading || !template) return;
    loading = true;
    // The preloads first, so that the script and every chunk it imports are asked for at once,
    // in one round trip rather than one after the other.
    template.content.querySelectorAll('link').forEach((link) => doc.head.appendChild(fresh(link)));
    template.content.querySelectorAll('script').forEach((script) => insert(script));
  };
  doc.defaultView?.addEventListener('online', () => {
    if (wanted) load();
  });

  const remember = (event: Event) => {
    const field = event.target as HTMLInputElement;
    const form = formOf(field);
    if (!form || form.hasAttribute(attributes.ready) || !('value' in field)) return;
    const toggles = field.type === 'checkbox' || field.type === 'radio';
    if (field.type === 'radio' && !field.checked) return;
    kept.set(field, toggles ? field.checked : field.value);
  };

  // Each kept value goes back through the element's own setter first, which is where React
  // notes the value it last saw, and then through the prototype's, which it does not watch: so
  // React always sees a change, and hands it to the form library as the visitor's input, even
  // when hydration left the field showing the right value with the library unaware of it.
  const restore = (form: Element) => {
    kept.forEach((value, field) => {
      if (!form.contains(field)) return;
      kept.delete(field);
      if (typeof value === 'boolean') {
        const box = field as HTMLInputElement;
        box.checked = !value;
        box.click();
        return;
      }
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  // Typing is always preceded by one of these; a change made by script (the prefill) is not.
  const start = (event: Event) => {
    if (formOf(event.target)) load();
  };
  for (const type of FORM_USES) doc.addEventListener(type, start, true);
  doc.addEventListener('input', remember, true);
  doc.addEventListener('change', remember, true);
  // A form emptied on purpose (the page hidden, the quick exit: lib/islands/quick-exit.ts) forgets what it
  // kept, or a page that comes back from the back-forward cache while its code is still loading
  // would put every typed word back once the code arrives.
  doc.addEventListener(
    'reset',
    (event) => {
      const form = event.target as Element;
      kept.forEach((_, field) => {
        if (form.contains(field)) kept.delete(field);
      });
    },
    true,
  );

  new MutationObserver((records) => {
    for (const record of records) {
      const form = record.target as Element;
      if (form.hasAttribute(attributes.ready)) restore(form);
    }
  }).observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: [attributes.ready] });
}
