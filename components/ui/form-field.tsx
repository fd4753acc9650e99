import type { ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** For a field that may stay empty: the word saying so, in the page's language, e.g. "(optional)". */
  optional?: string;
  /** Another element that describes the field (e.g. a count shown beside it), when present. */
  describedBy?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** Visible label, optional hint, and the error under the field, tied with aria-describedby. */
export function FormField({ id, label, error, hint, optional, describedBy: extra, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
        {optional && <span className="font-normal text-muted"> {optional}</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': optional ? undefined : true })}
      {error && (
        <p id={errorId} className="flex items-start gap-1 text-sm font-semibold text-exit">
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border-2 border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-exit';
