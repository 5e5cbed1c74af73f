import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdentityError,
  type IdentityErrorCode,
  type IdentityProvider,
  type SignUpInput,
} from '../../src/services/identity/identity.ts';

/** What the shared suite needs from an adapter's test: the adapter, and a look into its mailbox. */
export interface IdentityHarness {
  identity: IdentityProvider;
  /** Newest sign-up code sent to this address. */
  readCode(email: string): Promise<string>;
  /** Newest link token of this purpose sent to this address. */
  readLinkToken(
    email: string,
    purpose: 'signup' | 'recovery' | 'invite' | 'email_change',
  ): Promise<string>;
  /**
   * The links an e-mail change sent, in the order a user may open them: the new address's alone,
   * or (Supabase's secure e-mail change) the current address's, then the new one's.
   */
  emailChangeLinks(currentEmail: string, newEmail: string): Promise<string[]>;
  /** How many messages of any kind were sent to this address. */
  countMessages(email: string): Promise<number>;
  /** Lets the provider's minimum interval between two e-mails to one address go by. */
  passMinimumInterval(): Promise<void>;
  /** Follows an authorization URL at the provider as a consenting user; answers the redirect's code and state. */
  authorize(url: string): Promise<{ code: string; state: string; redirectUri: string }>;
  close(): Promise<void>;
}

/** A fresh address for every test: they share one provider and never see each other's accounts. */
const address = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** A code of the same length that is certainly not the one sent. */
const otherCode = (code: string) =>
  String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

/** A well-formed link token nobody issued. */
const forgedToken = () => randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');

async function refusal(promise: Promise<unknown>, code: IdentityErrorCode) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, `expected IdentityError ${code}`).toBeInstanceOf(IdentityError);
  expect((error as IdentityError).code).toBe(code);
}

/**
 * The identity port's documented behaviour (identity.ts), for any adapter. Each adapter's test
 * file calls this with a harness that starts the adapter against its own backing service.
 */
