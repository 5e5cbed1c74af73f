import { createHash, randomBytes } from 'node:crypto';
import { apiContract, RESEND_COOLDOWN_SECONDS, type ErrorBody } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import { inAWhile } from '../../lib/wait.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { limiter } from '../../plugins/rate-limits.ts';
import { profileFromInvitation, upsertProfile } from '../../services/accounts/accounts.ts';
import type { AgentSessions } from '../../services/agent-auth/agent-sessions.ts';
import {
  type CodeDelivery,
  IdentityError,
  IdentityRateLimited,
  onBehalfOf,
  type IdentityProvider,
} from '../../services/identity/identity.ts';
import { recordAudit } from '../../services/audit/audit-log.ts';
import type { SessionStore } from '../../services/sessions/session-store.ts';
import { createSignIn } from './sign-in.ts';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const OAUTH_STATE_TTL_MS = 10 * 60_000;

export const authMessages = {
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  emailNotConfirmed: 'Please confirm your e-mail address with the code we sent you.',
  invalidCode: 'Invalid or expired verification code',
  invalidLink: 'Invalid or expired link',
  emailTaken: 'This e-mail address already has an account',
  sameEmail: 'This is already your e-mail address',
  unknownProvider: 'Unknown provider',
  oauthFailed: 'Social sign-in failed. Please try again.',
  oauthState: 'This sign-in attempt has expired or was already used. Please try again.',
  noSession: 'No user logged in',
  weakPassword:
    'This password is not strong enough for our sign-in service. Choose a longer one that mixes upper- and lower-case letters, digits and symbols.',
  accountExists:
    'This e-mail address already has an account. Sign in, or reset your password if you forgot it.',
  currentPasswordRequired:
    'A new password cannot be set from this link. Please ask for a new reset link, or sign in with your current password.',
  accountDisabled:
    'This account has been disabled. Please contact us if you think this is a mistake.',
  accountBanned:
    'This account has been suspended. Please contact us if you think this is a mistake.',
  passwordTooLong:
    'This password is too long: use at most 72 bytes (fewer characters with accents or emoji).',
  emailNotAuthorized:
    'Our e-mail service cannot write to this address yet. Please contact us so we can fix it.',
  emailAddressInvalid:
    'We could not deliver e-mail to this address. Please check it, or use another one.',
  signupDisabled: 'New registrations are closed for now. Please try again later or contact us.',
  captchaRequired:
    'Our sign-in service asked for a check this site cannot show yet. Please try again later or contact us.',
} as const;

const fail = <S extends number>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});

/** Maps an identity outcome to the API's answer; anything else is a real failure. */
function identityFailure(error: unknown) {
  if (!(error instanceof IdentityError)) throw error;
  switch (error.code) {
    case 'invalid_credentials':
      return fail(401, authMessages.invalidCredentials, error.code);
    case 'email_not_confirmed':
      return fail(403, authMessages.emailNotConfirmed, error.code);
    case 'invalid_code':
      return fail(400, authMessages.invalidCode, error.code);
    case 'invalid_link':
      return fail(400, authMessages.invalidLink, error.code);
    case 'email_taken':
      return fail(409, authMessages.emailTaken, error.code);
    case 'unknown_provider':
      return fail(404, authMessages.unknownProvider, error.code);
    case 'oauth_failed':
      return fail(400, authMessages.oauthFailed, error.code);
    case 'weak_password':
      return fail(400, authMessages.weakPassword, error.code);
    case 'account_exists':
      return fail(400, authMessages.accountExists, error.code);
    case 'current_password_required':
      return fail(400, authMessages.currentPasswordRequired, error.code);
    case 'account_disabled':
      return fail(403, authMessages.accountDisabled, error.code);
    case 'account_banned':
      return fail(403, authMessages.accountBanned, error.code);
    case 'password_too_long':
      return fail(400, authMessages.passwordTooLong, error.code);
    case 'email_not_authorized':
      return fail(400, authMessages.emailNotAuthorized, error.code);
    case 'email_address_invalid':
      return fail(400, authMessages.emailAddressInvalid, error.code);
    case 'signup_disabled':
      return fail(403, authMessages.signupDisabled, error.code);
    // The project's settings, not the person: nothing they can change (docs/operations.md).
    case 'captcha_required':
      return fail(503, authMessages.captchaRequired, error.code);
    case 'session_ended':
      return fail(401, authMessages.noSession, 'unauthenticated');
  }
}

