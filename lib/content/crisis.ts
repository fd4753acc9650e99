import type { CrisisAction } from '@/lib/schemas/content';

/** `tel:`, `sms:` (the body pre-fills the keyword a text line expects, e.g. START) or the chat page. */
export function crisisActionHref(action: CrisisAction): string {
  if (action.kind === 'chat') return action.value;
  if (action.kind === 'tel') return `tel:${action.value}`;
  return action.body ? `sms:${action.value}?&body=${encodeURIComponent(action.body)}` : `sms:${action.value}`;
}
