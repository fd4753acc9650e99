import type { UseFormRegister, FieldValues, Path } from 'react-hook-form';
import type { LeadFormCopy } from '@/lib/leads/form-settings';
import { SAFE_CONTACT_OPTIONS } from '@/lib/leads/options';
import { FormField, inputClass } from '@/components/ui/form-field';
import { FIELD_MAX_LENGTH } from '@/lib/limits';

interface SafeContactValues extends FieldValues {
  safeContact: string[];
  safeTime: string;
}

export function SafeContactFields<T extends SafeContactValues>({
  copy,
  idPrefix,
  register,
  timeError,
}: {
  copy: LeadFormCopy;
  idPrefix: string;
  register: UseFormRegister<T>;
  timeError?: string;
}) {
  const { form: formCopy, optionLabels } = copy;
  const safeTimeLabel = copy.contactForm.fields.safeTime.label;
  return (
    <div className="grid gap-4 rounded-lg border border-line bg-brand-soft/60 p-4">
      <fieldset aria-describedby={`${idPrefix}-safe-hint`}>
        <legend className="font-semibold text-navy">
          {formCopy.safeContactLegend} <span className="font-normal text-muted">{formCopy.optional}</span>
        </legend>
        <p id={`${idPrefix}-safe-hint`} className="mt-1 text-sm text-muted">
          {formCopy.safeContactHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {SAFE_CONTACT_OPTIONS.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" value={option} className="h-6 w-6 accent-brand" {...register('safeContact' as Path<T>)} />
              {optionLabels.safeContact[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id={`${idPrefix}-safe-time`} label={safeTimeLabel} hint={formCopy.safeTimeHint} error={timeError} optional={formCopy.optional}>
        {(a11y) => <input type="text" maxLength={FIELD_MAX_LENGTH.safeTime} className={inputClass} {...a11y} {...register('safeTime' as Path<T>)} />}
      </FormField>
    </div>
  );
}
