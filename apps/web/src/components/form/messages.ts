import { LINK_MESSAGE, validationMessages } from '@app/contracts/common';
import { z } from 'zod';

/**
 * The texts of the form rules in English, as the contract words them (spec §5), by their key
 * under `validation.` in a form's translations. The contract's schemas carry these texts as their
 * messages, so a rule and its words exist once; this app's own few rules are worded here alike.
 */
export const formMessages = {
  ...validationMessages,
  /** The verify and reset screens say which field is missing. */
  emailRequired: 'Email is required',
  /** The contact form's phone rule, which the contract words inline. */
  phone: 'Please enter a valid phone number',
  /** The contract's rule for links (a tool's website, GitHub page and logo): http(s) only. */
  link: LINK_MESSAGE,
} as const;

/** A key of `validation.*`: one of the texts above, or "invalid" for any other rule. */
export type MessageKey = keyof typeof formMessages | 'invalid';

const keyByMessage = new Map<string, MessageKey>(
  Object.entries(formMessages).map(([key, message]) => [message, key as MessageKey]),
);

/** The translation key of a rule's message; a message of no known rule (a length limit…) is "invalid". */
export function messageKey(message: string | undefined): MessageKey {
  return keyByMessage.get(message ?? '') ?? 'invalid';
}

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
