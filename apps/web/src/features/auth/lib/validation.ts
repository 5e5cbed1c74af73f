import {
  CodeField,
  EmailField,
  FullNameField,
  PasswordField,
  validationMessages,
} from '@app/contracts';
import type { z } from 'zod';

/** A key of `auth:validation`: the spec's texts (§5) and a few of this app's own. */
export type ValidationKey = keyof typeof validationMessages | 'emailRequired' | 'invalid';

const keyByMessage = new Map<string, ValidationKey>(
  Object.entries(validationMessages).map(([key, message]) => [message, key as ValidationKey]),
);

/** The first problem the contract's schema finds in a value, as a translation key. */
export function check(schema: z.ZodType, value: unknown): ValidationKey | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return keyByMessage.get(result.error.issues[0]?.message ?? '') ?? 'invalid';
}

/** The fields of the account forms, checked by the same schemas the BFF uses. */
export const rules = {
  email: (value: string) => check(EmailField, value),
  /** The verify and reset screens say which field is missing. */
  emailNamed: (value: string): ValidationKey | undefined =>
    value.trim() ? check(EmailField, value) : 'emailRequired',
  newPassword: (value: string): ValidationKey | undefined =>
    value ? check(PasswordField, value) : 'required',
  password: (value: string): ValidationKey | undefined => (value ? undefined : 'required'),
  fullName: (value: string) => check(FullNameField, value),
  code: (value: string) => check(CodeField, value),
  confirm: (
    password: string,
    confirmation: string,
    mismatch: 'passwordsMatch' | 'passwordsDoNotMatch',
  ): ValidationKey | undefined =>
    !confirmation ? 'required' : confirmation !== password ? mismatch : undefined,
};
