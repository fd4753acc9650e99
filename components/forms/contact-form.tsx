'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { buildContactParams } from '@/lib/forms/payloads';
import type { ContactFormValues } from '@/lib/forms/schemas';
import type { LeadFormSettings } from '@/lib/forms/settings';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { IssueSelect } from '@/components/forms/issue-select';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { MessageCounter } from '@/components/forms/message-counter';
import { PhoneField } from '@/components/forms/phone-field';
import { SafeContactFields } from '@/components/forms/safe-contact-fields';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { FormField, inputClass } from '@/components/ui/form-field';

export function ContactForm({ settings, idPrefix = 'contact' }: { settings: LeadFormSettings; idPrefix?: string }) {
  const { contactForm: contactFormCopy, validation: validationCopy, languageTag } = settings.copy;
  const validation = useMemo(() => {
    const issueValues = settings.issues.map((i) => i.value);
    const schemaCopy = { fields: contactFormCopy.fields, validation: validationCopy, locale: languageTag };
    return lazyResolver<ContactFormValues>(() =>
      Promise.all([import('@hookform/resolvers/zod'), import('@/lib/forms/schemas')]).then(([{ zodResolver }, { contactFormSchema }]) =>
        zodResolver(contactFormSchema(issueValues, schemaCopy)),
      ),
    );
  }, [settings.issues, contactFormCopy.fields, validationCopy, languageTag]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: validation.resolver,
    // Nothing is chosen for the visitor: the issue type starts on its placeholder, as the server rendered it.
    defaultValues: { name: '', email: '', phone: '', issueType: '', message: '', safeContact: [], safeTime: '' },
  });
  const { frameProps } = useLeadSubmission(settings, 'contact-form');
  const id = (name: string) => `${idPrefix}-${name}`;
  const copy = contactFormCopy.fields;

  return (
    <LeadFormFrame
      label={contactFormCopy.formLabel}
      submitLabel={contactFormCopy.submit}
      onReset={() => reset()}
      {...frameProps(handleSubmit, (values, suspectedBot) => buildContactParams(values, settings.context, suspectedBot), validation.preload)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id('user')} label={copy.name.label} error={errors.name?.message}>
          {(a11y) => <input type="text" autoComplete="off" maxLength={FIELD_MAX_LENGTH.name} className={inputClass} {...a11y} {...register('name')} />}
        </FormField>
        <FormField id={id('email')} label={copy.email.label} error={errors.email?.message}>
          {(a11y) => <input type="email" autoComplete="off" maxLength={FIELD_MAX_LENGTH.email} className={inputClass} {...a11y} {...register('email')} />}
        </FormField>
        <PhoneField id={id('phone')} label={copy.phone.label} error={errors.phone?.message} copy={settings.copy} control={control} register={register} />
        <FormField id={id('issue')} label={copy.issueType.label} error={errors.issueType?.message}>
          {(a11y) => <IssueSelect issues={settings.issues} placeholder={contactFormCopy.issuePlaceholder} a11y={a11y} registration={register('issueType')} />}
        </FormField>
      </div>
      <FormField id={id('message')} label={copy.message.label} error={errors.message?.message} describedBy={id('message-count')}>
        {(a11y) => <textarea maxLength={FIELD_MAX_LENGTH.message} className={`${inputClass} h-[150px] resize-y`} {...a11y} {...register('message')} />}
      </FormField>
      <MessageCounter id={id('message-count')} control={control} name="message" copy={settings.copy} />
      <SafeContactFields copy={settings.copy} idPrefix={idPrefix} register={register} timeError={errors.safeTime?.message} />
    </LeadFormFrame>
  );
}
