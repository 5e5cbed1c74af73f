// The words of the contract's rules, without their schemas: a form can name its errors without
// loading zod and the contract (the forms' message keys, apps/web/src/components/form/messages.ts).

/** The spec's validation texts (§5), shared by the forms and the BFF's 400 answers. */
export const validationMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  passwordLength: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 72 bytes: fewer characters with accents or emoji',
  passwordsMatch: 'Passwords must match',
  passwordsDoNotMatch: 'Passwords do not match',
  codeDigits: 'Please enter the 6-digit code',
  codeRequired: 'Verification code is required',
} as const;

/** The words of the rule for a link a page of ours shows: the forms show them translated. */
export const LINK_MESSAGE = 'Please enter a link that starts with http:// or https://';