export function runIdentitySuite(
  adapterName: string,
  createHarness: () => Promise<IdentityHarness>,
): void {
  describe(`identity provider: ${adapterName}`, () => {
    let h: IdentityHarness;
    let identity: IdentityProvider;
    beforeAll(async () => {
      h = await createHarness();
      identity = h.identity;
    });
    afterAll(async () => {
      await h?.close();
    });

    const newcomer = (label: string): SignUpInput => ({
      email: address(label),
      password: 'correct horse battery',
      fullName: 'Ada Lovelace',
      role: 'Free',
      accountType: 'professional',
      locale: 'en',
    });
    /** A confirmed account with a password, as seeding makes them. */
    async function member(label: string, password = 'first password 1') {
      const email = address(label);
      const user = await identity.createConfirmedUser({
        email,
        password,
        fullName: 'Grace Hopper',
        role: 'Pro',
        accountType: 'enterprise',
      });
      return { email, password, user };
    }

    describe('sign-up', () => {
      it('refuses the password until the code is entered, then signs in with the sign-up details', async () => {
        const input = newcomer('signup');
        await identity.signUp(input);
        await refusal(
          identity.signInWithPassword(input.email, input.password),
          'email_not_confirmed',
        );

        const verified = await identity.verifySignUpCode(
          input.email,
          await h.readCode(input.email),
        );
        expect(verified.user).toMatchObject({
          email: input.email,
          fullName: 'Ada Lovelace',
          role: 'Free',
          accountType: 'professional',
        });

        const signedIn = await identity.signInWithPassword(input.email, input.password);
        expect(signedIn.user).toEqual(verified.user);
      });

      it('refuses a wrong code and a spent one with invalid_code', async () => {
        const input = newcomer('wrong-code');
        await identity.signUp(input);
        const code = await h.readCode(input.email);
        await refusal(identity.verifySignUpCode(input.email, otherCode(code)), 'invalid_code');
        await refusal(identity.verifySignUpCode(address('nobody'), code), 'invalid_code');

        await identity.verifySignUpCode(input.email, code);
        await refusal(identity.verifySignUpCode(input.email, code), 'invalid_code');
      });

      it('e-mails codes of the length it announces', async () => {
        const input = newcomer('code-length');
        await identity.signUp(input);
        const code = await h.readCode(input.email);
        expect(code).toMatch(/^\d+$/);
        expect(code).toHaveLength(identity.accountSettings().codeLength);
      });

      it('resends a fresh code that works', async () => {
        const input = newcomer('resend');
        await identity.signUp(input);
        const sent = await h.countMessages(input.email);

        await h.passMinimumInterval();
        await identity.resendSignUpCode(input.email, 'fr');
        expect(await h.countMessages(input.email)).toBe(sent + 1);
        const verified = await identity.verifySignUpCode(
          input.email,
          await h.readCode(input.email),
        );
        expect(verified.user.email).toBe(input.email);
      });

      it('sends nothing, and says nothing, when resending to an unknown or a confirmed address', async () => {
        const unknown = address('unknown');
        await identity.resendSignUpCode(unknown, 'en');
        expect(await h.countMessages(unknown)).toBe(0);

        const { email } = await member('confirmed-resend');
        const before = await h.countMessages(email);
        await identity.resendSignUpCode(email, 'en');
        expect(await h.countMessages(email)).toBe(before);
      });

      it('accepts a sign-up for an address that has an account, and leaves its password alone', async () => {
        const { email, password, user } = await member('taken');
        await identity.signUp({ ...newcomer('taken'), email, password: 'someone elses password' });

        const signedIn = await identity.signInWithPassword(email, password);
        expect(signedIn.user.id).toBe(user.id);
        await refusal(
          identity.signInWithPassword(email, 'someone elses password'),
          'invalid_credentials',
        );
      });

      it('confirms the account from the e-mailed link, once', async () => {
        const input = newcomer('link');
        await identity.signUp(input);
        const token = await h.readLinkToken(input.email, 'signup');

        expect(await identity.confirmSignUpLink(token)).toEqual({ email: input.email });
        const signedIn = await identity.signInWithPassword(input.email, input.password);
        expect(signedIn.user.email).toBe(input.email);

        await refusal(identity.confirmSignUpLink(token), 'invalid_link');
        await refusal(identity.confirmSignUpLink(forgedToken()), 'invalid_link');
      });

      it('refuses a new password over 72 bytes of UTF-8, however few its characters', async () => {
        // 37 characters, 74 bytes: bcrypt (Supabase's hash) reads 72 bytes at most.
        const long = 'é'.repeat(37);
        await refusal(
          identity.signUp({ ...newcomer('long-password'), password: long }),
          'password_too_long',
        );
        const { email } = await member('long-reset');
        await identity.requestPasswordReset(email, 'en');
        const token = await h.readLinkToken(email, 'recovery');
        await refusal(identity.completePasswordReset(token, long), 'password_too_long');
        // 72 bytes exactly is a password like any other.
        await identity.completePasswordReset(token, `${'é'.repeat(35)}ab`);
      });
    });

    describe('an address registered twice before its code is used (ADR 015)', () => {
      /** Two registrations of one address, from two browsers, the owner's first or second. */
      async function registeredTwice(label: string, ownerFirst: boolean) {
        const email = address(label);
        const owner = {
          ...newcomer(label),
          email,
          password: 'owner password 1',
          fullName: 'Owner Person',
          browser: `owner-browser-${label}`,
        };
        const stranger = {
          ...newcomer(label),
          email,
          password: 'stranger password 1',
          fullName: 'Stranger Person',
          accountType: 'enterprise' as const,
          browser: `stranger-browser-${label}`,
        };
        for (const input of ownerFirst ? [owner, stranger] : [stranger, owner]) {
          await identity.signUp(input);
          await h.passMinimumInterval();
        }
        return { email, owner, stranger, code: await h.readCode(email) };
      }

      it('sets the password chosen in the browser that enters the code, whoever registered first', async () => {
        for (const ownerFirst of [true, false]) {
          const { email, owner, stranger, code } = await registeredTwice(
            ownerFirst ? 'owner-first' : 'stranger-first',
            ownerFirst,
          );
          const verified = await identity.verifySignUpCode(email, code, owner.browser);
          expect(verified.user).toMatchObject({
            email,
            fullName: 'Owner Person',
            accountType: 'professional',
          });
          const signedIn = await identity.signInWithPassword(email, owner.password);
          expect(signedIn.user.id).toBe(verified.user.id);
          await refusal(
            identity.signInWithPassword(email, stranger.password),
            'invalid_credentials',
          );
        }
      });

      it('sets neither password when the code is entered in neither browser', async () => {
        const { email, owner, stranger, code } = await registeredTwice('elsewhere', false);
        const verified = await identity.verifySignUpCode(email, code);
        expect(verified.user.email).toBe(email);
        for (const password of [owner.password, stranger.password])
          await refusal(identity.signInWithPassword(email, password), 'invalid_credentials');
      });

      it('sets the owner’s password from the e-mailed link opened in their browser', async () => {
        const { email, owner, stranger } = await registeredTwice('link-owner', false);
        const token = await h.readLinkToken(email, 'signup');
        expect(await identity.confirmSignUpLink(token, owner.browser)).toEqual({ email });
        await identity.signInWithPassword(email, owner.password);
        await refusal(identity.signInWithPassword(email, stranger.password), 'invalid_credentials');
      });
    });

    describe('password sign-in', () => {
      it('refuses a wrong password and an unknown address alike', async () => {
        const { email } = await member('wrong-password');
        await refusal(
          identity.signInWithPassword(email, 'not the password'),
          'invalid_credentials',
        );
        await refusal(
          identity.signInWithPassword(address('stranger'), 'not the password'),
          'invalid_credentials',
        );
      });

      it('lets a signed-out session be signed out again without complaint', async () => {
        const { email, password } = await member('sign-out');
        const { providerSession } = await identity.signInWithPassword(email, password);
        await identity.signOut(providerSession);
        await identity.signOut(providerSession);
        await identity.signOut(null);
      });
    });

    describe('password reset', () => {
      it('checks the link as often as needed, sets the password once, then refuses the link', async () => {
        const { email, password, user } = await member('reset');
        await identity.requestPasswordReset(email, 'en');
        const token = await h.readLinkToken(email, 'recovery');

        expect(await identity.checkPasswordResetLink(token)).toEqual({ email });
        expect(await identity.checkPasswordResetLink(token)).toEqual({ email });
        expect(await identity.completePasswordReset(token, 'second password 2')).toEqual({
          userId: user.id,
        });

        await refusal(identity.signInWithPassword(email, password), 'invalid_credentials');
        const signedIn = await identity.signInWithPassword(email, 'second password 2');
        expect(signedIn.user.id).toBe(user.id);

        await refusal(identity.checkPasswordResetLink(token), 'invalid_link');
        await refusal(identity.completePasswordReset(token, 'third password 3'), 'invalid_link');
      });

      it('sets the password straight from an unchecked link', async () => {
        const { email, user } = await member('reset-direct');
        await identity.requestPasswordReset(email, 'fr');
        const token = await h.readLinkToken(email, 'recovery');

        expect(await identity.completePasswordReset(token, 'second password 2')).toEqual({
          userId: user.id,
        });
        const signedIn = await identity.signInWithPassword(email, 'second password 2');
        expect(signedIn.user.id).toBe(user.id);
      });

      it('sends nothing for an unknown address, and refuses a forged link', async () => {
        const unknown = address('reset-unknown');
        await identity.requestPasswordReset(unknown, 'en');
        expect(await h.countMessages(unknown)).toBe(0);
        await refusal(identity.checkPasswordResetLink(forgedToken()), 'invalid_link');
        await refusal(
          identity.completePasswordReset(forgedToken(), 'any password 1'),
          'invalid_link',
        );
      });
    });

    describe('invitations', () => {
      it('invites, tells the address from the link, and creates the account on completion', async () => {
        const email = address('invitee');
        const { expiresAt } = await identity.inviteUserByEmail(email, {
          role: 'Pro',
          locale: 'en',
        });
        expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
        const token = await h.readLinkToken(email, 'invite');

        expect(await identity.checkInvitation(token)).toEqual({ email });
        expect(await identity.checkInvitation(token)).toEqual({ email });
        const { userId } = await identity.completeInvitation(token, {
          fullName: 'Katherine Johnson',
          password: 'invited password 1',
        });

        const signedIn = await identity.signInWithPassword(email, 'invited password 1');
        expect(signedIn.user).toMatchObject({
          id: userId,
          email,
          fullName: 'Katherine Johnson',
          role: 'Pro',
        });
        await refusal(identity.checkInvitation(token), 'invalid_link');
      });

      it('refuses to invite an address that has an account', async () => {
        const { email } = await member('invite-taken');
        await refusal(
          identity.inviteUserByEmail(email, { role: 'Free', locale: 'en' }),
          'email_taken',
        );
      });

      it('refuses a forged invitation link', async () => {
        await refusal(identity.checkInvitation(forgedToken()), 'invalid_link');
        await refusal(
          identity.completeInvitation(forgedToken(), {
            fullName: 'Mallory',
            password: 'any password 1',
          }),
          'invalid_link',
        );
      });
    });

    describe('e-mail change', () => {
      /** Asks for a change and answers its links (one, or one per address). */
      async function change(label: string) {
        const { email, password, user } = await member(label);
        const { providerSession } = await identity.signInWithPassword(email, password);
        const newEmail = address(`${label}-new`);
        await identity.requestEmailChange(user.id, providerSession, newEmail, 'en');
        return {
          email,
          password,
          user,
          newEmail,
          links: await h.emailChangeLinks(email, newEmail),
        };
      }

      it('switches the account to the new address once every link is followed, and signs in', async () => {
        const { email, password, user, newEmail, links } = await change('mover');
        for (const link of links.slice(0, -1)) {
          expect(await identity.confirmEmailChange(link)).toEqual({
            status: 'other_address_pending',
          });
          // Until the last link, the account keeps its address.
          expect((await identity.signInWithPassword(email, password)).user.id).toBe(user.id);
        }
        const confirmed = await identity.confirmEmailChange(links.at(-1)!);
        expect(confirmed).toMatchObject({
          status: 'changed',
          signIn: { user: { id: user.id, email: newEmail } },
        });

        const signedIn = await identity.signInWithPassword(newEmail, password);
        expect(signedIn.user.id).toBe(user.id);
        await refusal(identity.signInWithPassword(email, password), 'invalid_credentials');
      });

      it('takes the links in either order, and answers a link opened again the same way', async () => {
        const { user, newEmail, links } = await change('mover-reversed');
        const [last, ...first] = [...links].reverse();
        for (const link of first) {
          const pending = { status: 'other_address_pending' };
          expect(await identity.checkEmailChange(link)).toEqual(pending);
          expect(await identity.confirmEmailChange(link)).toEqual(pending);
          expect(await identity.confirmEmailChange(link)).toEqual(pending);
        }
        expect(await identity.checkEmailChange(last!)).toEqual({
          status: 'ready',
          email: newEmail,
        });
        expect(await identity.checkEmailChange(last!)).toEqual({
          status: 'ready',
          email: newEmail,
        });
        const confirmed = await identity.confirmEmailChange(last!);
        expect(confirmed).toMatchObject({ status: 'changed', signIn: { user: { id: user.id } } });
        await refusal(identity.confirmEmailChange(last!), 'invalid_link');
      });

      it('refuses an address that has an account', async () => {
        const { email, password, user } = await member('mover-blocked');
        const other = await member('occupant');
        const { providerSession } = await identity.signInWithPassword(email, password);
        await refusal(
          identity.requestEmailChange(user.id, providerSession, other.email, 'en'),
          'email_taken',
        );
      });

      it('refuses a forged link', async () => {
        await refusal(identity.checkEmailChange(forgedToken()), 'invalid_link');
        await refusal(identity.confirmEmailChange(forgedToken()), 'invalid_link');
      });
    });

    describe('profile', () => {
      it('keeps the provider’s copy of the name in step', async () => {
        const { email, password, user } = await member('renamed');
        const { providerSession } = await identity.signInWithPassword(email, password);
        await identity.updateUser(user.id, providerSession, { fullName: 'Grace Brewster Hopper' });
        await identity.updateUser(user.id, providerSession, {});

        const signedIn = await identity.signInWithPassword(email, password);
        expect(signedIn.user).toMatchObject({
          fullName: 'Grace Brewster Hopper',
          role: 'Pro',
          accountType: 'enterprise',
        });
      });
    });

    describe('social sign-in', () => {
      const redirectUri = 'http://localhost:3000/api/auth/oauth/callback';

      it('offers at least one provider, by id and name', () => {
        const providers = identity.oauthProviders();
        expect(providers.length).toBeGreaterThan(0);
        for (const provider of providers) {
          expect(provider.id).toMatch(/^[a-z][a-z0-9-]{1,30}$/);
          expect(provider.name).not.toBe('');
        }
      });

      it('signs in a consenting user through the provider', async () => {
        const [provider] = identity.oauthProviders();
        const started = await identity.startOAuth(provider!.id, redirectUri);
        expect(started.state.length).toBeGreaterThanOrEqual(16);

        const back = await h.authorize(started.url);
        expect(back.state).toBe(started.state);
        expect(back.redirectUri).toBe(redirectUri);

        const signedIn = await identity.completeOAuth(provider!.id, {
          code: back.code,
          state: back.state,
          redirectUri,
          secret: started.secret,
        });
        expect(signedIn.user.id).not.toBe('');
        expect(signedIn.user.email).toMatch(/@/);
      });

      it('gives every start its own state', async () => {
        const [provider] = identity.oauthProviders();
        const first = await identity.startOAuth(provider!.id, redirectUri);
        const second = await identity.startOAuth(provider!.id, redirectUri);
        expect(first.state).not.toBe(second.state);
      });

      it('refuses a provider it does not offer', async () => {
        await refusal(identity.startOAuth('myspace', redirectUri), 'unknown_provider');
        await refusal(
          identity.completeOAuth('myspace', { code: 'x', state: 'y', redirectUri, secret: {} }),
          'unknown_provider',
        );
      });

      it('fails a code the provider never issued', async () => {
        const [provider] = identity.oauthProviders();
        const started = await identity.startOAuth(provider!.id, redirectUri);
        await refusal(
          identity.completeOAuth(provider!.id, {
            code: 'a-code-nobody-issued',
            state: started.state,
            redirectUri,
            secret: started.secret,
          }),
          'oauth_failed',
        );
      });
    });

    describe('seeding', () => {
      it('creates a confirmed account once, and answers the same account after', async () => {
        const { email, password, user } = await member('seeded');
        expect(user).toMatchObject({
          email,
          fullName: 'Grace Hopper',
          role: 'Pro',
          accountType: 'enterprise',
        });

        const again = await identity.createConfirmedUser({
          email,
          password: 'another password 2',
          fullName: 'Someone Else',
          role: 'Free',
          accountType: 'professional',
        });
        expect(again).toEqual(user);
        const signedIn = await identity.signInWithPassword(email, password);
        expect(signedIn.user.id).toBe(user.id);
      });
    });
  });
}
