'use client';

import { useWatch, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import type { LeadFormCopy } from '@/lib/leads/form-settings';
import { phoneIsOptional } from '@/lib/leads/phone';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { FormField, inputClass } from '@/components/ui/form-field';

interface PhoneFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  error?: string;
  copy: LeadFormCopy;
  control: Control<T>;
  register: UseFormRegister<T>;
}

/**
 * The phone number of both lead forms. It says beside it when it may stay empty, and reads
 * "(optional)" while the safe ways the visitor marked leave out calls, voicemail and texts: the
 * schema's rule (lib/leads/phone.ts), shown as the visitor marks them. Watching here re-renders
 * only this field when a way is marked. The field registers itself as it renders, after the
 * fields above it, so that the first field in error, in the order the visitor reads, gets the focus.
 */
export function PhoneField<T extends FieldValues>({ id, label, error, copy, control, register }: PhoneFieldProps<T>) {
  const safeContact: unknown = useWatch({ control, name: 'safeContact' as Path<T> });
  const optional = Array.isArray(safeContact) && phoneIsOptional(safeContact.filter((way): way is string => typeof way === 'string'));
  return (
    <FormField id={id} label={label} hint={copy.form.phoneHint} error={error} optional={optional ? copy.form.optional : undefined}>
      {(a11y) => <input type="tel" autoComplete="off" maxLength={FIELD_MAX_LENGTH.phone} className={inputClass} {...a11y} {...register('phone' as Path<T>)} />}
    </FormField>
  );
}
