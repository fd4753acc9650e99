import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceGroupProps {
  id: string;
  legend: string;
  /** For a question that may be left unanswered: the word saying so, e.g. "(optional)". Nothing is checked until the visitor answers. */
  optional?: string;
  /** Each answer's canonical value, and how it reads on screen. */
  options: readonly { value: string; label: string }[];
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled group of radio buttons (Yes / No questions). */
export function ChoiceGroup({ id, legend, optional, options, error, registration }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-navy">
        {legend}
        {optional && <span className="font-normal text-muted"> {optional}</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line px-4 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
          >
            <input type="radio" value={option.value} className="h-6 w-6 accent-brand" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-exit">
          {error}
        </p>
      )}
    </fieldset>
  );
}
