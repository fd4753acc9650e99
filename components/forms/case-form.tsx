'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { INJUSTICE_TYPE_OPTIONS, PERIOD_OPTIONS, YES_NO_OPTIONS } from '@/lib/leads/options';
import { buildCaseParams } from '@/lib/leads/payloads';
import type { CaseFormValues } from '@/lib/leads/form-schemas';
import type { LeadFormSettings } from '@/lib/leads/form-settings';
import { IssueSelect } from '@/components/forms/issue-select';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { OptionalSelect } from '@/components/forms/optional-select';
import { LeadFormFields } from '@/components/forms/lead-form-fields';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField, inputClass } from '@/components/ui/form-field';

// Nothing answered for the visitor: every question starts empty, as the server rendered it (no
// radio checked, each select on its first, empty choice), and stays so until the visitor
// answers. The specification's defaults ("Yes" three times, the first period and type) became
// answers the visitor never gave once the form's code loaded (lib/leads/options.ts, NOT_ANSWERED).
const DEFAULTS: CaseFormValues = {
  name: '',
  email: '',
  phone: '',
  issueType: '',
  zipCode: '',
  period: '',
  medicalTreatment: '',
  othersAffected: '',
  signedWithFirm: '',
  injusticeType: '',
  message: '',
  safeContact: [],
  safeTime: '',
};

/** The three yes-or-no questions, in the order asked, by the id of their group and the field they answer. */
const YES_NO_QUESTIONS = [
  ['case-medical', 'medicalTreatment'],
  ['case-fault', 'othersAffected'],
  ['case-signup', 'signedWithFirm'],
] as const;

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

export function CaseForm({ settings }: { settings: LeadFormSettings }) {
  const issueValues = useMemo(() => settings.issues.map((i) => i.value), [settings.issues]);
  const { caseFormFields: caseFormFieldsCopy, optionLabels, validation: validationCopy, languageTag } = settings.copy;
  const validation = useMemo(() => {
    const schemaCopy = { fields: caseFormFieldsCopy.fields, validation: validationCopy, locale: languageTag };
    return lazyResolver<CaseFormValues>(() =>
      Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/form-schemas')]).then(([{ zodResolver }, { caseFormSchema }]) =>
        zodResolver(caseFormSchema(issueValues, schemaCopy)),
      ),
    );
  }, [issueValues, caseFormFieldsCopy.fields, validationCopy, languageTag]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<CaseFormValues>({ resolver: validation.resolver, defaultValues: DEFAULTS });
  const { frameProps } = useLeadSubmission(settings, 'case-form');

  const copy = caseFormFieldsCopy.fields;
  const yesNo = choices(YES_NO_OPTIONS, optionLabels.yesNo);

  return (
    <LeadFormFrame
      label={caseFormFieldsCopy.formLabel}
      submitLabel={caseFormFieldsCopy.submit}
      onReset={() => reset()}
      {...frameProps(handleSubmit, (values, suspectedBot, reference) => buildCaseParams(values, settings.context, suspectedBot, reference), validation.preload)}
    >
      <LeadFormFields
        idPrefix="case"
        labels={copy}
        copy={settings.copy}
        register={register}
        control={control}
        errors={errors}
        messageOptional
        gridStart={
          <>
            <FormField id="case-issue" label={copy.issueType.label} error={errors.issueType?.message}>
              {(a11y) => (
                <IssueSelect issues={settings.issues} placeholder={caseFormFieldsCopy.issuePlaceholder} a11y={a11y} registration={register('issueType')} />
              )}
            </FormField>
            <FormField id="case-zip" label={copy.zipCode.label} error={errors.zipCode?.message}>
              {(a11y) => <input type="text" inputMode="numeric" autoComplete="off" maxLength={10} className={inputClass} {...a11y} {...register('zipCode')} />}
            </FormField>
          </>
        }
        gridEnd={
          <>
            <OptionalSelect
              id="case-period"
              label={copy.period.label}
              error={errors.period?.message}
              copy={settings.copy}
              options={choices(PERIOD_OPTIONS, optionLabels.period)}
              registration={register('period')}
            />
            <OptionalSelect
              id="case-stay"
              label={copy.injusticeType.label}
              error={errors.injusticeType?.message}
              copy={settings.copy}
              options={choices(INJUSTICE_TYPE_OPTIONS, optionLabels.injusticeType)}
              registration={register('injusticeType')}
            />
          </>
        }
      >
        {YES_NO_QUESTIONS.map(([id, name]) => (
          <ChoiceGroup
            key={name}
            id={id}
            legend={copy[name].label}
            optional={settings.copy.form.optional}
            options={yesNo}
            error={errors[name]?.message}
            registration={register(name)}
          />
        ))}
      </LeadFormFields>
    </LeadFormFrame>
  );
}
