'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { buildContactParams } from '@/lib/forms/payloads';
import { contactFormSchema, type ContactFormValues } from '@/lib/forms/schemas';
import type { LeadFormSettings } from '@/lib/forms/settings';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { SafeContactFields } from '@/components/forms/safe-contact-fields';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { MessageCounter } from '@/components/forms/message-counter';
import { FormField, inputClass } from '@/components/ui/form-field';
import { FIELD_MAX_LENGTH } from '@/lib/limits';

export function ContactForm({ settings, idPrefix = 'contact' }: { settings: LeadFormSettings; idPrefix?: string }) {
  const schema = useMemo(() => contactFormSchema(settings.issueNames), [settings.issueNames]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { user: '', email: '', phone_number: '', accident_type: settings.issueNames[0] ?? '', message: '', safe_contact: [], safe_time: '' },
  });
  const { state, submit, honeypotRef, preload } = useLeadSubmission(settings, 'contact-form');

  const onSubmit = handleSubmit((values) =>
    submit(buildContactParams(values, settings.context), () => void onSubmit()),
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <LeadFormFrame label="Contact form" submitLabel="Send" state={state} phone={settings.phone} honeypotRef={honeypotRef} onSubmit={onSubmit} onRetry={() => void onSubmit()} onFirstFocus={preload}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id('user')} label="Name" error={errors.user?.message}>
          {(a11y) => <input type="text" autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} className={inputClass} {...a11y} {...register('user')} />}
        </FormField>
        <FormField id={id('email')} label="Email" error={errors.email?.message}>
          {(a11y) => <input type="email" autoComplete="email" maxLength={FIELD_MAX_LENGTH.email} className={inputClass} {...a11y} {...register('email')} />}
        </FormField>
        <FormField id={id('phone')} label="Phone" error={errors.phone_number?.message}>
          {(a11y) => <input type="tel" autoComplete="tel" maxLength={FIELD_MAX_LENGTH.phone} className={inputClass} {...a11y} {...register('phone_number')} />}
        </FormField>
        <FormField id={id('issue')} label="Issue type" error={errors.accident_type?.message}>
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('accident_type')}>
              {settings.issueNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id={id('message')} label="Message" error={errors.message?.message} describedBy={id('message-count')}>
        {(a11y) => <textarea maxLength={FIELD_MAX_LENGTH.message} className={`${inputClass} h-[150px] resize-y`} {...a11y} {...register('message')} />}
      </FormField>
      <MessageCounter id={id('message-count')} control={control} name="message" />
      <SafeContactFields idPrefix={idPrefix} register={register} timeError={errors.safe_time?.message} />
    </LeadFormFrame>
  );
}
