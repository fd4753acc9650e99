import type { SendFailure } from '@/lib/email';

const explanations: Record<SendFailure, string> = {
  network: 'We could not reach our e-mail service. Please check your connection.',
  rejected: 'Our e-mail service did not accept the message.',
  'rate-limit': 'Messages were sent too quickly. Please wait a few seconds.',
  configuration: 'The form is not set up correctly on our side.',
};

/** Shown when a send fails: what happened, that nothing was lost, and two ways forward. */
export function SendFailureAlert({ reason, phone, onRetry }: { reason: SendFailure; phone: { display: string; href: string }; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border-2 border-exit bg-red-50 p-4 text-ink">
      <p className="font-bold text-exit-dark">Your message was not sent.</p>
      <p className="mt-1">
        {explanations[reason]} Everything you typed is still here. You can try again, or call us at{' '}
        <a href={phone.href} className="font-bold text-brand-dark underline underline-offset-2">
          {phone.display}
        </a>
        .
      </p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-lg bg-exit px-4 py-2 font-bold text-white hover:bg-exit-dark">
        Try again
      </button>
    </div>
  );
}
