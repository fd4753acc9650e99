'use client';

import { useEffect, useEffectEvent, useRef, useState, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import type { LeadFormCopy } from '@/lib/leads/form-settings';
import { LEAD_FORM_GUARD } from '@/lib/islands/lead-form-guard';
import type { SubmissionState } from '@/components/forms/use-lead-submission';
import { SendFailureAlert } from '@/components/forms/send-failure-alert';
import { Spinner } from '@/components/ui/spinner';
import { fillTemplate } from '@/lib/text';

interface LeadFormFrameProps {
  copy: LeadFormCopy;
  label: string;
  submitLabel: string;
  state: SubmissionState;
  phone: { display: string; href: string };
  /** The firm that will answer, named at the top of the form. */
  firmName: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The page empties its forms when it is hidden (lib/islands/quick-exit.ts); the form's own state must follow. */
  onReset: () => void;
  onRetry: () => void;
  /** Called when the visitor first moves into the form, to fetch the e-mail code early. */
  onFirstFocus: () => void;
  children: ReactNode;
}

const phoneLink = (phone: { display: string; href: string }) => (
  <a href={phone.href} className="font-bold text-brand-dark underline underline-offset-2">
    {phone.display}
  </a>
);

/**
 * What both lead forms share: the firm that will answer, honeypot, privacy note, the notes for
 * a form that cannot send yet, failure alert, submit and sending overlay.
 *
 * method="dialog" is what keeps a visitor's words out of every URL: outside a <dialog>, such
 * a form submits nowhere, so without JavaScript, or before the scripts arrive, pressing Send
 * leaves every value in place and sends no request (the default GET would have put the whole
 * message in the address bar, the history and the host's log). Browsers since 2022 support it;
 * an older one falls back to GET, which the inline guard (LeadFormGuard) still stops whenever
 * JavaScript runs at all. Once hydrated, the form's own handler takes over.
 */
export function LeadFormFrame({
  copy,
  label,
  submitLabel,
  state,
  phone,
  firmName,
  honeypotRef,
  onSubmit,
  onReset,
  onRetry,
  onFirstFocus,
  children,
}: LeadFormFrameProps) {
  const sending = state.status === 'sending';
  const formCopy = copy.form;
  const formRef = useRef<HTMLFormElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [readyAfterWait, setReadyAfterWait] = useState(false);
  const focused = useRef(false);

  // The form's code loads when the visitor first uses the form (lib/islands/form-code-loader.ts),
  // so they are usually in it already: fetch what Send needs now rather than on the next focus.
  const fetchIfEntered = useEffectEvent(() => {
    if (!formRef.current?.contains(document.activeElement) || focused.current) return;
    focused.current = true;
    onFirstFocus();
  });

  useEffect(() => {
    fetchIfEntered();
    formRef.current?.setAttribute(LEAD_FORM_GUARD.ready, '');
    // Someone who pressed Send while the page loaded was told to wait; tell them it is ready.
    setReadyAfterWait(noteRef.current !== null && !noteRef.current.hidden);
    setHydrated(true);
  }, []);

  const guardProps = { [LEAD_FORM_GUARD.form]: '' };
  const noteProps = { [LEAD_FORM_GUARD.note]: '' };

  return (
    <form
      ref={formRef}
      method="dialog"
      noValidate
      // Keeps the browser from saving names and numbers for autofill, and from restoring typed
      // values when the page is reloaded or reached with Back (nothing a monitor could find).
      autoComplete="off"
      aria-label={label}
      onSubmit={onSubmit}
      onReset={onReset}
      onFocus={() => {
        if (focused.current) return;
        focused.current = true;
        onFirstFocus();
      }}
      className="relative"
      {...guardProps}
    >
      <p className="mb-5 font-semibold text-navy">{fillTemplate(formCopy.answeredBy, { firm: firmName })}</p>
      <div className="grid gap-5">{children}</div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {formCopy.honeypotLabel}
          {/* A name and attributes that browsers' autofill and password managers leave alone, so
              a real visitor's lead is rarely flagged as a bot's (and is sent even then). */}
          <input
            ref={honeypotRef}
            type="text"
            name="hp_leave_blank"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
            defaultValue=""
          />
        </label>
      </div>
      <p className="mt-6 text-sm text-muted">
        {formCopy.privacyNote}{' '}
        <a href={formCopy.privacyLinkHref} className="font-semibold text-brand-dark underline underline-offset-2">
          {formCopy.privacyLinkText}
        </a>
        .
      </p>
      <noscript>
        <p className="mt-4 rounded-lg border-2 border-brand bg-brand-soft p-4 text-ink">
          {formCopy.noScript} {phoneLink(phone)}.
        </p>
      </noscript>
      {!hydrated && (
        <p ref={noteRef} hidden tabIndex={-1} className="mt-4 rounded-lg border-2 border-brand bg-brand-soft p-4 text-ink" {...noteProps}>
          {formCopy.notReady} {phoneLink(phone)}.
        </p>
      )}
      {readyAfterWait && state.status === 'idle' && (
        <p role="status" className="mt-4 rounded-lg border-2 border-brand bg-brand-soft p-4 font-semibold text-ink">
          {formCopy.nowReady}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="mt-4">
          <SendFailureAlert copy={copy.sendFailure} reason={state.reason} reconnected={state.reconnected} phone={phone} onRetry={onRetry} />
        </div>
      )}
      <button
        type="submit"
        disabled={sending}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-8 text-lg font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {submitLabel}
      </button>
      {/* Always in the page, empty until a send starts: a live region that appears with its words
          is often not read out, while a change to one already there is. Polite, so it waits for
          the screen reader to finish the button. The form itself is not marked aria-busy, which
          would let a screen reader hold back this very announcement until the send ended. */}
      <div
        role="status"
        className={
          sending ? 'absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-xl bg-white/90 p-4 text-center text-brand-dark' : 'sr-only'
        }
      >
        {sending && (
          <>
            <Spinner />
            <p className="text-lg font-bold">{formCopy.sending}</p>
          </>
        )}
        {state.status === 'sending' && state.slow && <p className="max-w-sm font-semibold text-ink">{formCopy.stillSending}</p>}
      </div>
    </form>
  );
}
