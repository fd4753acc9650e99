export interface CrisisAction {
  kind: 'tel' | 'sms';
  value: string;
  body?: string;
}

/** `tel:` and `sms:` links; the body pre-fills the keyword a text line expects (START). */
export function crisisActionHref(action: CrisisAction): string {
  if (action.kind === 'tel') return `tel:${action.value}`;
  return action.body ? `sms:${action.value}?&body=${encodeURIComponent(action.body)}` : `sms:${action.value}`;
}
