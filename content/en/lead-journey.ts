import { promises } from './promises';

/**
 * The one account of where a message sent through the forms goes. About, both forms, the FAQ,
 * the privacy and terms pages (through `[[lead-journey]]`) and the confirmation page quote it, so
 * they cannot drift apart. Change a fact here and every page changes with it.
 *
 * What it must stay true to: the forms send through EmailJS (lib/leads/send.ts) to the one inbox set
 * in NEXT_PUBLIC_LEADS_INBOX; the site has no server or database of its own and writes nothing to
 * the visitor's storage; NEXT_PUBLIC_RESPONSIBLE_ATTORNEY is shown in every footer.
 */
export const leadJourney = {
  title: 'Where your message goes',
  recipient:
    'A message sent through the forms on this website goes to one place: the intake team of the law firm responsible for this website, named beside "Attorney Advertising" at the foot of every page. The firm uses it only to answer you and arrange your free consultation.',
  transport:
    'It travels by e-mail. Your browser sends it over an encrypted connection to EmailJS, a third-party e-mail service, which e-mails it to the firm. EmailJS, and the e-mail providers that carry the message, may keep a copy or a record of it under their own privacy policies.',
  noCopy: 'This website itself keeps no copy: it has no database, and it saves nothing on your device.',
  reply: `${promises.replyAim} The firm answers using the contact details you gave and the ways and times you marked as safe. That is the firm's commitment to answer you, not a promise that it will take your case.`,
  limitsTitle: 'What this website does not do with your message',
  limits: {
    advice: 'This website gives general information, not legal advice, and does not judge whether you have a case.',
    otherFirms: 'It does not pass your message to other law firms, compare lawyers or choose one for you.',
    sale: 'Your information is never sold, shared with advertisers or added to a mailing list.',
    relationship: promises.noRelationship,
  },
  /** The short form under each lead form; the link leads to the full account on the privacy page. */
  formNote:
    'Submitting this form does not create an attorney-client relationship. What you write is e-mailed through EmailJS, a third-party e-mail service, to the intake team of the law firm named at the foot of this page, only to arrange your free consultation. This website keeps no copy.',
  formLinkText: 'Where your message goes and who may keep a copy',
} as const;
