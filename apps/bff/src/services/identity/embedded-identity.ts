import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  type AccountType,
  CODE_LENGTH,
  type Language,
  PASSWORD_MAX_BYTES,
  passwordBytes,
  type Role,
} from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import * as oidc from 'openid-client';
import type { AuthUsersTable, DB, TokenPurpose } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountMail } from '../mail/account-mail.ts';
import {
  IdentityError,
  type IdentityProvider,
  type IdentitySignIn,
  type IdentityUser,
  type SignUpInput,
} from './identity.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const INVITE_TTL_DAYS = 7;

export interface OidcSettings {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface EmbeddedIdentityOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  publicOrigin: string;
  /** Keys the one-time-code hashes: a copy of the table alone cannot be brute-forced offline. */
  secret: string;
  oidc?: OidcSettings | undefined;
}

type UserRow = Selectable<AuthUsersTable>;

/** One registration waiting for the code of its address: what it chose, and which browser made it. */
interface Registration {
  passwordHash: string;
  /** SHA-256 of the random value the registering browser keeps in a cookie. */
  browserHash: string | null;
  fullName: string;
  accountType: AccountType;
}
/** How many registrations of one address wait at most: the first and the latest ones. */
const MAX_REGISTRATIONS = 3;

function registrationsOf(data: Record<string, unknown> | undefined): Registration[] {
  const registrations = (data as { registrations?: Registration[] } | undefined)?.registrations;
  return Array.isArray(registrations) ? registrations : [];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newLinkToken = () => randomBytes(32).toString('base64url');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const lower = (email: string) => email.trim().toLowerCase();

function toIdentityUser(row: UserRow): IdentityUser {
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
async function newPasswordHash(password: string): Promise<string> {
  if (passwordBytes(password) > PASSWORD_MAX_BYTES) throw new IdentityError('password_too_long');
  return hashPassword(password);
}

/** The identity provider of embedded mode: accounts in our own tables, e-mails through the mailer. */
export function createEmbeddedIdentity(options: EmbeddedIdentityOptions): IdentityProvider {
  const { db, mailer, publicOrigin, secret } = options;
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

  let oidcConfig: Promise<oidc.Configuration> | undefined;
  function oidcConfiguration(settings: OidcSettings) {
    oidcConfig ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // A local issuer (development, tests) speaks plain HTTP.
        settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        oidcConfig = undefined; // try discovery again next time
        throw error;
      });
    return oidcConfig;
  }
  function oidcSettings(provider: string) {
    const settings = options.oidc;
    if (!settings || settings.id !== provider)
      throw new IdentityError('unknown_provider', 'Unknown provider');
    return settings;
  }

  return {
    kind: 'embedded',

    accountSettings() {
      return {
        codeLength: CODE_LENGTH,
        codeValidSeconds: CODE_TTL_MINUTES * 60,
        resetLinkValidSeconds: CODE_TTL_MINUTES * 60,
        invitationValidSeconds: INVITE_TTL_DAYS * 86_400,
      };
    },

    // Its tables live in the BFF's own database, which readiness checks on its own.
    async checkReady() {
      return true;
    },

    async checkConfiguration() {
      return [];
    },

    async signUp(input: SignUpInput) {
      // Every path hashes one password and hands its mail to the outbox: they all take as long.
      const passwordHash = await newPasswordHash(input.password);
      const existing = await findUser(input.email);
      if (existing?.email_confirmed_at) {
        await mailer.send(
          accountMail('alreadyRegistered', input.locale, existing.email, { origin: publicOrigin }),
        );
        return { status: 'code_sent' };
      }
      const registration: Registration = {
        passwordHash,
        browserHash: input.browser ? sha256(input.browser) : null,
        fullName: input.fullName,
        accountType: input.accountType,
      };
      // A registration still waiting for its code is never replaced by an anonymous request: the
      // newcomer is added beside it, and the code (sent to the mailbox's owner) decides.
      const waiting = existing ? await pendingRegistrations(input.email) : [];
      if (!existing) {
        await db
          .insertInto('auth_users')
          .values({
            email: lower(input.email),
            full_name: input.fullName,
            role: input.role,
            account_type: input.accountType,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else if (waiting.length === 0) {
        await db
          .updateTable('auth_users')
          .set({
            full_name: input.fullName,
            role: input.role,
            account_type: input.accountType,
            updated_at: new Date(),
          })
          .where('id', '=', existing.id)
          .execute();
      }
      const registrations = [...waiting, registration];
      // The first registration and the latest ones: a bounded list, whoever keeps trying.
      const kept =
        registrations.length > MAX_REGISTRATIONS
          ? [registrations[0]!, ...registrations.slice(-(MAX_REGISTRATIONS - 1))]
          : registrations;
      await sendSignUpCode(input.email, input.locale, { registrations: kept });
      return { status: 'code_sent' };
    },

    async verifySignUpCode(email, code, browser) {
      const token = await db
        .selectFrom('one_time_tokens')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(email)))
        .where('purpose', '=', 'signup')
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', new Date())
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!token?.code_hash) throw new IdentityError('invalid_code');
      if (token.code_hash !== codeHash('signup', code)) {
        await db
          .updateTable('one_time_tokens')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', token.id)
          .execute();
        throw new IdentityError('invalid_code');
      }
      return signedIn(await activate(token, browser));
    },

    async resendSignUpCode(email, locale) {
      const user = await findUser(email);
      if (!user || user.email_confirmed_at) return { status: 'code_sent' };
      // The registrations that were waiting, even if their code expired: the new code is theirs.
      const registrations = await pendingRegistrations(email, false);
      await sendSignUpCode(email, locale, { registrations });
      return { status: 'code_sent' };
    },

    async confirmSignUpLink(token, browser) {
      const row = await findLink('signup', token);
      if (!row) throw new IdentityError('invalid_link', 'Invalid or expired link');
      try {
        const user = await activate(row, browser);
        return { email: user.email };
      } catch {
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      }
    },

    async signInWithPassword(email, password) {
      const user = await findUser(email);
      if (!user) {
        await verifyPassword(password, await decoyHash());
        throw new IdentityError('invalid_credentials');
      }
      if (!user.email_confirmed_at) {
        // Only a person who chose one of the waiting passwords learns the address awaits its code.
        for (const { passwordHash } of await pendingRegistrations(email, false))
          if (await verifyPassword(password, passwordHash))
            throw new IdentityError('email_not_confirmed');
        throw new IdentityError('invalid_credentials');
      }
      const ok = await verifyPassword(password, user.password_hash ?? (await decoyHash()));
      if (!ok || !user.password_hash) throw new IdentityError('invalid_credentials');
      return signedIn(user);
    },

    async signOut() {
      // Embedded sessions live only in the BFF's sessions table, which the caller ends.
    },

    async requestPasswordReset(email, locale) {
      const user = await findUser(email);
      if (!user) return;
      const { link } = await issueToken({
        purpose: 'recovery',
        email: user.email,
        userId: user.id,
        withCode: false,
        ttlMinutes: CODE_TTL_MINUTES,
      });
      await mailer.send(
        accountMail('recovery', locale, user.email, {
          origin: publicOrigin,
          link: `${publicOrigin}/reset-password?token=${link}`,
        }),
      );
    },

    async checkPasswordResetLink(token) {
      const row = await liveLink('recovery', token);
      return { email: row.email };
    },

    async completePasswordReset(token, password) {
      const row = await liveLink('recovery', token);
      const passwordHash = await newPasswordHash(password);
      if (!row.user_id || !(await consume(row.id)))
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      // Following the e-mailed link proves the address, so it also confirms it.
      await db
        .updateTable('auth_users')
        .set((eb) => ({
          password_hash: passwordHash,
          email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(new Date())),
          updated_at: new Date(),
        }))
        .where('id', '=', row.user_id)
        .execute();
      return { userId: row.user_id };
    },

    async inviteUserByEmail(email, { role, locale }) {
      const existing = await findUser(email);
      if (existing?.email_confirmed_at)
        throw new IdentityError('email_taken', 'This address already has an account');
      const { link } = await issueToken({
        purpose: 'invite',
        email,
        userId: existing?.id ?? null,
        withCode: false,
        ttlMinutes: INVITE_TTL_DAYS * 24 * 60,
        data: { role },
      });
      await mailer.send(
        accountMail('invite', locale, email, {
          origin: publicOrigin,
          link: `${publicOrigin}/invite?token=${link}`,
        }),
      );
      return { expiresAt: minutesFromNow(INVITE_TTL_DAYS * 24 * 60) };
    },

    async checkInvitation(token) {
      const row = await liveLink('invite', token);
      const existing = await findUser(row.email);
      if (existing?.email_confirmed_at)
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      return { email: row.email };
    },

    async completeInvitation(token, { fullName, password }) {
      const row = await liveLink('invite', token);
      const passwordHash = await newPasswordHash(password);
      const existing = await findUser(row.email);
      if (existing?.email_confirmed_at || !(await consume(row.id)))
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      const role = ((row.data as { role?: Role }).role ?? 'Free') as Role;
      const values = {
        full_name: fullName,
        password_hash: passwordHash,
        email_confirmed_at: new Date(),
        role,
        updated_at: new Date(),
      };
      const user = existing
        ? await db
            .updateTable('auth_users')
            .set(values)
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await db
            .insertInto('auth_users')
            .values({ email: row.email, ...values })
            .returning('id')
            .executeTakeFirstOrThrow();
      return { userId: user.id };
    },

    async requestEmailChange(userId, _session, newEmail, locale) {
      const taken = await findUser(newEmail);
      if (taken && taken.id !== userId)
        throw new IdentityError('email_taken', 'This address already has an account');
      const { link } = await issueToken({
        purpose: 'email_change',
        email: newEmail,
        userId,
        withCode: false,
        ttlMinutes: CODE_TTL_MINUTES,
      });
      await mailer.send(
        accountMail('emailChange', locale, newEmail, {
          origin: publicOrigin,
          email: newEmail,
          link: `${publicOrigin}/email-change?token=${link}`,
        }),
      );
    },

    async checkEmailChange(token) {
      const row = await liveLink('email_change', token);
      return { status: 'ready', email: row.email };
    },

    async confirmEmailChange(token) {
      const row = await liveLink('email_change', token);
      const taken = await findUser(row.email);
      if (taken && taken.id !== row.user_id)
        throw new IdentityError('email_taken', 'This address already has an account');
      if (!row.user_id || !(await consume(row.id)))
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      const user = await db
        .updateTable('auth_users')
        .set({ email: row.email, updated_at: new Date() })
        .where('id', '=', row.user_id)
        .returningAll()
        .executeTakeFirst();
      if (!user) throw new IdentityError('invalid_link', 'Invalid or expired link');
      // One link, to the new address: it finishes the change.
      return { status: 'changed', signIn: signedIn(user) };
    },

    async updateUser(userId, _session, changes) {
      if (changes.fullName === undefined) return;
      await db
        .updateTable('auth_users')
        .set({ full_name: changes.fullName, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },

    oauthProviders() {
      return options.oidc ? [{ id: options.oidc.id, name: options.oidc.name }] : [];
    },

    async startOAuth(provider, redirectUri) {
      const config = await oidcConfiguration(oidcSettings(provider));
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        // Offline access and a consent prompt, as the spec asks of social sign-in.
        scope: 'openid email profile offline_access',
        prompt: 'consent',
        access_type: 'offline',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, secret: { codeVerifier, nonce } };
    },

    async completeOAuth(provider, { code, state, redirectUri, secret }) {
      const settings = oidcSettings(provider);
      const config = await oidcConfiguration(settings);
      let claims: oidc.IDToken | undefined;
      try {
        const callback = new URL(redirectUri);
        callback.searchParams.set('code', code);
        callback.searchParams.set('state', state);
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: secret.codeVerifier,
          expectedState: state,
          expectedNonce: secret.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw new IdentityError('oauth_failed', 'The provider refused the sign-in');
      }
      const email = typeof claims?.email === 'string' ? lower(claims.email) : null;
      if (!claims || !email || claims.email_verified === false)
        throw new IdentityError('oauth_failed', 'The provider did not share a verified e-mail');
      const subject = String(claims.sub);
      const name = typeof claims.name === 'string' ? claims.name : null;

      const linked = await db
        .selectFrom('auth_identities')
        .innerJoin('auth_users', 'auth_users.id', 'auth_identities.user_id')
        .selectAll('auth_users')
        .where('auth_identities.provider', '=', settings.id)
        .where('auth_identities.subject', '=', subject)
        .executeTakeFirst();
      if (linked) return signedIn(linked);

      // A verified address from the provider proves ownership: it joins (or creates) the account.
      let user = await findUser(email);
      if (user && !user.email_confirmed_at) {
        user = await db
          .updateTable('auth_users')
          .set({ email_confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      user ??= await db
        .insertInto('auth_users')
        .values({ email, full_name: name, role: 'Free', email_confirmed_at: new Date() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('auth_identities')
        .values({ provider: settings.id, subject, user_id: user.id, email })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return signedIn(user);
    },

    async createConfirmedUser(input) {
      const existing = await findUser(input.email);
      if (existing) return toIdentityUser(existing);
      const row = await db
        .insertInto('auth_users')
        .values({
          email: lower(input.email),
          password_hash: await newPasswordHash(input.password),
          email_confirmed_at: new Date(),
          full_name: input.fullName,
          role: input.role,
          account_type: input.accountType,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toIdentityUser(row);
    },
  };
}
