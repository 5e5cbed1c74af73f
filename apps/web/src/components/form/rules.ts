import { z } from 'zod';
import { formMessages } from './messages';

/**
 * A field that must be filled in before its own rule applies: blank (spaces too) reads "This field
 * is required", or the given text. For rules whose own first words would be another message (an
 * e-mail left empty would otherwise be "Please enter a valid email").
 */
export function required<T extends z.ZodType<unknown, string>>(
  schema: T,
  message: string = formMessages.required,
) {
  return z
    .string()
    .refine((value) => value.trim() !== '', message)
    .pipe(schema);
}

/**
 * A form's fields with a new password and its confirmation: the confirmation is required and must
 * match, in the form's own words for a mismatch (registration: "Passwords must match"; invitation
 * and reset: "Passwords do not match"). The match is checked even while other fields are wrong,
 * so every problem shows at once.
 */
export function withConfirmation<S extends z.ZodRawShape & { password: z.ZodType<string, string> }>(
  shape: S,
  mismatch: typeof formMessages.passwordsMatch | typeof formMessages.passwordsDoNotMatch,
) {
  return z.object({ ...shape, confirmPassword: z.string().min(1, formMessages.required) }).refine(
    (values) => {
      const { password, confirmPassword } = values as {
        password: unknown;
        confirmPassword: string;
      };
      return !confirmPassword || confirmPassword === password;
    },
    { message: mismatch, path: ['confirmPassword'], when: () => true },
  );
}
