'use client';

import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { preloadEmailjs, sendLead, type SendFailure } from '@/lib/email';
import type { LeadFormSettings } from '@/lib/forms/settings';
import { navigateTo } from '@/lib/navigate';
import { notify } from '@/components/ui/notify';

export type SubmissionState = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; reason: SendFailure; reconnected: boolean };

/**
 * Sends a lead and reports the outcome. On failure nothing is reset: the form keeps every
 * value, and the visitor sees an alert and a toast saying what to do next. Nothing is ever
 * written to storage: a lead that could not be sent lives only in the form's fields.
 */
export function useLeadSubmission(settings: LeadFormSettings, limitId: string) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  // Set synchronously, so a second click that validated in the same instant sends nothing.
  const inFlight = useRef(false);

  // The honeypot field lives in LeadFormFrame; read only when a submission happens.
  const honeypotRef = useRef<HTMLInputElement>(null);

  const offline = state.status === 'failed' && state.reason === 'offline' && !state.reconnected;
  useEffect(() => {
    if (!offline) return undefined;
    // Tell the visitor the moment the connection is back; they send with one press, so
    // exactly one e-mail leaves, and only when they choose.
    const onOnline = () => setState((s) => (s.status === 'failed' ? { ...s, reconnected: true } : s));
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);

  const fail = (reason: SendFailure, retry: () => void) => {
    setState({ status: 'failed', reason, reconnected: false });
    const sendFailureCopy = settings.copy.sendFailure;
    void notify('error', sendFailureCopy.reasons[reason].title, {
      id: `${limitId}-failed`,
      description: `${sendFailureCopy.kept} ${sendFailureCopy.callPrefix} ${settings.phone.display}.`,
      action: { label: sendFailureCopy.retry, onClick: retry },
    });
  };

  /**
   * The validation code could not be fetched (the connection dropped before the visitor first
   * pressed Send): nothing was checked or sent, so this is the offline case, told the same way.
   */
  const cannotValidate = (retry: () => void) => fail('offline', retry);

  const submit = async (params: Record<string, string>, retry: () => void) => {
    const honeypot = honeypotRef.current?.value ?? '';
    if (inFlight.current) return;
    inFlight.current = true;
    // Only software fills the hidden field (it is out of reach of people, keyboards, screen
    // readers and autofill), so a filled one is a bot: it sees the same success a person
    // would, and nothing is sent, so bots learn nothing and the inbox gets no spam.
    if (honeypot) {
      navigateTo(settings.confirmationPath);
      return;
    }
    setState({ status: 'sending' });
    const result = await sendLead(settings.email, settings.templateId, params, limitId);
    if (result.ok) {
      navigateTo(settings.confirmationPath);
      return;
    }
    inFlight.current = false;
    fail(result.reason, retry);
  };

  /**
   * Everything LeadFormFrame needs from a form: its submit (validate, loading the validation
   * code if need be, then send), Try again, and what to fetch when the visitor enters the form.
   */
  const frameProps = <T extends FieldValues>(
    handleSubmit: UseFormHandleSubmit<T>,
    toParams: (values: T) => Record<string, string>,
    preloadValidation: () => void,
  ) => {
    const run = (event?: BaseSyntheticEvent): Promise<void> =>
      handleSubmit((values) => submit(toParams(values), () => void run()))(event).catch(() => cannotValidate(() => void run()));
    return {
      copy: settings.copy,
      state,
      phone: settings.phone,
      honeypotRef,
      onSubmit: (event: BaseSyntheticEvent) => void run(event),
      onRetry: () => void run(),
      onFirstFocus: () => {
        preloadEmailjs();
        preloadValidation();
      },
    };
  };

  return { frameProps };
}
