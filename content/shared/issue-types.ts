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

/**
 * Choices the forms offer after the six issue types, for visitors none of them fits: half the
 * site's articles are about car, work, product and medical injuries. They have no picture and do
 * not appear in the home page's picker. The value is what the firm receives.
 */
export const OTHER_ISSUE_CHOICES = ['Car, work or other injury', 'Something else'] as const;

export type OtherIssueChoice = (typeof OTHER_ISSUE_CHOICES)[number];
