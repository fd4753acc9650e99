import { fillTemplate as fill } from '@/lib/text';

/** Validation wording for one language (content/<locale>/forms.ts holds each). */
export type ValidationCopy = Record<'required' | 'invalidEmail' | 'invalidPhone' | 'tooLong' | 'invalidZip', string>;

/** Builds the message for each rule from the language's templates and the field's name. */
export function validationMessages(copy: ValidationCopy, locale: string) {
  return {
    required: (label: string) => fill(copy.required, { label }),
    invalidEmail: (label: string) => fill(copy.invalidEmail, { label }),
    invalidPhone: (label: string) => fill(copy.invalidPhone, { label }),
    tooLong: (label: string, max: number) => fill(copy.tooLong, { label, max: max.toLocaleString(locale) }),
    invalidZip: copy.invalidZip,
  };
}
