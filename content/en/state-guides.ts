/** Words of the state guide pages (/states/ and /states/{state}/). The facts themselves live in content/states/*.json. */
export const stateGuidesCopy = {
  indexTitle: 'State guides for survivors',
  indexLead:
    'Time limits for a civil claim, and where to find help, in each state where the firm takes cases. Every limit shows the law it comes from and the day it was checked.',
  indexIntro:
    'Choose your state. Each guide explains, in plain words, the general time limit for an injury claim, the limits for survivors of childhood sexual abuse and of sexual assault as an adult, any window that reopened older claims, and the state coalitions that help survivors.',
  table: {
    caption:
      'Civil time limits in the states the firm serves, as of {date}. Each cell links to the part of the state guide that gives the law, its exceptions and its sources.',
    state: 'State',
    personalInjury: 'Injury claims in general',
    childSexualAbuse: 'Childhood sexual abuse',
    adultSexualAssault: 'Sexual assault as an adult',
    windows: 'Window for expired claims open on {date}',
    askTheFirm: 'Ask the firm',
    sameAsGeneral: 'The general limit',
    noWindow: 'None open',
    noWindowConfirmed: 'None confirmed: ask the firm',
    windowUntil: 'Open until {closed}',
    windowNoEnd: 'Open, with no last day',
    note: 'Each cell gives the general rule in a few words; exceptions can make a deadline shorter or longer. Read the state guide before relying on it, and ask the firm to check the deadline for your own facts.',
  },
  pageTitle: '{state}: time limits and help for survivors',
  pageLead: 'What the law in {state} says about how long you have to bring a civil claim, with the source of each fact, and where to find help.',
  reviewed: 'Last reviewed:',
  caveatTitle: 'Before you read',
  caveat: [
    'Laws change, and exceptions can make a deadline shorter or longer. A claim against a government body, for example, can need a written notice within months.',
    'This page is general information, not legal advice, and reading it does not make you a client of the firm.',
    'If you contact the firm, it will check which deadline applies to your own facts. Please do not decide on your own that it is too late.',
  ],
  sections: {
    personalInjury: 'Injury claims in general',
    childSexualAbuse: 'Survivors of childhood sexual abuse',
    revivalWindows: 'Windows that reopened older claims',
    adultSexualAssault: 'Survivors of sexual assault as an adult',
    help: 'Where to find help in {state}',
  },
  askTheFirm: 'We could not confirm this from a source we read, so we do not state it here. Ask the firm: it will check this for your situation.',
  adultSameAsGeneral:
    'We found no separate time limit for adult survivors in {state}, so the general limit above usually applies. Ask the firm to confirm it for your facts.',
  windowsUnsettled:
    'We could not settle every question about windows in {state} from the text of the law we read: a window reported elsewhere, its exact terms, or a bill pending when we checked. Ask the firm right away whether a window is open for you, since windows close on fixed dates.',
  noWindowsConfirmed: 'We did not confirm any window in {state} from the text of the law.',
  noWindows: 'We did not find a window in {state} that reopened expired claims. Ask the firm whether any exception applies to you.',
  asOf: 'Whether a window is open is stated as of {date}, the day this page was published.',
  windowStatus: {
    open: 'Open as of {asOf}: the last day to file under it is {closed}.',
    openNoEnd: 'Open as of {asOf}; the law as read sets no last day. It opened on {opened}.',
    'closing-soon': 'Closing soon: as of {asOf}, the last day to file under this window is {closed}. Contact the firm right away.',
    closed: 'Closed: it ran from {opened} to {closed}.',
    upcoming: 'Not open yet: it opens on {opened}.',
  },
  helpKinds: {
    'sexual-assault': 'Statewide sexual assault coalition',
    'domestic-violence': 'Statewide domestic violence coalition',
    both: 'Statewide coalition against sexual and domestic violence',
  },
  helpIntro: 'These statewide coalitions can point you to a local program for counseling, advocacy and shelter. They are not part of the firm.',
  nationalHelp: 'Hotlines open day and night, including chat and text lines, are listed on the safety page:',
  nationalHelpLink: 'Safety and crisis help',
  relatedTitle: 'Read next',
  ctaTitle: 'Ask the firm about your deadline',
  ctaText: 'Tell the firm what happened, in your own words and only what you want to share. The consultation is free and you are under no obligation.',
  ctaButton: 'Start a free case review',
} as const;
