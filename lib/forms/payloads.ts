import type { CaseFormValues, ContactFormValues } from '@/lib/forms/schemas';
import { cleanLine, cleanMultiline } from '@/lib/forms/clean-text';

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

/**
 * The variables both templates share: sender, contact details, message, safe-contact wishes.
 * Every value a visitor gave is cleaned here, the one place where it leaves for the e-mail.
 */
function sharedParams(values: ContactFormValues, ctx: LeadContext) {
  const email = cleanLine(values.email);
  return {
    name: ctx.productLabel,
    recipient: ctx.recipient,
    from_name: cleanLine(values.name),
    email,
    accidentId: cleanLine(values.issueType),
    phone_number: cleanLine(values.phone),
    reply_to: email,
    message: cleanMultiline(values.message),
    language: ctx.language,
    safe_contact: values.safeContact.length > 0 ? values.safeContact.map(cleanLine).join(', ') : NOT_SPECIFIED,
    safe_time: cleanLine(values.safeTime) || NOT_SPECIFIED,
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
    fault: cleanLine(values.othersAffected),
    medical: cleanLine(values.medicalTreatment),
    period: cleanLine(values.period),
    signup: cleanLine(values.signedWithFirm),
    stay: cleanLine(values.injusticeType),
    zipCode: cleanLine(values.zipCode),
  };
}
