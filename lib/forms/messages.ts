/** The specification's message templates. */
export const requiredMessage = (label: string) => `${label} is required!`;
export const invalidEmailMessage = (label: string) => `${label} is not a valid email!`;
export const invalidPhoneMessage = (label: string) => `${label} is not a valid phone number!`;
export const tooLongMessage = (label: string, max: number) => `${label} must be ${max.toLocaleString('en-US')} characters or fewer.`;
