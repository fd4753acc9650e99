'use client';

import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { messageLength } from '@/lib/leads/message-length';
import type { LeadFormCopy } from '@/lib/leads/form-settings';
import { FIELD_MAX_LENGTH } from '@/lib/limits';
import { fillTemplate } from '@/lib/text';

interface MessageCounterProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: Path<T>;
  copy: LeadFormCopy;
}

/**
 * How much room the message has left, once it is long. Watching here, not in the form,
 * re-renders only this line on each keystroke. Screen readers hear it at a few thresholds
 * rather than at every character.
 */
export function MessageCounter<T extends FieldValues>({ id, control, name, copy }: MessageCounterProps<T>) {
  // Formatted only when shown: the first number formatted in a language sets up the browser's
  // number formatting, which costs a slow phone about 90 ms, and the form would pay it while
  // hydrating, before it is ready, even though the counter shows nothing until the message is long.
  const number = (n: number) => n.toLocaleString(copy.languageTag);
  const atLimit = () => fillTemplate(copy.form.characterLimitReached, { max: number(FIELD_MAX_LENGTH.message) });
  const value: unknown = useWatch({ control, name });
  const { left, visible, announce } = messageLength(typeof value === 'string' ? value.length : 0);
  const count = (n: number) => fillTemplate(copy.form.charactersLeft, { count: number(n) });
  return (
    <>
      {/* Always present, because the message field names it in aria-describedby. */}
      <p id={id} className={`-mt-3 text-sm ${left === 0 ? 'font-semibold text-exit' : 'text-muted'}`}>
        {visible ? (left === 0 ? atLimit() : count(left)) : null}
      </p>
      <p className="sr-only" aria-live="polite">
        {announce === null ? '' : announce === 0 ? atLimit() : count(announce)}
      </p>
    </>
  );
}
