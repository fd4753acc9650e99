/**
 * The six issue types, in the order the home page, the forms and the case form's drop-down show
 * them. `name` is the canonical English value the forms send and the intake team reads, whatever
 * the page's language; each language's words for it are in content/<locale>/issue-types.ts.
 * `code` is what the home page's search and legal-area cards put in the case form's address
 * (`/formInput/#i=2`): a digit that tells nobody reading the browser's history on a shared device
 * what happened. Links already shared carry the codes, so a code is never changed or reused.
 */
export const ISSUE_TYPES = [
  { name: 'Sex Assault', pictureId: 'sex-assault', code: '1' },
  { name: 'Child Sex Abuse', pictureId: 'child-sex-abuse', code: '2' },
  { name: 'Sex Exploitation', pictureId: 'sex-exploitation', code: '3' },
  { name: 'Partner Violence', pictureId: 'partner-violence', code: '4' },
  { name: 'Workplace Sex Abuse', pictureId: 'workplace-sex-abuse', code: '5' },
  { name: 'Digital Sex Abuse', pictureId: 'digital-sex-abuse', code: '6' },
] as const;

export type IssueName = (typeof ISSUE_TYPES)[number]['name'];

/**
 * Choices the forms offer after the six issue types, for visitors none of them fits: half the
 * site's articles are about car, work, product and medical injuries. They have no picture and do
 * not appear in the home page's picker. The value is what the firm receives.
 */
export const OTHER_ISSUE_CHOICES = ['Car, work or other injury', 'Something else'] as const;

export type OtherIssueChoice = (typeof OTHER_ISSUE_CHOICES)[number];
