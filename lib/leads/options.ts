/**
 * Answer options of the case form, as the firm receives them: the same canonical English values
 * whatever the page's language (content/forms.ts says how each reads on screen).
 */
export const PERIOD_OPTIONS = ['Less than 1 Year', 'Less than 2 Years', 'Less than 3 Years', '3 Years or More'] as const;
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;
export const INJUSTICE_TYPE_OPTIONS = ['Violated', 'Mental Abuse', 'Other'] as const;
/**
 * What the firm receives for a question the visitor left unanswered (an optional question, or a
 * phone number left out when e-mail is the only safe way), in English like every answer above;
 * the form shows it in the page's language (optionLabels.notAnswered). Never an answer the
 * visitor did not give: the specification's defaults ("Yes" to "already signed up with a law
 * firm?") would mislead the firm, so nothing is chosen until the visitor chooses.
 */
export const NOT_ANSWERED = 'Not answered';
export const SAFE_CONTACT_OPTIONS = ['Phone call', 'Voicemail', 'Text message', 'E-mail'] as const;

export type Period = (typeof PERIOD_OPTIONS)[number];
export type YesNo = (typeof YES_NO_OPTIONS)[number];
export type InjusticeType = (typeof INJUSTICE_TYPE_OPTIONS)[number];
export type SafeContact = (typeof SAFE_CONTACT_OPTIONS)[number];
