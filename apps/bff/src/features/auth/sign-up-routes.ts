import { randomBytes } from 'node:crypto';
import type { ErrorBody } from '@app/contracts';
import { recordAudit } from '../../services/audit/audit-log.ts';
import type { CodeDelivery } from '../../services/identity/identity.ts';
import { codeAnswer, identityFailure } from './auth-answers.ts';
import type { AuthRoutes, AuthRoutesContext } from './auth-routes.ts';

/** Registration with a code, and the links the account e-mails hold. */
export function signUpRoutes({
  deps,
  completeSignIn,
  limits,
}: AuthRoutesContext): Pick<AuthRoutes, 'register' | 'verifyCode' | 'resendCode' | 'confirmLink'> {
  const { db, identity, sessions } = deps;
  const { hooks, perIp, perAccount, resendCooldown } = limits;
  return {
    register: {
      hooks: hooks(perIp(20, '1 hour', 'register'), perAccount(5, '1 hour', 'register')),
      handler: async ({ body, request, reply }) => {
        // The code entered in this browser sets this registration's password (see signUp).
        const browser = randomBytes(24).toString('base64url');
        reply.setCookie(sessions.names.signup, browser, sessions.cookieOptions(86_400));
        let delivery: CodeDelivery;
        try {
          delivery = await identity.signUp({ ...body, role: 'Free', browser });
        } catch (error) {
          // The provider's own rules (its password policy, an address it says is registered,
          // an address it may not write to, sign-ups closed).
          return identityFailure(error) as { status: 400 | 403; body: ErrorBody };
        }
        await recordAudit(
          db,
          { id: null, email: body.email, ip: request.ip },
          { action: 'auth.registration', details: { accountType: body.accountType } },
        );
        return { status: 201, body: codeAnswer(body.email, delivery) };
      },
    },

    verifyCode: {
      hooks: hooks(perIp(60, '15 minutes', 'verify'), perAccount(10, '15 minutes', 'verify')),
      handler: async ({ body, request, reply }) => {
        try {
          const signIn = await identity.verifySignUpCode(
            body.email,
            body.code,
            request.cookies[sessions.names.signup],
          );
          sessions.clearCookie(reply, sessions.names.signup);
          return { status: 200, body: await completeSignIn(request, reply, signIn) };
        } catch (error) {
          return identityFailure(error) as { status: 400 | 403; body: ErrorBody };
        }
      },
    },

    resendCode: {
      hooks: hooks(
        perIp(20, '1 hour', 'resend'),
        resendCooldown,
        perAccount(5, '1 hour', 'resend'),
      ),
      handler: async ({ body }) => {
        try {
          const delivery = await identity.resendSignUpCode(body.email, body.locale);
          return { status: 202, body: codeAnswer(body.email, delivery) };
        } catch (error) {
          return identityFailure(error) as { status: 400; body: ErrorBody };
        }
      },
    },

    confirmLink: {
      hooks: hooks(perIp(30, '15 minutes', 'confirm')),
      handler: async ({ body, request }) => {
        try {
          if (body.type === 'email_change') {
            const check = await identity.checkEmailChange(body.token);
            return check.status === 'other_address_pending'
              ? { status: 202, body: { status: 'confirm_other_address' as const } }
              : { status: 200, body: { type: body.type, email: check.email } };
          }
          const { email } =
            body.type === 'signup'
              ? await identity.confirmSignUpLink(body.token, request.cookies[sessions.names.signup])
              : body.type === 'recovery'
                ? await identity.checkPasswordResetLink(body.token)
                : await identity.checkInvitation(body.token);
          return { status: 200, body: { type: body.type, email } };
        } catch (error) {
          return identityFailure(error) as { status: 400 | 409; body: ErrorBody };
        }
      },
    },
  };
}
