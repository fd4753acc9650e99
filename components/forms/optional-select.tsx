import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LeadFormCopy } from '@/lib/leads/form-settings';
import { FormField, inputClass } from '@/components/ui/form-field';

interface OptionalSelectProps {
  id: string;
  label: string;
  error?: string;
  copy: LeadFormCopy;
  /** Each answer's canonical value, and how it reads on screen. */
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}

/**
 * A question of the case form the visitor may leave: its first choice, chosen until they pick
 * another, reads "Not answered" and is empty, which the firm receives as NOT_ANSWERED
 * (lib/leads/options.ts).
 */
export function OptionalSelect({ id, label, error, copy, options, registration }: OptionalSelectProps) {
  return (
    <FormField id={id} label={label} error={error} optional={copy.form.optional}>
      {(a11y) => (
        <select className={inputClass} {...a11y} {...registration}>
          <option value="">{copy.optionLabels.notAnswered}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
