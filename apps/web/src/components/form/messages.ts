import { LINK_MESSAGE, validationMessages } from '@app/contracts/messages';

/**
 * The texts of the form rules in English, as the contract words them (spec §5), by their key
 * under `validation.` in a form's translations. The contract's schemas carry these texts as their
 * messages, so a rule and its words exist once; this app's own few rules are worded here alike.
 * Without zod: a form names its errors before its rules have loaded (form.tsx). The rules this
 * app adds to the contract's are in rules.ts.
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
