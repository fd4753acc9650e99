import { useEffect, useRef } from 'react';
import type { SendFailure } from '@/lib/leads/send-failure';
import type { LeadFormCopy } from '@/lib/leads/form-settings';

/**
 * Failures that a second press cannot fix (a refused request, the firm's EmailJS account out of
 * quota or disconnected, a missing setting): the visitor is pointed to the phone instead.
 */
const CALL_ONLY: readonly SendFailure[] = ['invalid', 'rejected', 'configuration'];

interface SendFailureAlertProps {
  copy: LeadFormCopy['sendFailure'];
  reason: SendFailure;
  /** For an offline failure: the browser has since said the connection is back. */
  reconnected: boolean;
  phone: { display: string; href: string };
  onRetry: () => void;
}

/**
 * Shown when a send fails, the one place it is said: what happened, that nothing was lost, and
 * what to do next, just above the form's button, with the one Try again. Focus moves to it, so
 * a visitor on a small screen or a screen reader is taken to it rather than left at the button.
 */
export function SendFailureAlert({ copy: sendFailureCopy, reason, reconnected, phone, onRetry }: SendFailureAlertProps) {
  const back = reason === 'offline' && reconnected;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [reason, back]);
  const copy = back ? sendFailureCopy.reconnected : sendFailureCopy.reasons[reason];
  const retryLabel = back ? sendFailureCopy.reconnected.action : sendFailureCopy.retry;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={`rounded-lg border-2 p-4 text-ink ${back ? 'border-brand bg-brand-soft' : 'border-exit bg-red-50'}`}>
      <p className={`font-bold ${back ? 'text-brand-dark' : 'text-exit-dark'}`}>{copy.title}</p>
      <p className="mt-1">
        {copy.body} {sendFailureCopy.kept} {sendFailureCopy.callPrefix}{' '}
        <a href={phone.href} className="font-bold text-brand-dark underline underline-offset-2">
          {phone.display}
        </a>
        .
      </p>
      {!CALL_ONLY.includes(reason) && (
        <button type="button" onClick={onRetry} className="mt-3 rounded-lg bg-exit px-4 py-2 font-bold text-white hover:bg-exit-dark">
          {retryLabel}
        </button>
      )}
    </div>
  );
}
