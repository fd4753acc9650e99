/**
 * Every promise the site makes, written once. Pages, the FAQ and every article's closing call to
 * action quote these sentences word for word (a test holds the articles to it), so a promise can
 * only change here, and everywhere at once. Each must stay one the firm can sign: an aim, not a
 * guarantee; confidentiality with its limit; fees with what happens to costs.
 */
export const promises = {
  replyAim: "The firm's intake team aims to reply in less than 24 hours.",
  confidentiality:
    'The firm treats what you share as confidential, but a message sent through this website travels by e-mail through outside services, so do not count on what you write being protected by attorney-client privilege.',
  fees: 'The consultation is free. If the firm takes your case on a contingency fee, its fee is a share of any money recovered; your written agreement with the firm sets the fee and says whether you would owe case costs, such as filing fees, if nothing is recovered.',
  timeLimit:
    'Most claims have a time limit, and in some states, such as Kentucky, the general limit for an injury claim is one year; survivors of childhood sexual abuse often have far longer, although a longer limit usually does not reopen a claim that had already run out unless a law opened a window for it. Laws change and exceptions apply, so ask about your state soon.',
  noRelationship: 'Contacting the firm does not create an attorney-client relationship.',
} as const;
