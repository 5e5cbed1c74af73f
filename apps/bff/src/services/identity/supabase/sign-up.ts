import { IdentityError, type IdentityProvider } from '../identity.ts';
import {
  toIdentityUser,
  signedIn,
  perUserWait,
  failure,
  madeNow,
  refused,
  gotrueCode,
  outcome,
  overEmailCap,
} from './gotrue-answers.ts';
import type { SupabaseContext } from './context.ts';

/**
 * Registration with a code: GoTrue makes the account and sends the code; the BFF keeps each
 * registration's password until the code decides (ADR 046, 047).
 */
export function signUpOperations(
  context: SupabaseContext,
): Pick<
  IdentityProvider,
  'signUp' | 'verifySignUpCode' | 'resendSignUpCode' | 'sendWaitingCodes' | 'confirmSignUpLink'
> {
  const {
    userClient,
    endSession,
    verifyLink,
    heldRegistrations,
    keepRegistration,
    codeSent,
    settleRegistration,
    deferSignUp,
    resendCode,
    publicOrigin,
    otpLength,
    otpExpirySeconds,
    emailsPerHour,
    waiting,
  } = context;
  return {
    async signUp(input) {
      const held = await heldRegistrations(input.email);
      const { auth } = userClient();
      const { data, error } = await auth.signUp({
        email: input.email,
        password: input.password,
        options: {
          data: { full_name: input.fullName, role: input.role, account_type: input.accountType },
          emailRedirectTo: `${publicOrigin}/confirm`,
        },
      });
      if (error) {
        // An unconfirmed account signed up again within GoTrue's interval: its code still works,
        // and decides between the registrations.
        if (perUserWait(error)) {
          if (held) await keepRegistration(input, held.userId, held, held.liveUntil);
          return { status: 'code_sent' };
        }
        // The hourly cap: nothing sent, nothing created. The registration is kept all the same.
        if (overEmailCap(error)) return deferSignUp(input, held);
        // Anything else is not a success: a password the project finds weak, an address
        // auto-confirm says is registered, the project's own refusals.
        throw outcome('sign-up', error, {
          weak_password: 'weak_password',
          user_already_exists: 'account_exists',
        });
      }
      // An address that already has an account is answered an obfuscated user (no identities):
      // the same success, as the port wants. A session means GoTrue confirms sign-ups by itself.
      if (data.session) {
        await endSession(auth, 'sign-up');
        throw failure(
          'sign-up',
          'GoTrue confirmed the address itself: turn e-mail confirmation on',
        );
      }
      // An obfuscated user (no role) stands for an address that has an account: nothing to keep.
      if (data.user && data.user.role !== '') {
        await keepRegistration(
          input,
          data.user.id,
          held,
          Date.now() + otpExpirySeconds * 1000,
          madeNow(data.user),
        );
        await waiting.remove(input.email);
      }
      return { status: 'code_sent' };
    },

    async verifySignUpCode(email, code, browser) {
      if (!new RegExp(`^\\d{${otpLength}}$`).test(code)) throw new IdentityError('invalid_code');
      const { auth } = userClient();
      const { data, error } = await auth.verifyOtp({ email, token: code, type: 'email' });
      if (error) {
        if (refused(error) && gotrueCode(error) === 'user_banned')
          throw new IdentityError('account_banned');
        if (refused(error)) throw new IdentityError('invalid_code');
        throw failure('code verification', error);
      }
      if (!data.session || !data.user)
        throw failure('code verification', 'GoTrue opened no session');
      const password = await settleRegistration(email, data.user.id, browser);
      if (password === null) return signedIn(data.session, data.user);
      // Setting the password ended the verification's session: this sign-in is the person's.
      const again = await userClient().auth.signInWithPassword({ email, password });
      if (again.error) throw outcome('sign-in after confirmation', again.error);
      return signedIn(again.data.session, again.data.user);
    },

    async resendSignUpCode(email) {
      // A code already waits for the next window: another request would only be refused.
      const due = await waiting.sendBy(email);
      if (due) return { status: 'code_scheduled', sendAt: due };
      if ((await resendCode(email)) === 'sent') {
        await codeSent(email);
        return { status: 'code_sent' };
      }
      // Refused by the cap, GoTrue answered only because the account waits for its code: that
      // code waits for the next window too, rather than being lost.
      return { status: 'code_scheduled', sendAt: await waiting.add(email) };
    },

    async sendWaitingCodes() {
      // One window sends at most the project's hourly number: the rest waits for the next one.
      for (const email of await waiting.next(emailsPerHour)) {
        let result: 'sent' | 'capped';
        try {
          result = await resendCode(email);
        } catch (error) {
          // A refusal of this address (the project's settings changed): it would never go.
          if (!(error instanceof IdentityError)) throw error;
          await waiting.remove(email);
          continue;
        }
        if (result === 'capped') return;
        await codeSent(email);
      }
    },

    async confirmSignUpLink(token, browser) {
      const verified = await verifyLink(token, 'signup');
      if (!verified) throw failure('sign-up confirmation', 'GoTrue opened no session');
      const { email } = toIdentityUser(verified.user);
      // Setting the chosen password ends the link's session with every other; else it ends here.
      const password = await settleRegistration(email, verified.user.id, browser);
      if (password === null) await endSession(verified.auth, 'sign-up confirmation');
      return { email };
    },
  };
}
