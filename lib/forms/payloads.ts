import type { CaseFormValues, ContactFormValues } from '@/lib/forms/schemas';

export interface LeadContext {
  /** Fixed product label the firm's template shows as the sender. */
  productLabel: string;
  recipient: string;
  siteUrl: string;
  /** The page's language, so the firm knows to answer in it ("English" or "Spanish"). */
  language: 'English' | 'Spanish';
}

const NOT_SPECIFIED = 'Not specified';

// The one place where the forms' own names meet the e-mail templates' variable names, which
// are a contract with each firm's EmailJS templates and never change.

/** The variables both templates share: sender, contact details, message, safe-contact wishes. */
function sharedParams(values: ContactFormValues, ctx: LeadContext) {
  return {
    name: ctx.productLabel,
    recipient: ctx.recipient,
    from_name: values.name,
    email: values.email,
    accidentId: values.issueType,
    phone_number: values.phone,
    reply_to: values.email,
    message: values.message,
    language: ctx.language,
    safe_contact: values.safeContact.length > 0 ? values.safeContact.join(', ') : NOT_SPECIFIED,
    safe_time: values.safeTime.trim() || NOT_SPECIFIED,
  };
}

export function buildContactParams(values: ContactFormValues, ctx: LeadContext) {
  return {
    ...sharedParams(values, ctx),
    logoUrl: `${ctx.siteUrl}/logo.png`,
    logoLink: `${ctx.siteUrl}/`,
    logoString: `${ctx.siteUrl}/logo.png`,
  };
}

export function buildCaseParams(values: CaseFormValues, ctx: LeadContext) {
  return {
    ...sharedParams(values, ctx),
    fault: values.othersAffected,
    medical: values.medicalTreatment,
    period: values.period,
    signup: values.signedWithFirm,
    stay: values.injusticeType,
    zipCode: values.zipCode,
  };
}
