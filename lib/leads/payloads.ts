import type { CaseFormValues, ContactFormValues } from '@/lib/leads/form-schemas';
import { cleanLine, cleanMultiline, cleanPlainLine } from '@/lib/leads/clean-text';
import { NOT_ANSWERED } from '@/lib/leads/options';
import { LOGO_PATH } from '@/lib/routes';

export interface LeadContext {
  /** Fixed product label the firm's template shows as the sender. */
  productLabel: string;
  recipient: string;
  siteUrl: string;
  /** The page's language, so the firm knows to answer in it ("English" or "Spanish"). */
  language: 'English' | 'Spanish';
}

const NOT_SPECIFIED = 'Not specified';

const orNotAnswered = (value: string) => value || NOT_ANSWERED;

// The one place where the forms' own names meet the e-mail templates' variable names, which
// are a contract with each firm's EmailJS templates and never change.

/**
 * The variables both templates share: sender, contact details, message, safe-contact wishes,
 * and whether the form's hidden field was filled. The forms send the values their schema
 * returned, already cleaned; they are cleaned again here (cleaning twice changes nothing), the
 * one place where a value leaves for the e-mail.
 *
 * `suspectedBot`: a lead whose hidden field was filled is still sent, flagged "yes", for the firm
 * to filter on: some form fillers and assistive tools fill every field, and a survivor must never
 * see the thank-you page for a message that was not sent.
 *
 * `reference`: the lead's own (lib/leads/lead-reference.ts), the same on every attempt to send it,
 * so a lead that reaches the firm twice reads as one.
 */
function sharedParams(values: ContactFormValues, ctx: LeadContext, suspectedBot: boolean, reference: string) {
  const email = cleanPlainLine(values.email);
  return {
    name: ctx.productLabel,
    recipient: ctx.recipient,
    from_name: cleanLine(values.name),
    email,
    accidentId: cleanLine(values.issueType),
    phone_number: orNotAnswered(cleanPlainLine(values.phone)),
    reply_to: email,
    message: orNotAnswered(cleanMultiline(values.message)),
    language: ctx.language,
    safe_contact: values.safeContact.length > 0 ? values.safeContact.map(cleanLine).join(', ') : NOT_SPECIFIED,
    safe_time: cleanLine(values.safeTime) || NOT_SPECIFIED,
    suspected_bot: suspectedBot ? 'yes' : 'no',
    reference,
  };
}

export function buildContactParams(values: ContactFormValues, ctx: LeadContext, suspectedBot: boolean, reference: string) {
  return {
    ...sharedParams(values, ctx, suspectedBot, reference),
    logoUrl: `${ctx.siteUrl}${LOGO_PATH}`,
    logoLink: `${ctx.siteUrl}/`,
    logoString: `${ctx.siteUrl}${LOGO_PATH}`,
  };
}

export function buildCaseParams(values: CaseFormValues, ctx: LeadContext, suspectedBot: boolean, reference: string) {
  return {
    ...sharedParams(values, ctx, suspectedBot, reference),
    fault: orNotAnswered(cleanLine(values.othersAffected)),
    medical: orNotAnswered(cleanLine(values.medicalTreatment)),
    period: orNotAnswered(cleanLine(values.period)),
    signup: orNotAnswered(cleanLine(values.signedWithFirm)),
    stay: orNotAnswered(cleanLine(values.injusticeType)),
    zipCode: cleanLine(values.zipCode),
  };
}
