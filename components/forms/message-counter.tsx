'use client';

import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formCopy } from '@/content/forms';
import { messageLength } from '@/lib/forms/message-length';
import { FIELD_MAX_LENGTH } from '@/lib/limits';

const number = (n: number) => n.toLocaleString('en-US');
const atLimit = formCopy.characterLimitReached.replace('{max}', number(FIELD_MAX_LENGTH.message));

interface MessageCounterProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: Path<T>;
}

/**
 * How much room the message has left, once it is long. Watching here, not in the form,
 * re-renders only this line on each keystroke. Screen readers hear it at a few thresholds
 * rather than at every character.
 */
export function MessageCounter<T extends FieldValues>({ id, control, name }: MessageCounterProps<T>) {
  const value: unknown = useWatch({ control, name });
  const { left, visible, announce } = messageLength(typeof value === 'string' ? value.length : 0);
  const count = (n: number) => formCopy.charactersLeft.replace('{count}', number(n));
  return (
    <>
      {/* Always present, because the message field names it in aria-describedby. */}
      <p id={id} className={`-mt-3 text-sm ${left === 0 ? 'font-semibold text-exit' : 'text-muted'}`}>
        {visible ? (left === 0 ? atLimit : count(left)) : null}
      </p>
      <p className="sr-only" aria-live="polite">
        {announce === null ? '' : announce === 0 ? atLimit : count(announce)}
      </p>
    </>
  );
}
