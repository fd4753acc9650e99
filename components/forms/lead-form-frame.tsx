import Link from 'next/link';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { formCopy } from '@/content/forms';
import type { SubmissionState } from '@/components/forms/use-lead-submission';
import { SendFailureAlert } from '@/components/forms/send-failure-alert';
import { Spinner } from '@/components/ui/spinner';

interface LeadFormFrameProps {
  label: string;
  submitLabel: string;
  state: SubmissionState;
  phone: { display: string; href: string };
  honeypotRef: RefObject<HTMLInputElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onRetry: () => void;
  children: ReactNode;
}

/** What both lead forms share: honeypot, privacy note, failure alert, submit and sending overlay. */
export function LeadFormFrame({ label, submitLabel, state, phone, honeypotRef, onSubmit, onRetry, children }: LeadFormFrameProps) {
  const sending = state.status === 'sending';
  return (
    <form noValidate aria-label={label} aria-busy={sending} onSubmit={onSubmit} className="relative">
      <div className="grid gap-5">{children}</div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {formCopy.honeypotLabel}
          <input ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className="mt-6 text-sm text-muted">
        {formCopy.privacyNote}{' '}
        <Link href={formCopy.privacyLinkHref} className="font-semibold text-brand-dark underline underline-offset-2">
          {formCopy.privacyLinkText}
        </Link>
        .
      </p>
      {state.status === 'failed' && (
        <div className="mt-4">
          <SendFailureAlert reason={state.reason} phone={phone} onRetry={onRetry} />
        </div>
      )}
      <button
        type="submit"
        disabled={sending}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-8 text-lg font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {submitLabel}
      </button>
      {sending && (
        <div role="status" className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-xl bg-white/90 text-brand-dark">
          <Spinner />
          <p className="text-lg font-bold">{formCopy.sending}</p>
        </div>
      )}
    </form>
  );
}
