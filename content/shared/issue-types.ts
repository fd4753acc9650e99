/**
 * The six issue types, in the order the home page, the forms and the case form's drop-down show
 * them. `name` is the canonical English value the forms send and the intake team reads, whatever
 * the page's language; each language's words for it are in content/<locale>/issue-types.ts.
 */
export const ISSUE_TYPES = [
  { name: 'Sex Assault', pictureId: 'sex-assault' },
  { name: 'Child Sex Abuse', pictureId: 'child-sex-abuse' },
  { name: 'Sex Exploitation', pictureId: 'sex-exploitation' },
  { name: 'Partner Violence', pictureId: 'partner-violence' },
  { name: 'Workplace Sex Abuse', pictureId: 'workplace-sex-abuse' },
  { name: 'Digital Sex Abuse', pictureId: 'digital-sex-abuse' },
] as const;

export type IssueName = (typeof ISSUE_TYPES)[number]['name'];
