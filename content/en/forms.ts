import type { ValidationCopy } from '@/lib/leads/validation-messages';
import type { InjusticeType, Period, SafeContact, YesNo } from '@/lib/leads/options';
import type { CaseField, ContactField } from '@/lib/leads/form-schemas';

/** A form's words: each field's label, and its name inside a validation message. */
type FormWords<K extends string> = { formLabel: string; submit: string; issuePlaceholder: string; fields: Record<K, { label: string; inMessages: string }> };
import { leadJourney } from './lead-journey';

/** Copy shared by both lead forms. */
export const formCopy = {
  /** Shown over the form and announced (a polite live region) from the moment Send starts a send. */
  sending: 'Sending Message...',
  /** Added, and announced, when the send takes longer than a few seconds (SLOW_SEND_NOTICE_MS). */
  stillSending: 'Still sending… please keep this page open.',
  /** At the top of both forms: who will answer. The form fills in {firm} from NEXT_PUBLIC_FIRM_NAME. */
  answeredBy: 'This message goes to the intake team of {firm}, the law firm that will answer you.',
  privacyNote: leadJourney.formNote,
  privacyLinkText: leadJourney.formLinkText,
  safeContactLegend: 'How is it safe to contact you?',
  safeContactHint: 'Tell us which ways are safe, so no call, message or voicemail puts you at risk.',
  safeTimeHint: 'For example "weekdays 9 to 11 am".',
  honeypotLabel: 'Leave this field empty',
  optional: '(optional)',
  /** Beside the phone field: when it may stay empty (lib/leads/phone.ts, phoneIsOptional). */
  phoneHint: 'Not needed if e-mail is the only safe way to reach you: then mark only "E-mail" under "How is it safe to contact you?" below.',
  /** Shown inside the form, with JavaScript off, from the first paint. */
  noScript:
    'This form needs JavaScript to send your message, and it is turned off or blocked in this browser. Nothing you type here leaves this page. You can reach the firm by phone instead:',
  /** Shown when Send is pressed before the page's scripts have loaded (slow or failed load). */
  notReady:
    'This form is not ready to send yet: the page is still loading, or part of it did not load. Nothing was sent, and everything you typed is still here. Wait a moment and press the button again, or call the firm:',
  nowReady: 'The form is ready now. Press the button again to send your message.',
  /** Under the message once it is long; the form fills in {count} and {max}. */
  charactersLeft: '{count} characters left',
  characterLimitReached:
    'The message is at its {max}-character limit, and anything past it was not added. Shorten it if you need room, or tell the firm the rest when they contact you.',
} as const;

/**
 * What the visitor reads when a send fails: what happened, then what they can do. Every
 * message is followed by the phone number and, except where trying again cannot help, a
 * Try again button.
 */
export const sendFailureCopy = {
  kept: 'Everything you typed is still here.',
  callPrefix: 'You can also call the firm:',
  retry: 'Try again',
  reasons: {
    offline: {
      title: 'You seem to be offline.',
      body: 'Your message was not sent. Check your Wi-Fi or mobile data. When your connection comes back, this box will say so, and one press of the button sends it.',
    },
    network: {
      title: 'Your message was not sent.',
      body: 'We could not reach the e-mail service. Check your connection, then try again.',
    },
    timeout: {
      title: 'Your message may not have been sent.',
      body: 'The e-mail service did not answer in time. Try again, or call. If the first try did get through, the firm may receive your message twice, which is better than losing it.',
    },
    'rate-limit': {
      title: 'The e-mail service is limiting messages right now.',
      body: 'Your message was not sent because the service that carries messages to the firm is not taking new ones for now: it may be busy, or it may have reached its limit for the month. You did nothing wrong. Please call the firm, or try again later.',
    },
    'too-large': {
      title: 'Your message is too long to send.',
      body: 'The e-mail service refused it because of its size. Shorten the message and try again, or call and tell the firm directly.',
    },
    invalid: {
      title: 'Your message was not accepted.',
      body: 'The e-mail service refused it as invalid. Trying again will probably not help; please call instead.',
    },
    unavailable: {
      title: 'Your message was not sent.',
      body: 'The e-mail service is having a problem on its side. Try again in a minute, or call.',
    },
    rejected: {
      title: 'Your message could not be sent.',
      body: "The e-mail service that carries it to the firm refused it, because of a limit or a problem with the firm's account, not because of anything you did. Trying again will not help for now; please call instead.",
    },
    configuration: {
      title: 'Your message could not be sent.',
      body: 'The form is not set up correctly on our side. Please call instead.',
    },
    unexpected: {
      title: 'Something went wrong on this page.',
      body: 'We cannot tell whether your message was sent. Try again, or call. If the first try did get through, the firm may receive your message twice, which is better than losing it.',
    },
  },
  reconnected: {
    title: 'You are back online.',
    body: 'Your message has not been sent yet. Press Send now to send it.',
    action: 'Send now',
  },
} as const;

