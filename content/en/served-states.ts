/** What a visitor reads about where the firm takes cases: on the case form, in the home page's search, and on the page of a state it does not serve. */
export const servedStatesCopy = {
  /** Above the case form, with or without scripts, so that she knows before she writes. */
  formNote: 'The firm takes cases only in these states: {states}.',
  /** Shown under the note while the form's zip seems to be in another state. */
  formZipOutside: 'The zip you gave seems to be in another state. You can still send your message, and the firm will tell you whether it can help.',
  /** Under the home page's zip field, while its zip seems to be in another state. */
  searchZipOutside:
    'This zip seems to be outside the states where the firm takes cases: {states}. You can still go on and write to the firm, which will tell you whether it can help.',
  /** At the foot of every printed page of a guide, before the help lines. */
  printedHelp: 'Help lines for everyone:',
  unserved: {
    title: '{state}: the firm does not take cases there',
    lead: 'The firm behind this site takes cases only in the states listed on this page. The help lines below serve everyone, wherever they live.',
    servedHeading: 'States where the firm takes cases',
    stillWrite: 'Not sure whether your case belongs to one of these states? You can still write to the firm, which will tell you whether it can help.',
    formLink: 'Write to the firm',
    safetyLink: 'More ways to stay safe',
  },
  jump: {
    heading: 'Go to a state',
    served: 'States where the firm takes cases',
    other: 'Other states: the firm does not take cases there',
    callIntro: 'Where the table leaves a question to the firm, it checks the time limit for your own facts:',
  },
} as const;
