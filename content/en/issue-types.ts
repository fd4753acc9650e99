import type { IssueWords } from '@/lib/schemas/content';
import type { IssueName, OtherIssueChoice } from '@/content/shared/issue-types';

/**
 * What each issue type (content/shared/issue-types.ts) is called and how it is described, by its
 * canonical name. The home page, the forms and the case form's drop-down show them in the shared order.
 */
export const issueTypes = {
  'Sex Assault': {
    label: 'Sex Assault',
    summary: 'Sexual contact without your consent, recent or past',
    description:
      'Any sexual contact you did not agree to, whether it happened last week or years ago. A lawyer can listen to what happened and explain the options you may have.',
  },
  'Child Sex Abuse': {
    label: 'Child Sex Abuse',
    summary: 'Abuse of a child, including adults abused as children',
    description:
      'Sexual abuse of a child by a family member, coach, teacher, clergy member or anyone else. Many states give adult survivors more time to act, and a lawyer can explain what applies to you.',
  },
  'Sex Exploitation': {
    label: 'Sex Exploitation',
    summary: 'Trafficking or being forced or tricked into sex acts',
    description:
      'Being forced, pressured or tricked into sex acts, including sex trafficking. A lawyer can explain your rights and whether anyone can be held responsible.',
  },
  'Partner Violence': {
    label: 'Partner Violence',
    summary: 'Abuse by a spouse, partner or someone you dated',
    description:
      'Physical, sexual or emotional abuse by a current or former partner. A lawyer can talk with you about your options, in a way that keeps your safety first.',
  },
  'Workplace Sex Abuse': {
    label: 'Workplace Sex Abuse',
    summary: 'Sexual harassment or assault at work',
    description:
      'Sexual harassment, assault or pressure from a boss, co-worker or client. A lawyer can explain your rights at work and what steps may be open to you.',
  },
  'Digital Sex Abuse': {
    label: 'Digital Sex Abuse',
    summary: 'Intimate images shared without consent, or online threats',
    description:
      'Intimate images shared without your consent, threats to share them unless you pay or send more, and online sexual harassment. A lawyer can explain what may be done to hold the person responsible.',
  },
} as const satisfies Record<IssueName, IssueWords>;

/** How the forms' two further choices (content/shared/issue-types.ts) read. */
export const otherIssueChoices = {
  'Car, work or other injury': 'Car, work or other injury',
  'Something else': 'Something else',
} as const satisfies Record<OtherIssueChoice, string>;
