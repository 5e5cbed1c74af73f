import type { SignUpInput, IdentityProvider } from '../identity.ts';
import { IdentityError } from '../identity.ts';
import { accountMail } from '../../mail/account-mail.ts';
import {
  type AccountStore,
  CODE_MAX_ATTEMPTS,
  lower,
  MAX_REGISTRATIONS,
  newPasswordHash,
  type Registration,
  sha256,
} from './account-store.ts';

/**
 * Registration with a code or a link: the code (sent to the mailbox's owner) decides between
 * registrations of one address.
 */
export function signUpOperations(
  store: AccountStore,
): Pick<
  IdentityProvider,
  'signUp' | 'verifySignUpCode' | 'resendSignUpCode' | 'confirmSignUpLink'
> {
  const {
    db,
    mailer,
    publicOrigin,
    codeHash,
    findUser,
    signedIn,
    findLink,
    sendSignUpCode,
    pendingRegistrations,
    activate,
  } = store;
  return {
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
  };
}