/** What became of a code, as the API says it. */
const codeAnswer = (email: string, delivery: CodeDelivery) =>
  delivery.status === 'code_sent'
    ? { status: 'code_sent' as const, email, resendAfterSeconds: RESEND_COOLDOWN_SECONDS }
    : { status: 'code_scheduled' as const, email, sendAt: delivery.sendAt.toISOString() };

/**
 * The identity provider's own limits (Supabase's hourly e-mail cap, its per-address limits), in
 * the product's words with `Retry-After`. Anything else goes on to the app's error handler.
 */
function rateLimitHandler(error: Error, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof IdentityRateLimited)) throw error;
  request.log.warn({ err: error, reason: error.reason }, 'identity provider rate limit');
  return reply
    .status(429)
    .header('retry-after', String(error.retryAfterSeconds))
    .send({
      error: error.message,
      code: error.reason === 'email_quota' ? 'email_send_limit' : 'rate_limited',
    } satisfies ErrorBody);
}

/** The address a request names, for rate-limit keys: read before the body is validated. */
const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

export interface AuthModuleDeps {
  db: Kysely<DB>;
  identity: IdentityProvider;
  sessions: SessionStore;
  agent: AgentSessions;
  events: EventBus;
  publicOrigin: string;
  routing: ContractRouting;
}

/**
 * Accounts: registration with a code, sign-in and out, links (confirmation, reset, invitation,
 * e-mail change), social sign-in, and the session the SPA reads at start.
 */
