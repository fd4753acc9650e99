import * as z from 'zod/mini';
import { isValidZip } from '@/lib/leads/zip';
import { validationMessages, type ValidationCopy } from '@/lib/leads/validation-messages';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { INJUSTICE_TYPE_OPTIONS, PERIOD_OPTIONS, SAFE_CONTACT_OPTIONS, YES_NO_OPTIONS } from '@/lib/leads/options';
import { cleanLine, cleanMultiline, cleanPlainLine } from '@/lib/leads/clean-text';
import { isPhoneNumber, phoneIsOptional } from '@/lib/leads/phone';

// The everyday address form (RFC 5322's dot-atom, with no quoted local part): letters, digits and
// the few symbols mail systems accept, dots only between them, then host name labels and a
// top-level domain. Quotes, angle brackets, spaces and commas, which could carry markup or a
// second address into an e-mail, are never part of one.
const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

type FieldNames<K extends string> = Record<K, { inMessages: string }>;

/** What a schema needs from a language: the field names inside messages, and the templates. */
export interface SchemaCopy<K extends string> {
  fields: FieldNames<K>;
  validation: ValidationCopy;
  locale: string;
}

// Every value is cleaned first (lib/leads/clean-text.ts) and checked as cleaned, and the form
// sends what the schema returns: what was checked is what the firm receives, and a value of
// invisible characters only is empty, so "required".
const cleaned = (clean: (value: string) => string) => z.overwrite(clean);

function rules(validation: ValidationCopy, locale: string) {
  const m = validationMessages(validation, locale);
  // Written only when a limit is passed: the message formats the limit for the language, and the
  // first number a page formats sets up the browser's number formatting, about 100 ms of a slow
  // phone's main thread that would otherwise fall just after the form comes to life.
  const tooLong = (label: string, max: number) => z.maxLength(max, { error: () => m.tooLong(label, max) });
  const requiredText = (label: string, max: number, clean = cleanLine) =>
    z.string().check(cleaned(clean), z.minLength(1, m.required(label)), tooLong(label, max));
  const optionalText = (label: string, max: number, clean = cleanLine) => z.string().check(cleaned(clean), tooLong(label, max));
  const email = (label: string) =>
    z.string().check(
      cleaned(cleanPlainLine),
      z.minLength(1, m.required(label)),
      tooLong(label, FIELD_MAX_LENGTH.email),
      z.refine((v) => v.length === 0 || EMAIL_PATTERN.test(v), m.invalidEmail(label)),
    );
  // Whether an empty number is allowed depends on the safe ways of contact: see phoneRule.
  const phone = (label: string) =>
    z.string().check(
      cleaned(cleanPlainLine),
      tooLong(label, FIELD_MAX_LENGTH.phone),
      z.refine((v) => v.length === 0 || isPhoneNumber(v), m.invalidPhone(label)),
    );
  const oneOf = (label: string, options: readonly string[]) => z.string().check(z.refine((v) => options.includes(v), m.required(label)));
  // A question the visitor may leave: empty is "not answered" (lib/leads/payloads.ts); anything
  // else must be one of its options.
  const oneOfOrNone = (label: string, options: readonly string[]) => z.string().check(z.refine((v) => v === '' || options.includes(v), m.required(label)));
  const zip = (label: string) =>
    z.string().check(
      cleaned(cleanLine),
      z.minLength(1, m.required(label)),
      z.refine((v) => v.length === 0 || isValidZip(v), m.invalidZip),
    );
  // The form's checkboxes give each way at most once; a request built by hand may repeat them,
  // so the list is brought back to the form's own choices, once each and in the form's order.
  const safeContact = (safeTimeLabel: string) => ({
    safeContact: z.array(z.enum(SAFE_CONTACT_OPTIONS)).check(z.overwrite((chosen) => SAFE_CONTACT_OPTIONS.filter((o) => chosen.includes(o)))),
    safeTime: optionalText(safeTimeLabel, FIELD_MAX_LENGTH.safeTime),
  });
  /**
   * The phone is required unless the safe ways of contact leave out calls, voicemail and texts.
   * Checked with the other fields (`when`), so a visitor sees every message at once.
   */
  const phoneRule = (label: string) =>
    z.refine<{ phone: string; safeContact: readonly string[] }>((v) => v.phone !== '' || (Array.isArray(v.safeContact) && phoneIsOptional(v.safeContact)), {
      path: ['phone'],
      message: m.required(label),
      when: () => true,
    });
  return { requiredText, optionalText, email, phone, oneOf, oneOfOrNone, zip, safeContact, phoneRule };
}

type SharedField = 'name' | 'email' | 'phone' | 'issueType' | 'message' | 'safeTime';
/** The fields each form asks; content/<locale>/forms.ts names each. */
export type ContactField = SharedField;
export type CaseField = SharedField | 'zipCode' | 'period' | 'injusticeType' | 'medicalTreatment' | 'othersAffected' | 'signedWithFirm';

/** What both forms ask: who, how to reach them, the issue, and when it is safe. */
function sharedFields(r: ReturnType<typeof rules>, f: FieldNames<SharedField>, issueNames: readonly string[]) {
  return {
    name: r.requiredText(f.name.inMessages, FIELD_MAX_LENGTH.name),
    email: r.email(f.email.inMessages),
    phone: r.phone(f.phone.inMessages),
    issueType: r.oneOf(f.issueType.inMessages, issueNames),
    ...r.safeContact(f.safeTime.inMessages),
  };
}

/** The contact form's values, with messages in the language of `copy`. */
export function contactFormSchema(issueNames: readonly string[], copy: SchemaCopy<ContactField>) {
  const r = rules(copy.validation, copy.locale);
  return z
    .object({ ...sharedFields(r, copy.fields, issueNames), message: r.requiredText(copy.fields.message.inMessages, FIELD_MAX_LENGTH.message, cleanMultiline) })
    .check(r.phoneRule(copy.fields.phone.inMessages));
}

/**
 * The case form's values; each answer holds its canonical value, never the on-screen text. Only
 * what identifies the case and the way back to the visitor is required: the questions about
 * what happened, and anything else they want to share, may be left unanswered.
 */
export function caseFormSchema(issueNames: readonly string[], copy: SchemaCopy<CaseField>) {
  const r = rules(copy.validation, copy.locale);
  const f = copy.fields;
  return z
    .object({
      ...sharedFields(r, f, issueNames),
      message: r.optionalText(f.message.inMessages, FIELD_MAX_LENGTH.message, cleanMultiline),
      zipCode: r.zip(f.zipCode.inMessages),
      period: r.oneOfOrNone(f.period.inMessages, PERIOD_OPTIONS),
      medicalTreatment: r.oneOfOrNone(f.medicalTreatment.inMessages, YES_NO_OPTIONS),
      othersAffected: r.oneOfOrNone(f.othersAffected.inMessages, YES_NO_OPTIONS),
      signedWithFirm: r.oneOfOrNone(f.signedWithFirm.inMessages, YES_NO_OPTIONS),
      injusticeType: r.oneOfOrNone(f.injusticeType.inMessages, INJUSTICE_TYPE_OPTIONS),
    })
    .check(r.phoneRule(f.phone.inMessages));
}

export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;
export type CaseFormValues = z.infer<ReturnType<typeof caseFormSchema>>;