/**
 * Validation messages (the specification's wording). The form fills in {label} with the field's
 * name as it reads inside a sentence, and {max} with the limit.
 */
export const validationCopy = {
  required: '{label} is required!',
  invalidEmail: '{label} is not a valid email!',
  invalidPhone: '{label} is not a valid phone number!',
  tooLong: '{label} must be {max} characters or fewer.',
  invalidZip: 'Please input valid Zip Code',
} as const satisfies ValidationCopy;

/** Each field: its visible label, and its name inside a validation message. */
export const contactFormCopy = {
  formLabel: 'Contact form',
  submit: 'Send',
  issuePlaceholder: 'Choose an issue type',
  fields: {
    name: { label: 'Name', inMessages: 'Name' },
    email: { label: 'Email', inMessages: 'Email' },
    phone: { label: 'Phone', inMessages: 'Phone' },
    issueType: { label: 'Issue type', inMessages: 'Issue type' },
    message: { label: 'Message', inMessages: 'Message' },
    safeTime: { label: 'Safe time to call', inMessages: 'Safe time to call' },
  },
} as const satisfies FormWords<ContactField>;

export const caseFormFieldsCopy = {
  formLabel: 'Case form',
  submit: 'Submit my case',
  issuePlaceholder: 'Choose an issue type',
  fields: {
    issueType: { label: 'What type of issue is it?', inMessages: 'Issue type' },
    zipCode: { label: 'What is your zip code?', inMessages: 'Zip code' },
    name: { label: 'What is your full name?', inMessages: 'Full name' },
    email: { label: 'What is your email?', inMessages: 'Email' },
    phone: { label: 'What is your phone number?', inMessages: 'Phone' },
    period: { label: 'When did the incident happen?', inMessages: 'When it happened' },
    injusticeType: { label: 'What is the primary type of injustice?', inMessages: 'Primary type of injustice' },
    medicalTreatment: { label: 'Did you receive hospitalization or medical treatment?', inMessages: 'Medical treatment' },
    othersAffected: { label: 'Was anyone else affected?', inMessages: 'Anyone else affected' },
    signedWithFirm: { label: 'Have you already signed up with a law firm?', inMessages: 'Signed up with a law firm' },
    message: { label: 'Is there anything else about your case you would like to share?', inMessages: 'Case details' },
    safeTime: { label: 'Safe time to call', inMessages: 'Safe time to call' },
  },
} as const satisfies FormWords<CaseField>;

/**
 * What each answer reads as on screen. The firm always receives the option's canonical value
 * (lib/leads/options.ts), whatever the language of the page.
 */
export const optionLabels: {
  /** A question left unanswered; the firm receives NOT_ANSWERED (lib/leads/options.ts). */
  notAnswered: string;
  period: Record<Period, string>;
  yesNo: Record<YesNo, string>;
  injusticeType: Record<InjusticeType, string>;
  safeContact: Record<SafeContact, string>;
} = {
  notAnswered: 'Not answered',
  period: {
    'Less than 1 Year': 'Less than 1 Year',
    'Less than 2 Years': 'Less than 2 Years',
    'Less than 3 Years': 'Less than 3 Years',
    '3 Years or More': '3 Years or More',
  },
  yesNo: { Yes: 'Yes', No: 'No' },
  injusticeType: { Violated: 'Violated', 'Mental Abuse': 'Mental Abuse', Other: 'Other' },
  safeContact: { 'Phone call': 'Phone call', Voicemail: 'Voicemail', 'Text message': 'Text message', 'E-mail': 'E-mail' },
};
