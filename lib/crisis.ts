import type { CrisisAction } from '@/lib/schemas/content';

/** `tel:` and `sms:` links; the body pre-fills the keyword a text line expects (START). */
export function crisisActionHref(action: Pick<CrisisAction, 'kind' | 'value' | 'body'>): string {
  if (action.kind === 'tel') return `tel:${action.value}`;
  return action.body ? `sms:${action.value}?&body=${encodeURIComponent(action.body)}` : `sms:${action.value}`;
}
