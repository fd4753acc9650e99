/** Copy shared by both lead forms. */
export const formCopy = {
  sending: 'Sending Message...',
  privacyNote:
    'Submitting this form does not create an attorney-client relationship. What you write is e-mailed to our intake team only to arrange your free consultation; it is never sold or stored on this website.',
  privacyLinkText: 'How we handle your information',
  safeContactLegend: 'How is it safe to contact you?',
  safeContactHint: 'Tell us which ways are safe, so no call, message or voicemail puts you at risk.',
  safeTimeLabel: 'Safe time to call',
  safeTimeHint: 'For example "weekdays 9 to 11 am".',
  honeypotLabel: 'Leave this field empty',
  /** Shown inside the form, with JavaScript off, from the first paint. */
  noScript:
    'This form needs JavaScript to send your message, and it is turned off or blocked in this browser. Nothing you type here leaves this page. To talk to someone now, call',
  /** Shown when Send is pressed before the page's scripts have loaded (slow or failed load). */
  notReady:
    'This form is not ready to send yet: the page is still loading, or part of it did not load. Nothing was sent, and everything you typed is still here. Wait a moment and press the button again, or call now:',
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
  callPrefix: 'To talk to someone now, call',
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
      title: 'Please wait a few seconds.',
      body: 'Your message was not sent because the form was used several times in a row. Wait a few seconds, then try again.',
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
      title: 'Your message was not sent.',
      body: 'The e-mail service did not accept it. Please call instead.',
    },
    configuration: {
      title: 'Your message could not be sent.',
      body: 'The form is not set up correctly on our side. Please call instead.',
    },
  },
  reconnected: {
    title: 'You are back online.',
    body: 'Your message has not been sent yet. Press Send now to send it.',
    action: 'Send now',
  },
} as const;
