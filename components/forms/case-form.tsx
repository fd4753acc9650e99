'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PERIOD_OPTIONS, STAY_OPTIONS, YES_NO_OPTIONS } from '@/lib/forms/options';
import { buildCaseParams } from '@/lib/forms/payloads';
import { prefillFromQuery } from '@/lib/forms/prefill';
import { caseFormSchema, type CaseFormValues } from '@/lib/forms/schemas';
import type { LeadFormSettings } from '@/lib/forms/settings';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { QueryPrefill } from '@/components/forms/query-prefill';
import { SafeContactFields } from '@/components/forms/safe-contact-fields';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { MessageCounter } from '@/components/forms/message-counter';
import { FormField, inputClass } from '@/components/ui/form-field';
import { FIELD_MAX_LENGTH } from '@/lib/limits';

const DEFAULTS: CaseFormValues = {
  user: '',
  email: '',
  phone_number: '',
  accidentId: '',
  zipCode: '',
  period: 'Less than 1 Year',
  medical: 'Yes',
  fault: 'Yes',
  signup: 'Yes',
  stay: 'Violated',
  message: '',
  safe_contact: [],
  safe_time: '',
};

export function CaseForm({ settings }: { settings: LeadFormSettings }) {
  const schema = useMemo(() => caseFormSchema(settings.issueNames), [settings.issueNames]);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<CaseFormValues>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const { state, submit, honeypotRef, preload } = useLeadSubmission(settings, 'case-form');

  const onRead = useCallback(
    (query: { accidentId: string | null; zipCode: string | null }) => {
      const prefill = prefillFromQuery(query, settings.issueNames);
      if (prefill.accidentId) setValue('accidentId', prefill.accidentId);
      if (prefill.zipCode) setValue('zipCode', prefill.zipCode);
    },
    [setValue, settings.issueNames],
  );

  const onSubmit = handleSubmit((values) =>
    submit(buildCaseParams(values, settings.context), () => void onSubmit()),
  );

  return (
    <LeadFormFrame label="Case form" submitLabel="Submit my case" state={state} phone={settings.phone} honeypotRef={honeypotRef} onSubmit={onSubmit} onRetry={() => void onSubmit()} onFirstFocus={preload}>
      <Suspense fallback={null}>
        <QueryPrefill onRead={onRead} />
      </Suspense>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="case-issue" label="What type of issue is it?" error={errors.accidentId?.message}>
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('accidentId')}>
              <option value="">Choose an issue type</option>
              {settings.issueNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="case-zip" label="What is your zip code?" error={errors.zipCode?.message}>
          {(a11y) => <input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={10} className={inputClass} {...a11y} {...register('zipCode')} />}
        </FormField>
        <FormField id="case-user" label="What is your full name?" error={errors.user?.message}>
          {(a11y) => <input type="text" autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} className={inputClass} {...a11y} {...register('user')} />}
        </FormField>
        <FormField id="case-email" label="What is your email?" error={errors.email?.message}>
          {(a11y) => <input type="email" autoComplete="email" maxLength={FIELD_MAX_LENGTH.email} className={inputClass} {...a11y} {...register('email')} />}
        </FormField>
        <FormField id="case-phone" label="What is your phone number?" error={errors.phone_number?.message}>
          {(a11y) => <input type="tel" autoComplete="tel" maxLength={FIELD_MAX_LENGTH.phone} className={inputClass} {...a11y} {...register('phone_number')} />}
        </FormField>
        <FormField id="case-period" label="When did the incident happen?" error={errors.period?.message}>
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('period')}>
              {PERIOD_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="case-stay" label="What is the primary type of injustice?" error={errors.stay?.message}>
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('stay')}>
              {STAY_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <ChoiceGroup id="case-medical" legend="Did you receive hospitalization or medical treatment?" options={YES_NO_OPTIONS} error={errors.medical?.message} registration={register('medical')} />
      <ChoiceGroup id="case-fault" legend="Was anyone else affected?" options={YES_NO_OPTIONS} error={errors.fault?.message} registration={register('fault')} />
      <ChoiceGroup id="case-signup" legend="Have you already signed up with a law firm?" options={YES_NO_OPTIONS} error={errors.signup?.message} registration={register('signup')} />
      <FormField id="case-message" label="Is there anything else about your case you would like to share?" error={errors.message?.message} describedBy="case-message-count">
        {(a11y) => <textarea maxLength={FIELD_MAX_LENGTH.message} className={`${inputClass} h-[150px] resize-y`} {...a11y} {...register('message')} />}
      </FormField>
      <MessageCounter id="case-message-count" control={control} name="message" />
      <SafeContactFields idPrefix="case" register={register} timeError={errors.safe_time?.message} />
    </LeadFormFrame>
  );
}
