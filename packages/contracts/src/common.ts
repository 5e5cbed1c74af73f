import { z } from 'zod';
import { roles } from './admin-values.ts';
import { LINK_MESSAGE, validationMessages } from './messages.ts';

export { LINK_MESSAGE, validationMessages };

/**
 * What no text the API accepts may hold: NUL (Postgres refuses it in text, so it would fail deep in
 * a query), the other control characters but tab, line feed and carriage return, and lone UTF-16
 * surrogates (they cannot be stored as sent). One rule for every string a client sends.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
export const TEXT_NOT_ALLOWED_MESSAGE = 'Contains a character that is not allowed (such as NUL)';

/** A string from a client: `Text.trim().min(1).max(120)` and so on. */
export const Text = z
  .string()
  .refine((value) => !FORBIDDEN_IN_TEXT.test(value), TEXT_NOT_ALLOWED_MESSAGE);

/**
 * A link people follow from a page of ours: http or https only, never `javascript:`, `data:`,
 * `file:` or any other scheme a browser would run or open instead of a web page.
 */
export const WebLink = Text.trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, error: LINK_MESSAGE }))
  .describe('A link: http:// or https:// only');

/**
 * Who may call a route, declared on each route of the contract (`metadata`): the BFF enforces it
 * before any handler runs (a route without one stops the BFF at start-up), and the API reference
 * shows it. `signedOutMessage` is the 401 text when the spec gives one for the route.
 */
export const accessLevels = ['public', 'user', 'admin'] as const;
export type Access = (typeof accessLevels)[number];
export interface RouteAccess {
  auth: Access;
  signedOutMessage?: string;
}
/** The spec's texts for calls that need a signed-in user. */
export const authRequiredMessages = {
  profile: 'No user logged in',
  session: 'No active session',
} as const;

export const access = {
  public: { auth: 'public' },
  /** Tool actions and connections: "No active session" when signed out (spec §5). */
  user: { auth: 'user', signedOutMessage: authRequiredMessages.session },
  /** The user's own profile: "No user logged in" when signed out (spec §5). */
  profileOwner: { auth: 'user', signedOutMessage: authRequiredMessages.profile },
  admin: { auth: 'admin', signedOutMessage: authRequiredMessages.session },
} as const satisfies Record<string, RouteAccess>;

export const languages = ['en', 'fr'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Every error the BFF answers has this body: a human message and, for bad input, the issues. */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const SessionUser = z.object({
  id: z.uuid(),
  email: z.email(),
  role: Role,
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  accountType: z.enum(['professional', 'enterprise']).nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;
