import type { UseFormRegisterReturn } from 'react-hook-form';
import type { IssueChoice } from '@/lib/leads/form-settings';
import { MARKS } from '@/lib/islands/contract';
import { inputClass, type FieldA11y } from '@/components/ui/form-field';

interface IssueSelectProps {
  issues: readonly IssueChoice[];
  a11y: FieldA11y;
  /** The first, empty choice: nothing is picked until the visitor picks (it is required). */
  placeholder: string;
  registration: UseFormRegisterReturn;
}

/**
 * The issue-type dropdown of both lead forms: each option's value is the canonical name the firm
 * receives; an issue type's option also carries its code, which the case form's prefill looks for
 * (lib/islands/case-prefill.ts), so the inline script needs no table of its own.
 */
export function IssueSelect({ issues, a11y, placeholder, registration }: IssueSelectProps) {
  return (
    <select className={inputClass} {...a11y} {...registration}>
      <option value="">{placeholder}</option>
      {issues.map((issue) => (
        <option key={issue.value} value={issue.value} {...(issue.code ? { [MARKS.issueCode]: issue.code } : {})}>
          {issue.label}
        </option>
      ))}
    </select>
  );
}
