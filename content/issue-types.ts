import type { IssueTypesEntry } from '@/lib/content';

/** The six issue types, in the order they appear on the home page, in the forms and in the case form's drop-down. */
export const issueTypes: IssueTypesEntry = [
  {
    name: 'Sex Assault',
    pictureId: 'sex-assault',
    summary: 'Sexual contact without your consent, recent or past',
    description:
      'Any sexual contact you did not agree to, whether it happened last week or years ago. A lawyer can listen to what happened and explain the options you may have.',
  },
  {
    name: 'Child Sex Abuse',
    pictureId: 'child-sex-abuse',
    summary: 'Abuse of a child, including adults abused as children',
    description:
      'Sexual abuse of a child by a family member, coach, teacher, clergy member or anyone else. Many states give adult survivors more time to act, and a lawyer can explain what applies to you.',
  },
  {
    name: 'Sex Exploitation',
    pictureId: 'sex-exploitation',
    summary: 'Trafficking or being forced or tricked into sex acts',
    description:
      'Being forced, pressured or tricked into sex acts, including sex trafficking. A lawyer can explain your rights and whether anyone can be held responsible.',
  },
  {
    name: 'Partner Violence',
    pictureId: 'partner-violence',
    summary: 'Abuse by a spouse, partner or someone you dated',
    description:
      'Physical, sexual or emotional abuse by a current or former partner. A lawyer can talk with you about your options, in a way that keeps your safety first.',
  },
  {
    name: 'Workplace Sex Abuse',
    pictureId: 'workplace-sex-abuse',
    summary: 'Sexual harassment or assault at work',
    description:
      'Sexual harassment, assault or pressure from a boss, co-worker or client. A lawyer can explain your rights at work and what steps may be open to you.',
  },
  {
    name: 'Digital Sex Abuse',
    pictureId: 'digital-sex-abuse',
    summary: 'Intimate images shared without consent, or online threats',
    description:
      'Intimate images shared without your consent, threats to share them unless you pay or send more, and online sexual harassment. A lawyer can explain what may be done to hold the person responsible.',
  },
];
