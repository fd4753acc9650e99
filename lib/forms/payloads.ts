import type { CaseFormValues, ContactFormValues } from '@/lib/forms/schemas';

export interface LeadContext {
  /** Fixed product label the firm's template shows as the sender. */
  productLabel: string;
  recipient: string;
  siteUrl: string;
}

export const NOT_SPECIFIED = 'Not specified';

function safeContactParams(values: Pick<ContactFormValues, 'safe_contact' | 'safe_time'>) {
  return {
    safe_contact: values.safe_contact.length > 0 ? values.safe_contact.join(', ') : NOT_SPECIFIED,
    safe_time: values.safe_time.trim() || NOT_SPECIFIED,
  };
}

export function buildContactParams(values: ContactFormValues, ctx: LeadContext) {
  return {
    name: ctx.productLabel,
    recipient: ctx.recipient,
    from_name: values.user,
    email: values.email,
    accidentId: values.accident_type,
    phone_number: values.phone_number,
    reply_to: values.email,
    message: values.message,
    logoUrl: `${ctx.siteUrl}/logo.png`,
    logoLink: `${ctx.siteUrl}/`,
    logoString: `${ctx.siteUrl}/logo.png`,
    ...safeContactParams(values),
  };
}

export function buildCaseParams(values: CaseFormValues, ctx: LeadContext) {
  return {
    name: ctx.productLabel,
    recipient: ctx.recipient,
    from_name: values.user,
    email: values.email,
    accidentId: values.accidentId,
    fault: values.fault,
    medical: values.medical,
    period: values.period,
    phone_number: values.phone_number,
    signup: values.signup,
    stay: values.stay,
    zipCode: values.zipCode,
    reply_to: values.email,
    message: values.message,
    ...safeContactParams(values),
  };
}