export function createAuthModule(deps: AuthModuleDeps) {
  const { db, identity, sessions, agent } = deps;
  const completeSignIn = createSignIn(deps);
  return async function authModule(app: FastifyInstance) {
    // Before any route: routes keep the error handler of the moment they are added.
    app.setErrorHandler(rateLimitHandler);
    // Identity calls are made for the person asking, at the address the BFF believes (TRUST_PROXY).
    // After the body is read (the parser's callbacks would lose the context), before the handler.
    app.addHook('preValidation', (request, _reply, done) => {
      onBehalfOf(request.ip, () => done());
    });
    // Limits on guessing and on mail sent: per account (its e-mail address alone, so no rotation of
    // network addresses gets past them) and per network address.
    const perAccount = (max: number, timeWindow: string, name: string) =>
      limiter(app, { name: `${name}-account`, max, timeWindow, key: emailOf });
    const perIp = (max: number, timeWindow: string, name: string) =>
      limiter(app, { name: `${name}-ip`, max, timeWindow });
    const resendCooldown = limiter(app, {
      name: 'resend',
      max: 1,
      timeWindow: RESEND_COOLDOWN_SECONDS * 1000,
      key: emailOf,
      message: (seconds) => `You can ask for another code ${inAWhile(seconds)}.`,
    });
    const hooks = (...preHandler: ReturnType<typeof limiter>[]) => ({ preHandler });

    const redirectUri = (provider: string) => `${deps.publicOrigin}/oauth/callback/${provider}`;

    const router = s.router(apiContract.auth, {
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

      login: {
        hooks: hooks(perIp(100, '15 minutes', 'login'), perAccount(10, '15 minutes', 'login')),
        handler: async ({ body, request, reply }) => {
          try {
            const signIn = await identity.signInWithPassword(body.email, body.password);
            return {
              status: 200,
              body: await completeSignIn(request, reply, signIn, body.password),
            };
          } catch (error) {
            if (error instanceof IdentityError && error.code !== 'account_disabled')
              await recordAudit(
                db,
                { id: null, email: body.email, ip: request.ip },
                { action: 'auth.sign_in_failed', details: { reason: error.code } },
              );
            return identityFailure(error) as { status: 401 | 403; body: ErrorBody };
          }
        },
      },

      logout: async ({ request, reply }) => {
        const session = await sessions.get(request);
        const agentToken = sessions.agentToken(request);
        // Each party is told; none of them failing keeps the browser signed in.
        await Promise.allSettled([
          agentToken && agent.client ? agent.client.logout(agentToken) : undefined,
          session ? identity.signOut(session.providerSession) : undefined,
        ]);
        await sessions.end(request, reply);
        if (session)
          await recordAudit(
            db,
            { id: session.user.id, email: session.user.email, ip: request.ip },
            { action: 'auth.sign_out' },
          );
        return { status: 204, body: undefined };
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
                ? await identity.confirmSignUpLink(
                    body.token,
                    request.cookies[sessions.names.signup],
                  )
                : body.type === 'recovery'
                  ? await identity.checkPasswordResetLink(body.token)
                  : await identity.checkInvitation(body.token);
            return { status: 200, body: { type: body.type, email } };
          } catch (error) {
            return identityFailure(error) as { status: 400 | 409; body: ErrorBody };
          }
        },
      },

      requestPasswordReset: {
        hooks: hooks(perIp(20, '1 hour', 'reset'), perAccount(3, '15 minutes', 'reset')),
        handler: async ({ body }) => {
          try {
            await identity.requestPasswordReset(body.email, body.locale);
            return { status: 202, body: { status: 'accepted' as const } };
          } catch (error) {
            return identityFailure(error) as { status: 400; body: ErrorBody };
          }
        },
      },

      completePasswordReset: {
        hooks: hooks(perIp(30, '15 minutes', 'reset-complete')),
        handler: async ({ body }) => {
          try {
            const { userId } = await identity.completePasswordReset(body.token, body.password);
            // A new password ends every session: a stolen cookie dies with the old password.
            await sessions.endAllForUser(userId);
            return { status: 200, body: { status: 'accepted' as const } };
          } catch (error) {
            return identityFailure(error) as { status: 400; body: ErrorBody };
          }
        },
      },

      verifyInvitation: {
        hooks: hooks(perIp(30, '15 minutes', 'invite-verify')),
        handler: async ({ body }) => {
          try {
            return { status: 200, body: await identity.checkInvitation(body.token) };
          } catch (error) {
            return identityFailure(error) as { status: 400; body: ErrorBody };
          }
        },
      },

      completeInvitation: {
        hooks: hooks(perIp(30, '15 minutes', 'invite-complete')),
        handler: async ({ body, request }) => {
          try {
            const { email } = await identity.checkInvitation(body.token);
            const { userId } = await identity.completeInvitation(body.token, body);
            // The account exists from now on: so does its profile (the admin list shows it). The
            // account is made either way; should the profile fail, the first sign-in makes it.
            await profileFromInvitation(db, { id: userId, email, fullName: body.fullName }).catch(
              (error: unknown) =>
                request.log.error({ err: error }, 'profile not made when the invitation completed'),
            );
            return { status: 201, body: { status: 'accepted' as const } };
          } catch (error) {
            return identityFailure(error) as { status: 400; body: ErrorBody };
          }
        },
      },

      requestEmailChange: {
        hooks: hooks(perIp(20, '1 hour', 'email-change')),
        handler: async ({ body, request, reply }) => {
          const session = await sessions.get(request);
          if (!session) return fail(401, authMessages.noSession, 'unauthenticated');
          if (body.newEmail === session.user.email.toLowerCase())
            return fail(400, authMessages.sameEmail, 'same_email');
          try {
            await identity.requestEmailChange(
              session.user.id,
              session.providerSession,
              body.newEmail,
              body.locale,
            );
            return { status: 202, body: { status: 'accepted' as const } };
          } catch (error) {
            // The provider ended its session by itself: signed out here too, as the spec's flow.
            if (error instanceof IdentityError && error.code === 'session_ended')
              await sessions.end(request, reply);
            return identityFailure(error) as { status: 400 | 401 | 409; body: ErrorBody };
          }
        },
      },

      confirmEmailChange: {
        hooks: hooks(perIp(30, '15 minutes', 'email-change-confirm')),
        handler: async ({ body, request, reply }) => {
          try {
            const confirmation = await identity.confirmEmailChange(body.token);
            // This link counted; the other address's link finishes the change.
            if (confirmation.status === 'other_address_pending')
              return { status: 202, body: { status: 'confirm_other_address' as const } };
            const { signIn } = confirmation;
            await upsertProfile(db, signIn.user);
            // The old address no longer opens anything: every other session ends.
            await sessions.endAllForUser(signIn.user.id);
            return { status: 200, body: await completeSignIn(request, reply, signIn) };
          } catch (error) {
            return identityFailure(error) as { status: 400 | 409; body: ErrorBody };
          }
        },
      },

      listProviders: async ({ reply }) => {
        reply.header('cache-control', 'no-cache');
        return {
          status: 200,
          body: { providers: identity.oauthProviders(), account: identity.accountSettings() },
        };
      },

      startOAuth: {
        hooks: hooks(perIp(30, '15 minutes', 'oauth-start')),
        handler: async ({ params, body, reply }) => {
          try {
            const start = await identity.startOAuth(params.provider, redirectUri(params.provider));
            // The state is bound to this browser by a cookie: a state lifted from another browser fails.
            const binding = randomBytes(24).toString('base64url');
            await db
              .insertInto('oauth_states')
              .values({
                id: sha256(start.state),
                provider: params.provider,
                browser_hash: sha256(binding),
                secret: JSON.stringify({ ...start.secret, state: start.state }),
                redirect: body.redirect ?? null,
                expires_at: new Date(Date.now() + OAUTH_STATE_TTL_MS),
              })
              .execute();
            reply.setCookie(
              sessions.names.oauth,
              binding,
              sessions.cookieOptions(OAUTH_STATE_TTL_MS / 1000),
            );
            return { status: 200, body: { url: start.url } };
          } catch (error) {
            return identityFailure(error) as { status: 404; body: ErrorBody };
          }
        },
      },

      completeOAuth: {
        hooks: hooks(perIp(30, '15 minutes', 'oauth-callback')),
        handler: async ({ params, body, request, reply }) => {
          // Single use: the row is deleted by the request that finds it, whatever follows.
          const state = await db
            .deleteFrom('oauth_states')
            .where('id', '=', sha256(body.state))
            .returningAll()
            .executeTakeFirst();
          await db.deleteFrom('oauth_states').where('expires_at', '<', new Date()).execute();
          const binding = request.cookies[sessions.names.oauth];
          // Single use, whatever the outcome.
          if (binding !== undefined) sessions.clearCookie(reply, sessions.names.oauth);
          if (
            !state ||
            state.provider !== params.provider ||
            new Date(state.expires_at).getTime() <= Date.now() ||
            !binding ||
            sha256(binding) !== state.browser_hash
          )
            return fail(400, authMessages.oauthState, 'invalid_state');
          try {
            const signIn = await identity.completeOAuth(params.provider, {
              code: body.code,
              state: body.state,
              redirectUri: redirectUri(params.provider),
              secret: state.secret,
            });
            const signedIn = await completeSignIn(request, reply, signIn);
            return { status: 200, body: { ...signedIn, redirect: state.redirect } };
          } catch (error) {
            return identityFailure(error) as { status: 400 | 404; body: ErrorBody };
          }
        },
      },
    });
    await serveContract(app, apiContract.auth, router, deps.routing);

    const sessionRouter = s.router(apiContract.session, {
      getSession: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        const session = await sessions.get(request);
        if (!session) {
          // A cookie that opens nothing (expired, signed out elsewhere) is dropped.
          if (request.cookies[sessions.names.session]) await sessions.end(request, reply);
          return { status: 200, body: { user: null, warning: null } };
        }
        const warning = await agent.check(request, reply, session.user);
        return { status: 200, body: { user: session.user, warning } };
      },
    });
    await serveContract(app, apiContract.session, sessionRouter, deps.routing);
  };
}
