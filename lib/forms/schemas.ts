import * as z from 'zod/mini';
import { isValidZip, INVALID_ZIP_MESSAGE } from '@/lib/zip';
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage, tooLongMessage } from '@/lib/forms/messages';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { PERIOD_OPTIONS, SAFE_CONTACT_OPTIONS, STAY_OPTIONS, YES_NO_OPTIONS } from '@/lib/forms/options';

/** 10 digits, optionally after +1 or 1; spaces, dots, dashes and parentheses allowed; no letters. */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]*)?(?:\(\d{3}\)|\d{3})[\s.-]*\d{3}[\s.-]*\d{4}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

const requiredText = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage(label)), z.maxLength(max, tooLongMessage(label, max)));

const email = (label: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage(label)),
    z.maxLength(FIELD_MAX_LENGTH.email, tooLongMessage(label, FIELD_MAX_LENGTH.email)),
    z.refine((v) => v.length === 0 || EMAIL_PATTERN.test(v), invalidEmailMessage(label)),
  );

const phone = (label: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage(label)),
    z.maxLength(FIELD_MAX_LENGTH.phone, tooLongMessage(label, FIELD_MAX_LENGTH.phone)),
    z.refine((v) => v.length === 0 || PHONE_PATTERN.test(v), invalidPhoneMessage(label)),
  );

const oneOf = (label: string, options: readonly string[]) =>
  z.string().check(z.refine((v) => options.includes(v), requiredMessage(label)));

const safeContactFields = {
  safe_contact: z.array(z.enum(SAFE_CONTACT_OPTIONS)),
  safe_time: z.string().check(z.trim(), z.maxLength(FIELD_MAX_LENGTH.safeTime, tooLongMessage('Safe time to call', FIELD_MAX_LENGTH.safeTime))),
};

export function contactFormSchema(issueNames: readonly string[]) {
  return z.object({
    user: requiredText('Name', FIELD_MAX_LENGTH.name),
    email: email('Email'),
    phone_number: phone('Phone'),
    accident_type: oneOf('Issue type', issueNames),
    message: requiredText('Message', FIELD_MAX_LENGTH.message),
    ...safeContactFields,
  });
}

export function caseFormSchema(issueNames: readonly string[]) {
  return z.object({
    user: requiredText('Full name', FIELD_MAX_LENGTH.name),
    email: email('Email'),
    phone_number: phone('Phone'),
    accidentId: oneOf('Issue type', issueNames),
    zipCode: z.string().check(
      z.trim(),
      z.minLength(1, requiredMessage('Zip code')),
      z.refine((v) => v.length === 0 || isValidZip(v), INVALID_ZIP_MESSAGE),
    ),
    period: oneOf('When it happened', PERIOD_OPTIONS),
    medical: oneOf('Medical treatment', YES_NO_OPTIONS),
    fault: oneOf('Anyone else affected', YES_NO_OPTIONS),
    signup: oneOf('Signed up with a law firm', YES_NO_OPTIONS),
    stay: oneOf('Primary type of injustice', STAY_OPTIONS),
    message: requiredText('Case details', FIELD_MAX_LENGTH.message),
    ...safeContactFields,
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;
export type CaseFormValues = z.infer<ReturnType<typeof caseFormSchema>>;
