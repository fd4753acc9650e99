import type { ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { LeadFormCopy } from '@/lib/leads/form-settings';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { MessageCounter } from '@/components/forms/message-counter';
import { PhoneField } from '@/components/forms/phone-field';
import { SafeContactFields } from '@/components/forms/safe-contact-fields';
import { FormField, inputClass } from '@/components/ui/form-field';

/** What every lead form asks: who the visitor is, how to reach them, their message, and when it is safe. */
interface LeadFormFieldValues extends FieldValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  safeContact: string[];
  safeTime: string;
}

type LabelledField = 'name' | 'email' | 'phone' | 'message';

interface LeadFormFieldsProps<T extends LeadFormFieldValues> {
  /** Starts every id (`${idPrefix}-user`, `${idPrefix}-message`…), so two forms on one page never share one. */
  idPrefix: string;
  labels: Record<LabelledField, { label: string }>;
  copy: LeadFormCopy;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  /** The case form's message is optional; the contact form's is the point of it. */
  messageOptional?: boolean;
  /** The form's own questions in the grid, before and after the visitor's details. */
  gridStart?: ReactNode;
  gridEnd?: ReactNode;
  /** The form's own questions between the grid and the message. */
  children?: ReactNode;
}

/**
 * The fields both lead forms share, in the order the visitor reads them: name, e-mail and phone
 * in the grid with the form's own questions around them, then the message with its counter and
 * the safe ways and times to be contacted. One component, so the two forms cannot drift apart
 * in a label, a limit or an id.
 */
export function LeadFormFields<T extends LeadFormFieldValues>({
  idPrefix,
  labels,
  copy,
  register,
  control,
  errors,
  messageOptional = false,
  gridStart,
  gridEnd,
  children,
}: LeadFormFieldsProps<T>) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: keyof LeadFormFieldValues) => name as Path<T>;
  const shared = errors as FieldErrors<LeadFormFieldValues>;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {gridStart}
        <FormField id={id('user')} label={labels.name.label} error={shared.name?.message}>
          {(a11y) => <input type="text" autoComplete="off" maxLength={FIELD_MAX_LENGTH.name} className={inputClass} {...a11y} {...register(field('name'))} />}
        </FormField>
        <FormField id={id('email')} label={labels.email.label} error={shared.email?.message}>
          {(a11y) => (
            <input type="email" autoComplete="off" maxLength={FIELD_MAX_LENGTH.email} className={inputClass} {...a11y} {...register(field('email'))} />
          )}
        </FormField>
        <PhoneField id={id('phone')} label={labels.phone.label} error={shared.phone?.message} copy={copy} control={control} register={register} />
        {gridEnd}
      </div>
      {children}
      <FormField
        id={id('message')}
        label={labels.message.label}
        error={shared.message?.message}
        describedBy={id('message-count')}
        optional={messageOptional ? copy.form.optional : undefined}
      >
        {(a11y) => <textarea maxLength={FIELD_MAX_LENGTH.message} className={`${inputClass} h-[150px] resize-y`} {...a11y} {...register(field('message'))} />}
      </FormField>
      <MessageCounter id={id('message-count')} control={control} name={field('message')} copy={copy} />
      <SafeContactFields copy={copy} idPrefix={idPrefix} register={register} timeError={shared.safeTime?.message} />
    </>
  );
}
