import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { type AccountType, type Language, PASSWORD_MAX_BYTES, passwordBytes } from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AuthUsersTable, DB, TokenPurpose } from '../../../db/schema.ts';
import { accountMail } from '../../mail/account-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { IdentityError, type IdentitySignIn, type IdentityUser } from '../identity.ts';
import { hashPassword } from '../passwords.ts';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const INVITE_TTL_DAYS = 7;

export type UserRow = Selectable<AuthUsersTable>;

/** One registration waiting for the code of its address: what it chose, and which browser made it. */
export interface Registration {
  passwordHash: string;
  /** SHA-256 of the random value the registering browser keeps in a cookie. */
  browserHash: string | null;
  fullName: string;
  accountType: AccountType;
}
/** How many registrations of one address wait at most: the first and the latest ones. */
export const MAX_REGISTRATIONS = 3;

export function registrationsOf(data: Record<string, unknown> | undefined): Registration[] {
  const registrations = (data as { registrations?: Registration[] } | undefined)?.registrations;
  return Array.isArray(registrations) ? registrations : [];
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newLinkToken = () => randomBytes(32).toString('base64url');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
export const lower = (email: string) => email.trim().toLowerCase();

export function toIdentityUser(row: UserRow): IdentityUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    accountType: row.account_type,
  };
}

/**
 * A new password's hash. Over 72 bytes of UTF-8 it is refused, as the Supabase adapter's provider
 * refuses it: one rule whichever provider holds the account.
 */
export async function newPasswordHash(password: string): Promise<string> {
  if (passwordBytes(password) > PASSWORD_MAX_BYTES) throw new IdentityError('password_too_long');
  return hashPassword(password);
}

/** The identity provider of embedded mode: accounts in our own tables, e-mails through the mailer. */

/**
 * The embedded provider's accounts and one-time tokens (codes and links), which every group of
 * its operations works with.
 */
export function createAccountStore({
  db,
  mailer,
  publicOrigin,
  secret,
}: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicOrigin: string;
  secret: string;
}) {
  const codeHash = (purpose: TokenPurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${code}`).digest('hex');

  const findUser = (email: string) =>
    db
      .selectFrom('auth_users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(email)))
      .executeTakeFirst();

  const signedIn = (row: UserRow): IdentitySignIn => ({
    user: toIdentityUser(row),
    providerSession: null,
  });

  /** Stores a new code and/or link for an address and answers the secrets to e-mail. */
  async function issueToken(input: {
    purpose: TokenPurpose;
    email: string;
    userId: string | null;
    withCode: boolean;
    ttlMinutes: number;
    data?: Record<string, unknown>;
  }) {
    const link = newLinkToken();
    const code = input.withCode ? newCode() : null;
    // A new code or link replaces the earlier ones of the same kind.
    await db
      .updateTable('one_time_tokens')
      .set({ consumed_at: new Date() })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(input.email)))
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await db
      .insertInto('one_time_tokens')
      .values({
        purpose: input.purpose,
        email: lower(input.email),
        user_id: input.userId,
        code_hash: code ? codeHash(input.purpose, code) : null,
        link_hash: sha256(link),
        data: JSON.stringify(input.data ?? {}),
        expires_at: minutesFromNow(input.ttlMinutes),
      })
      .execute();
    return { code, link };
  }

  /** A live (unspent, unexpired) token found by its link. */
  const findLink = (purpose: TokenPurpose, token: string) =>
    db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('link_hash', '=', sha256(token))
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();

  async function liveLink(purpose: TokenPurpose, token: string) {
    const row = await findLink(purpose, token);
    if (!row) throw new IdentityError('invalid_link', 'Invalid or expired link');
    return row;
  }

  /** Spends a token; false when another request spent it first. */
  async function consume(id: string) {
    const result = await db
      .updateTable('one_time_tokens')
      .set({ consumed_at: new Date() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function sendSignUpCode(email: string, locale: Language, data: Record<string, unknown>) {
    const user = await findUser(email);
    const { code, link } = await issueToken({
      purpose: 'signup',
      email,
      userId: user?.id ?? null,
      withCode: true,
      ttlMinutes: CODE_TTL_MINUTES,
      data,
    });
    await mailer.send(
      accountMail('signupCode', locale, email, {
        origin: publicOrigin,
        code: code!,
        link: `${publicOrigin}/confirm?token=${link}&type=signup`,
      }),
    );
  }

  /** The registrations still waiting for the code of an address (none once it expired). */
  const pendingRegistrations = async (email: string, live = true): Promise<Registration[]> => {
    let query = db
      .selectFrom('one_time_tokens')
      .select('data')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(email)))
      .where('purpose', '=', 'signup');
    if (live) query = query.where('expires_at', '>', new Date()).where('consumed_at', 'is', null);
    const row = await query.orderBy('created_at', 'desc').executeTakeFirst();
    return registrationsOf(row?.data);
  };

  /**
   * Activates the account a sign-up token was issued for. The code or link proves the mailbox; a
   * password is set only when it is sure whose it is: the registration made in this browser, or
   * the only one there was. Otherwise the account opens without a password (a reset sets one).
   */
  async function activate(
    token: { id: string; email: string; data: Record<string, unknown> },
    browser: string | undefined,
  ) {
    if (!(await consume(token.id))) throw new IdentityError('invalid_code');
    const registrations = registrationsOf(token.data);
    const mine = browser
      ? registrations.find((registration) => registration.browserHash === sha256(browser))
      : undefined;
    const chosen = mine ?? (registrations.length === 1 ? registrations[0] : undefined);
    const row = await db
      .updateTable('auth_users')
      .set({
        email_confirmed_at: new Date(),
        password_hash: chosen?.passwordHash ?? null,
        ...(chosen ? { full_name: chosen.fullName, account_type: chosen.accountType } : {}),
        updated_at: new Date(),
      })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(token.email)))
      .where('email_confirmed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new IdentityError('invalid_code');
    return row;
  }

  return {
    db,
    mailer,
    publicOrigin,
    codeHash,
    findUser,
    signedIn,
    issueToken,
    findLink,
    liveLink,
    consume,
    sendSignUpCode,
    pendingRegistrations,
    activate,
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
