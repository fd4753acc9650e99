/** How a legal fact's sources are named, on state guides, articles and the FAQ. */
export const legalSourcesCopy = {
  pageFactsTitle: 'Where the legal facts on this page come from',
  pageFactsIntro: 'Each legal fact this page states, with the law it rests on and the pages of that law we read.',
  sourcesLabel: 'The law: {citation}. Sources read:',
  sourceKinds: {
    official: 'an official page of the legislature, a court or the government',
    'statute-copy': 'a copy of the text of the law',
    corroboration: 'a summary that agrees',
  },
  checkedLabel: 'Checked on',
} as const;
