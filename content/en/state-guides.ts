/** Words of the state guide pages (/states/ and /states/{state}/). The facts themselves live in content/states/*.json. */
export const stateGuidesCopy = {
  indexTitle: 'State guides for survivors',
  indexLead:
    'Time limits for a civil claim, and where to find help, in each state where the firm takes cases. Every limit shows the law it comes from and the day it was checked.',
  indexIntro:
    'Choose your state. Each guide explains, in plain words, the general time limit for an injury claim, the limits for survivors of childhood sexual abuse and of sexual assault as an adult, any window that reopened older claims, and the state coalitions that help survivors.',
  indexListLabel: 'States the firm serves',
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
  noWindows: 'We did not find a window in {state} that reopened expired claims. Ask the firm whether any exception applies to you.',
  windowOpen: 'Open from {opened} until {closed}.',
  windowClosed: 'Closed: it ran from {opened} to {closed}.',
  windowNoEnd: 'Opened on {opened}.',
  sourceLabel: 'Source:',
  checkedLabel: 'checked',
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
