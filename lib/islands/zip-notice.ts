import { zipOutsideServedStates } from '@/lib/leads/zip-state';

/** The attributes of a notice that a zip seems to be outside the firm's states, and of the field it watches. */
export const ZIP_NOTICE = {
  /** On the notice's live region: the id of the zip field it answers. */
  field: 'data-zip-notice-for',
  /** On the same element: the firm's states (NEXT_PUBLIC_FIRM_STATES), as postal codes separated by commas. */
  states: 'data-firm-states',
  /** The words inside it, hidden until the zip seems to be outside those states. */
  message: 'data-zip-notice-message',
} as const;

export type ZipNoticeAttributes = typeof ZIP_NOTICE;

/**
 * Shows each notice while its zip field holds a zip that seems to be in a state the firm does not serve, as the
 * visitor types it or as the case form's prefill fills it in, and hides it again when the zip changes. It only
 * tells: it never blocks a search or a Send, and touches nothing typed. Listens on the document, so a field the
 * forms' code hydrates later is still heard. Runs in the islands' inline script.
 */
export function installZipNotices(doc: Document, attributes: ZipNoticeAttributes): void {
  const notices = Array.from(doc.querySelectorAll(`[${attributes.field}]`)) as HTMLElement[];
  if (notices.length === 0) return;
  const update = (notice: HTMLElement) => {
    const field = doc.getElementById(notice.getAttribute(attributes.field) ?? '') as HTMLInputElement | null;
    const message = notice.querySelector(`[${attributes.message}]`) as HTMLElement | null;
    if (!field || !message) return;
    const served = (notice.getAttribute(attributes.states) ?? '').split(',');
    message.hidden = !zipOutsideServedStates(field.value, served);
  };
  notices.forEach(update);
  doc.addEventListener('input', (event) => {
    const target = event.target as HTMLElement | null;
    notices.filter((notice) => notice.getAttribute(attributes.field) === target?.id).forEach(update);
  });
}
