'use client';

import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { prepareRelay, preloadEmailjs, sendLead, sendLeadViaRelay } from '@/lib/leads/send';
import { newLeadReference } from '@/lib/leads/lead-reference';
import type { SendFailure, SendResult } from '@/lib/leads/send-failure';
import type { LeadFormSettings } from '@/lib/leads/form-settings';
import { SLOW_SEND_NOTICE_MS } from '@/lib/limits';
import { navigateTo } from '@/lib/leads/navigate';

export type SubmissionState =
  | { status: 'idle' }
  /** `slow`: the send has taken longer than SLOW_SEND_NOTICE_MS, and the form says so. */
  | { status: 'sending'; slow: boolean }
  | { status: 'failed'; reason: SendFailure; reconnected: boolean };

/** Builds the e-mail's template variables from a form's values (lib/leads/payloads.ts). */
type ToParams<T> = (values: T, suspectedBot: boolean, reference: string) => Record<string, string>;

/**
 * Sends a lead and reports the outcome. On failure nothing is reset: the form keeps every
 * value, and the visitor is told once, in the form beside its button, what to do next (no
 * toast: on a phone one covered the buttons it spoke of). Nothing is ever written to storage: a
 * lead that could not be sent lives only in the form's fields.
 */
export function useLeadSubmission(settings: LeadFormSettings, limitId: string) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  // Set synchronously, so a second click that validated in the same instant sends nothing.
  const inFlight = useRef(false);

  // The honeypot field lives in LeadFormFrame; read only when a submission happens.
  const honeypotRef = useRef<HTMLInputElement>(null);

  // One reference per lead, kept through every Try again until it is sent, so a lead that reaches
  // the firm twice (the first try got through after all) carries the same reference both times.
  const reference = useRef<string | undefined>(undefined);

  const { relayUrl } = settings;
  useEffect(() => {
    // With a relay, the proof of work is fetched and solved as soon as the form's code runs, so
    // it is ready long before the visitor presses Send.
    if (relayUrl) prepareRelay(relayUrl);
  }, [relayUrl]);

  const offline = state.status === 'failed' && state.reason === 'offline' && !state.reconnected;
  useEffect(() => {
    if (!offline) return undefined;
    // Tell the visitor the moment the connection is back; they send with one press, so
    // exactly one e-mail leaves, and only when they choose.
    const onOnline = () => setState((s) => (s.status === 'failed' ? { ...s, reconnected: true } : s));
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);

  const sending = state.status === 'sending';
  useEffect(() => {
    if (!sending) return undefined;
    // A send that takes a while is said again, so that nobody presses twice or closes the page.
    const timer = window.setTimeout(() => setState((s) => (s.status === 'sending' ? { ...s, slow: true } : s)), SLOW_SEND_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [sending]);

  const fail = (reason: SendFailure) => setState({ status: 'failed', reason, reconnected: false });

  /**
   * The validation code could not be fetched (the connection dropped before the visitor first
   * pressed Send): nothing was checked or sent, so this is the offline case, told the same way.
   */
  const cannotValidate = () => fail('offline');

  const submit = async <T extends FieldValues>(values: T, suspectedBot: boolean, toParams: ToParams<T>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'sending', slow: false });
    let result: SendResult;
    try {
      reference.current ??= newLeadReference();
      // Through the relay, the form sends its values and the relay builds the e-mail from them
      // (relay/lead.ts, with the same payload builders and its own reference); without it, the
      // e-mail is built here.
      result =
        settings.relayUrl === undefined
          ? await sendLead(settings.email, settings.templateId, toParams(values, suspectedBot, reference.current), limitId)
          : await sendLeadViaRelay(settings.relayUrl, { ...settings.lead, values, suspectedBot });
    } catch {
      // A fault of the page's own, not of the connection: said as such, and the form stays usable.
      result = { ok: false, reason: 'unexpected' };
    }
    if (result.ok) {
      navigateTo(result.delivery === 'held' ? settings.heldConfirmationPath : settings.confirmationPath);
      return;
    }
    inFlight.current = false;
    fail(result.reason);
  };

  /**
   * Everything LeadFormFrame needs from a form: its submit (validate, loading the validation
   * code if need be, then send), Try again, and what to fetch when the visitor enters the form.
   */
  const frameProps = <T extends FieldValues>(handleSubmit: UseFormHandleSubmit<T>, toParams: ToParams<T>, preloadValidation: () => void) => {
    // The hidden field is filled only by software that fills every field: bots, but also some
    // password managers and accessibility tools a person may be using. The lead is sent all the
    // same, flagged (suspected_bot), for the firm to filter on; it is never dropped behind a
    // thank-you page. It stops no bot that posts to EmailJS directly anyway.
    const run = (event?: BaseSyntheticEvent): Promise<void> =>
      handleSubmit((values) => submit(values, (honeypotRef.current?.value ?? '') !== '', toParams))(event).catch(cannotValidate);
    return {
      copy: settings.copy,
      state,
      phone: settings.phone,
      firmName: settings.firmName,
      honeypotRef,
      onSubmit: (event: BaseSyntheticEvent) => void run(event),
      onRetry: () => void run(),
      onFirstFocus: () => {
        if (!relayUrl) preloadEmailjs();
        preloadValidation();
      },
    };
  };

  return { frameProps };
}
