'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { sendLead, type SendFailure } from '@/lib/email';
import type { LeadFormSettings } from '@/lib/forms/settings';
import { notify } from '@/components/ui/notify';

export type SubmissionState = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; reason: SendFailure };

export const CONFIRMATION_PATH = '/confirmAlert/';

/**
 * Sends a lead and reports the outcome. On failure nothing is reset: the form keeps every
 * value, and the visitor sees an alert and a toast with Try again and the phone number.
 */
export function useLeadSubmission(settings: LeadFormSettings, limitId: string) {
  const router = useRouter();
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  // Set synchronously, so a second click that validated in the same instant sends nothing.
  const inFlight = useRef(false);

  // The honeypot field lives in LeadFormFrame; read only when a submission happens.
  const honeypotRef = useRef<HTMLInputElement>(null);

  const submit = async (params: Record<string, string>, retry: () => void) => {
    const honeypot = honeypotRef.current?.value ?? '';
    // Bots fill the hidden field; they see the same success a person would, and nothing is sent.
    if (inFlight.current) return;
    inFlight.current = true;
    if (honeypot) {
      router.push(CONFIRMATION_PATH);
      return;
    }
    setState({ status: 'sending' });
    const result = await sendLead(settings.email, settings.templateId, params, limitId);
    if (result.ok) {
      router.push(CONFIRMATION_PATH);
      return;
    }
    inFlight.current = false;
    setState({ status: 'failed', reason: result.reason });
    void notify('error', 'Your message was not sent.', {
      id: `${limitId}-failed`,
      description: `Everything you typed is still in the form. Try again, or call ${settings.phone.display}.`,
      action: { label: 'Try again', onClick: retry },
    });
  };

  return { state, submit, honeypotRef };
}
