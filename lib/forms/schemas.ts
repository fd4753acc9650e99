import * as z from 'zod/mini';
import { isValidZip } from '@/lib/zip';
import { validationMessages, type ValidationCopy } from '@/lib/forms/messages';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { INJUSTICE_TYPE_OPTIONS, PERIOD_OPTIONS, SAFE_CONTACT_OPTIONS, YES_NO_OPTIONS } from '@/lib/forms/options';

/** 10 digits, optionally after +1 or 1; spaces, dots, dashes and parentheses allowed; no letters. */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]*)?(?:\(\d{3}\)|\d{3})[\s.-]*\d{3}[\s.-]*\d{4}$/;
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

function rules(validation: ValidationCopy, locale: string) {
  const m = validationMessages(validation, locale);
  // Written only when a limit is passed: the message formats the limit for the language, and the
  // first number a page formats sets up the browser's number formatting, about 100 ms of a slow
  // phone's main thread that would otherwise fall just after the form comes to life.
  const tooLong = (label: string, max: number) => z.maxLength(max, { error: () => m.tooLong(label, max) });
  const requiredText = (label: string, max: number) => z.string().check(z.trim(), z.minLength(1, m.required(label)), tooLong(label, max));
  const email = (label: string) =>
    z.string().check(
      z.trim(),
      z.minLength(1, m.required(label)),
      tooLong(label, FIELD_MAX_LENGTH.email),
      z.refine((v) => v.length === 0 || EMAIL_PATTERN.test(v), m.invalidEmail(label)),
    );
  const phone = (label: string) =>
    z.string().check(
      z.trim(),
      z.minLength(1, m.required(label)),
      tooLong(label, FIELD_MAX_LENGTH.phone),
      z.refine((v) => v.length === 0 || PHONE_PATTERN.test(v), m.invalidPhone(label)),
    );
  const oneOf = (label: string, options: readonly string[]) => z.string().check(z.refine((v) => options.includes(v), m.required(label)));
  const zip = (label: string) =>
    z.string().check(
      z.trim(),
      z.minLength(1, m.required(label)),
      z.refine((v) => v.length === 0 || isValidZip(v), m.invalidZip),
    );
  const safeContact = (safeTimeLabel: string) => ({
    safeContact: z.array(z.enum(SAFE_CONTACT_OPTIONS)),
    safeTime: z.string().check(z.trim(), tooLong(safeTimeLabel, FIELD_MAX_LENGTH.safeTime)),
  });
  return { requiredText, email, phone, oneOf, zip, safeContact };
}

type SharedField = 'name' | 'email' | 'phone' | 'issueType' | 'message' | 'safeTime';
/** The fields each form asks; content/<locale>/forms.ts names each. */
export type ContactField = SharedField;
export type CaseField = SharedField | 'zipCode' | 'period' | 'injusticeType' | 'medicalTreatment' | 'othersAffected' | 'signedWithFirm';

/** What both forms ask: who, how to reach them, the issue, their words, and when it is safe. */
function sharedFields(r: ReturnType<typeof rules>, f: FieldNames<SharedField>, issueNames: readonly string[]) {
  return {
    name: r.requiredText(f.name.inMessages, FIELD_MAX_LENGTH.name),
    email: r.email(f.email.inMessages),
    phone: r.phone(f.phone.inMessages),
    issueType: r.oneOf(f.issueType.inMessages, issueNames),
    message: r.requiredText(f.message.inMessages, FIELD_MAX_LENGTH.message),
    ...r.safeContact(f.safeTime.inMessages),
  };
}

/** The contact form's values, with messages in the language of `copy`. */
export function contactFormSchema(issueNames: readonly string[], copy: SchemaCopy<ContactField>) {
  return z.object(sharedFields(rules(copy.validation, copy.locale), copy.fields, issueNames));
}

/** The case form's values; each answer holds its canonical value, never the on-screen text. */
export function caseFormSchema(issueNames: readonly string[], copy: SchemaCopy<CaseField>) {
  const r = rules(copy.validation, copy.locale);
  const f = copy.fields;
  return z.object({
    ...sharedFields(r, f, issueNames),
    zipCode: r.zip(f.zipCode.inMessages),
    period: r.oneOf(f.period.inMessages, PERIOD_OPTIONS),
    medicalTreatment: r.oneOf(f.medicalTreatment.inMessages, YES_NO_OPTIONS),
    othersAffected: r.oneOf(f.othersAffected.inMessages, YES_NO_OPTIONS),
    signedWithFirm: r.oneOf(f.signedWithFirm.inMessages, YES_NO_OPTIONS),
    injusticeType: r.oneOf(f.injusticeType.inMessages, INJUSTICE_TYPE_OPTIONS),
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;
export type CaseFormValues = z.infer<ReturnType<typeof caseFormSchema>>;
