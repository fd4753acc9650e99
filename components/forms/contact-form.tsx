'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { buildContactParams } from '@/lib/leads/payloads';
import type { ContactFormValues } from '@/lib/leads/form-schemas';
import type { LeadFormSettings } from '@/lib/leads/form-settings';
import { IssueSelect } from '@/components/forms/issue-select';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { LeadFormFields } from '@/components/forms/lead-form-fields';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { FormField } from '@/components/ui/form-field';

export function ContactForm({ settings, idPrefix = 'contact' }: { settings: LeadFormSettings; idPrefix?: string }) {
  const { contactForm: contactFormCopy, validation: validationCopy, languageTag } = settings.copy;
  const validation = useMemo(() => {
    const issueValues = settings.issues.map((i) => i.value);
    const schemaCopy = { fields: contactFormCopy.fields, validation: validationCopy, locale: languageTag };
    return lazyResolver<ContactFormValues>(() =>
      Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/form-schemas')]).then(([{ zodResolver }, { contactFormSchema }]) =>
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
  const copy = contactFormCopy.fields;

  return (
    <LeadFormFrame
      label={contactFormCopy.formLabel}
      submitLabel={contactFormCopy.submit}
      onReset={() => reset()}
      {...frameProps(
        handleSubmit,
        (values, suspectedBot, reference) => buildContactParams(values, settings.context, suspectedBot, reference),
        validation.preload,
      )}
    >
      <LeadFormFields
        idPrefix={idPrefix}
        labels={copy}
        copy={settings.copy}
        register={register}
        control={control}
        errors={errors}
        gridEnd={
          <FormField id={`${idPrefix}-issue`} label={copy.issueType.label} error={errors.issueType?.message}>
            {(a11y) => <IssueSelect issues={settings.issues} placeholder={contactFormCopy.issuePlaceholder} a11y={a11y} registration={register('issueType')} />}
          </FormField>
        }
      />
    </LeadFormFrame>
  );
}
