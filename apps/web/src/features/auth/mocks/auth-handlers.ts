import {
  apiContract,
  CompleteInvitationRequest,
  CompletePasswordResetRequest,
  ConfirmLinkRequest,
  EmailChangeRequest,
  LoginRequest,
  OAuthCallbackRequest,
  OAuthStartRequest,
  PasswordResetRequest,
  RegisterRequest,
  RESEND_COOLDOWN_SECONDS,
  ResendCodeRequest,
  TokenRequest,
  VerifyCodeRequest,
  type AuditAction,
  type AuthProviders,
  type CodeSent,
  type ErrorBody,
  type LinkPurpose,
  type Role,
  type Session,
  type SessionUser,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import {
  MOCK_ACCOUNT_CREATED_AT,
  MOCK_CODE,
  mockAccounts,
  mockDegraded,
  mockPasswordOf,
  mockUnconfirmed,
  mockUser,
} from '@/mocks/demo-accounts';
import { fail, invalid, mockPath, parseBody, savingAfter } from '@/mocks/http';
import { storedState } from '@/mocks/stored-state';

const { auth, session } = apiContract;
const invalidLink = () => fail(400, 'Invalid or expired link', 'invalid_link');
const noUser = () => fail(401, 'No user logged in', 'unauthenticated');
/** As the BFF answers a limit: its wait said as people say it, and in seconds in `Retry-After`. */
const rateLimited = () =>
  HttpResponse.json(
    {
      error: 'Too many requests. Please try again in 54 minutes.',
      code: 'rate_limited',
    } satisfies ErrorBody,
    { status: 429, headers: { 'retry-after': '3204' } },
  );

/** An account of the mocked BFF: the admin area and the profile change it in place. */
export interface MockAccount {
  user: SessionUser;
  password: string;
  confirmed: boolean;
  createdAt: string;
  /** Set by an Admin: the account cannot sign in. */
  disabledAt: string | null;
}
interface MockLink {
  purpose: LinkPurpose;
  email: string;
  /** email_change: the address the account moves to. */
  newEmail?: string;
}
interface AccountsState {
  accounts: [string, MockAccount][];
  signedIn: string | null;
  links: [string, MockLink][];
  oauthStates: [string, string | null][];
}

export interface MockAuthOptions {
  /** Sends an e-mail to the dev mailbox. */
  mail: (to: string, subject: string, text: string) => void;
  /** Appends a row to the admin area's audit log. */
  audit: (
    actor: { id: string | null; email: string | null },
    action: AuditAction,
    details?: Record<string, unknown>,
  ) => void;
  /** The role an Admin invited `email` with (spent by the account's completion), or null. */
  invitedRole: (email: string) => Role | null;
  /** More confirmed people than the demo accounts (the admin area's members), made at reset. */
  members: (now: number) => { user: SessionUser; createdAt: string; disabledAt: string | null }[];
}

/**
 * The mocked BFF's accounts and sessions (demo-accounts.ts): who exists, who is signed in, the
 * links and codes it e-mailed, sign-in with a password or the mocked Google. Kept across reloads
 * in the browser, as the BFF's would be.
 */
export function createAuthMock({ mail, audit, invitedRole, members }: MockAuthOptions) {
  const storage = storedState<AccountsState>('mock-bff-accounts');
  let accounts = new Map<string, MockAccount>();
  let signedIn: string | null = null;
  let links = new Map<string, MockLink>();
  let oauthStates = new Map<string, string | null>();
  const save = () =>
    storage.save({
      accounts: [...accounts],
      signedIn,
      links: [...links],
      oauthStates: [...oauthStates],
    });
  const saved = savingAfter(save);

  function restore(): boolean {
    const state = storage.load();
    if (!state) return false;
    accounts = new Map(state.accounts);
    signedIn = state.signedIn;
    links = new Map(state.links);
    oauthStates = new Map(state.oauthStates);
    return true;
  }

  /** Back to the demo accounts and the members, nobody signed in (or `signedInAs`), no link. */
  function reset(signedInAs: string | null = null) {
    accounts = new Map();
    const add = (user: SessionUser, confirmed: boolean, createdAt = MOCK_ACCOUNT_CREATED_AT) =>
      accounts.set(user.email, {
        user: { ...user },
        password: mockPasswordOf(user.email),
        confirmed,
        createdAt,
        disabledAt: null,
      });
    for (const user of mockAccounts) add(user, true);
    add(mockUnconfirmed, false);
    for (const member of members(Date.now()))
      accounts.set(member.user.email, {
        ...member,
        user: { ...member.user },
        password: mockPasswordOf(member.user.email),
        confirmed: true,
      });
    links = new Map();
    oauthStates = new Map();
    signedIn = signedInAs;
    save();
  }
  if (!restore()) reset();

  const currentAccount = () => (signedIn ? accounts.get(signedIn) : undefined);
  const warningFor = (user: SessionUser | null) =>
    user?.email === mockDegraded.email ? ('agent_auth_unavailable' as const) : null;
  const limited = (email: string) => email.includes('+ratelimited');
  /** The Pro demo account, wherever an e-mail change moved it: who the mocked Google signs in. */
  const demoAccount = () =>
    [...accounts.values()].find((account) => account.user.id === mockUser.id) ??
    [...accounts.values()][0]!;

  function signIn(account: MockAccount) {
    signedIn = account.user.email;
    audit(account.user, 'auth.sign_in');
    return { user: account.user, warning: warningFor(account.user) };
  }

  function issueLink(origin: string, path: string, link: MockLink) {
    const token = `mock-${link.purpose.replace('_', '-')}-${crypto.randomUUID()}`;
    links.set(token, link);
    return `${origin}${path}?token=${token}`;
  }

  /** A link token of the mock: those it issued, or any well-formed one not starting `invalid`. */
  function linkFor(token: string, purpose: LinkPurpose): MockLink | null {
    if (token.startsWith('invalid')) return null;
    const issued = links.get(token);
    if (issued) return issued.purpose === purpose ? issued : null;
    return { purpose, email: purpose === 'invite' ? 'invited@example.com' : mockUser.email };
  }

  function sendCode(origin: string, email: string) {
    const link = issueLink(origin, '/confirm', { purpose: 'signup', email });
    mail(
      email,
      `Your Agentia verification code: ${MOCK_CODE}`,
      `Welcome to Agentia!\n\nYour verification code is ${MOCK_CODE}. It is valid for 15 minutes.\n\nOr confirm your address with this link:\n${link}&type=signup`,
    );
  }

  const codeSent = (email: string): CodeSent => ({
    status: 'code_sent',
    email,
    resendAfterSeconds: RESEND_COOLDOWN_SECONDS,
  });

  const handlers = [
    http.get(mockPath(session.getSession), () => {
      const user = currentAccount()?.user ?? null;
      const body: Session = { user, warning: warningFor(user) };
      return HttpResponse.json(body);
    }),

    http.post(
      mockPath(auth.register),
      saved(async ({ request }) => {
        const body = await parseBody(request, RegisterRequest);
        if (!body) return invalid();
        if (limited(body.email)) return rateLimited();
        const origin = new URL(request.url).origin;
        const existing = accounts.get(body.email);
        if (existing?.confirmed) {
          mail(
            body.email,
            'You already have an Agentia account',
            `Someone tried to create an Agentia account with this address, which already has one.\n\nSign in: ${origin}/login\nForgot your password? ${origin}/reset-password`,
          );
        } else {
          accounts.set(body.email, {
            user: {
              id: crypto.randomUUID(),
              email: body.email,
              role: 'Free',
              fullName: body.fullName,
              avatarUrl: null,
              accountType: body.accountType,
            },
            password: body.password,
            confirmed: false,
            createdAt: new Date().toISOString(),
            disabledAt: null,
          });
          sendCode(origin, body.email);
        }
        return HttpResponse.json(codeSent(body.email), { status: 201 });
      }),
    ),

    http.post(
      mockPath(auth.verifyCode),
      saved(async ({ request }) => {
        const body = await parseBody(request, VerifyCodeRequest);
        if (!body) return invalid();
        if (limited(body.email)) return rateLimited();
        const account = accounts.get(body.email);
        if (!account || body.code !== MOCK_CODE)
          return fail(400, 'Invalid or expired verification code', 'invalid_code');
        account.confirmed = true;
        return HttpResponse.json(signIn(account));
      }),
    ),

    http.post(
      mockPath(auth.resendCode),
      saved(async ({ request }) => {
        const body = await parseBody(request, ResendCodeRequest);
        if (!body) return invalid();
        if (limited(body.email)) return rateLimited();
        if (accounts.get(body.email)?.confirmed === false)
          sendCode(new URL(request.url).origin, body.email);
        return HttpResponse.json(codeSent(body.email), { status: 202 });
      }),
    ),

    http.post(
      mockPath(auth.login),
      saved(async ({ request }) => {
        const body = await parseBody(request, LoginRequest);
        if (!body) return invalid();
        if (limited(body.email)) return rateLimited();
        const account = accounts.get(body.email);
        if (!account || account.password !== body.password) {
          audit({ id: null, email: body.email }, 'auth.sign_in_failed', {
            reason: 'invalid_credentials',
          });
          return fail(
            401,
            'Invalid credentials. Please check your email and password.',
            'invalid_credentials',
          );
        }
        if (account.disabledAt) {
          audit(account.user, 'auth.sign_in_failed', {
            reason: 'account_disabled',
          });
          return fail(
            403,
            'This account has been disabled. Please contact us if you think this is a mistake.',
            'account_disabled',
          );
        }
        if (!account.confirmed)
          return fail(
            403,
            'Please confirm your e-mail address with the code we sent you.',
            'email_not_confirmed',
          );
        return HttpResponse.json(signIn(account));
      }),
    ),

    http.post(
      mockPath(auth.logout),
      saved(() => {
        const account = currentAccount();
        if (account) audit(account.user, 'auth.sign_out');
        signedIn = null;
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.post(
      mockPath(auth.confirmLink),
      saved(async ({ request }) => {
        const body = await parseBody(request, ConfirmLinkRequest);
        if (!body) return invalidLink();
        const link = linkFor(body.token, body.type);
        if (!link) return invalidLink();
        if (link.purpose === 'signup') {
          const account = accounts.get(link.email);
          if (account) account.confirmed = true;
          links.delete(body.token);
        }
        return HttpResponse.json({ type: link.purpose, email: link.newEmail ?? link.email });
      }),
    ),

    http.post(
      mockPath(auth.requestPasswordReset),
      saved(async ({ request }) => {
        const body = await parseBody(request, PasswordResetRequest);
        if (!body) return invalid();
        if (limited(body.email)) return rateLimited();
        if (accounts.has(body.email)) {
          const link = issueLink(new URL(request.url).origin, '/reset-password', {
            purpose: 'recovery',
            email: body.email,
          });
          mail(
            body.email,
            'Reset your Agentia password',
            `To choose a new password, open this link within 15 minutes:\n${link}`,
          );
        }
        return HttpResponse.json({ status: 'accepted' as const }, { status: 202 });
      }),
    ),

    http.post(
      mockPath(auth.completePasswordReset),
      saved(async ({ request }) => {
        const body = await parseBody(request, CompletePasswordResetRequest);
        if (!body) return invalid();
        const link = linkFor(body.token, 'recovery');
        if (!link) return invalidLink();
        const account = accounts.get(link.email);
        if (account) account.password = body.password;
        links.delete(body.token);
        if (signedIn === link.email) signedIn = null;
        return HttpResponse.json({ status: 'accepted' as const });
      }),
    ),

    http.post(
      mockPath(auth.verifyInvitation),
      saved(async ({ request }) => {
        const body = await parseBody(request, TokenRequest);
        const link = body && linkFor(body.token, 'invite');
        if (!link) return invalidLink();
        return HttpResponse.json({ email: link.email });
      }),
    ),

    http.post(
      mockPath(auth.completeInvitation),
      saved(async ({ request }) => {
        const body = await parseBody(request, CompleteInvitationRequest);
        if (!body) return invalid();
        const link = linkFor(body.token, 'invite');
        if (!link) return invalidLink();
        accounts.set(link.email, {
          user: {
            id: crypto.randomUUID(),
            email: link.email,
            // The role an Admin invited the person with; Free for a link made elsewhere.
            role: invitedRole(link.email) ?? 'Free',
            fullName: body.fullName,
            avatarUrl: null,
            accountType: null,
          },
          password: body.password,
          confirmed: true,
          createdAt: new Date().toISOString(),
          disabledAt: null,
        });
        links.delete(body.token);
        return HttpResponse.json({ status: 'accepted' as const }, { status: 201 });
      }),
    ),

    http.post(
      mockPath(auth.requestEmailChange),
      saved(async ({ request }) => {
        const account = currentAccount();
        if (!account) return noUser();
        const body = await parseBody(request, EmailChangeRequest);
        if (!body) return invalid();
        if (limited(body.newEmail)) return rateLimited();
        if (body.newEmail === account.user.email)
          return fail(400, 'This is already your e-mail address', 'same_email');
        if (accounts.has(body.newEmail))
          return fail(409, 'This e-mail address already has an account', 'email_taken');
        const link = issueLink(new URL(request.url).origin, '/email-change', {
          purpose: 'email_change',
          email: account.user.email,
          newEmail: body.newEmail,
        });
        mail(
          body.newEmail,
          'Confirm your new Agentia e-mail address',
          `To use ${body.newEmail} for your Agentia account, open this link within 15 minutes:\n${link}`,
        );
        return HttpResponse.json({ status: 'accepted' as const }, { status: 202 });
      }),
    ),

    http.post(
      mockPath(auth.confirmEmailChange),
      saved(async ({ request }) => {
        const body = await parseBody(request, TokenRequest);
        const link = body && linkFor(body.token, 'email_change');
        if (!body || !link) return invalidLink();
        const account = accounts.get(link.email);
        if (!account) return invalidLink();
        const newEmail = link.newEmail ?? `new.${account.user.email}`;
        if (accounts.has(newEmail) && newEmail !== account.user.email)
          return fail(409, 'This e-mail address already has an account', 'email_taken');
        accounts.delete(account.user.email);
        account.user = { ...account.user, email: newEmail };
        accounts.set(newEmail, account);
        links.delete(body.token);
        return HttpResponse.json(signIn(account));
      }),
    ),

    http.get(
      mockPath(auth.listProviders),
      saved(() => {
        const body: AuthProviders = { providers: [{ id: 'google', name: 'Google' }] };
        return HttpResponse.json(body);
      }),
    ),

    http.post(
      mockPath(auth.startOAuth),
      saved(async ({ params, request }) => {
        if (params.provider !== 'google') return fail(404, 'Unknown provider', 'unknown_provider');
        const body = await parseBody(request, OAuthStartRequest);
        if (!body) return invalid();
        const state = `mock-state-${crypto.randomUUID()}`;
        oauthStates.set(state, body.redirect ?? null);
        // The mocked provider agrees at once and sends the visitor straight back.
        const url = `${new URL(request.url).origin}/oauth/callback/google?code=mock-oauth-code&state=${state}`;
        return HttpResponse.json({ url });
      }),
    ),

    http.post(
      mockPath(auth.completeOAuth),
      saved(async ({ params, request }) => {
        if (params.provider !== 'google') return fail(404, 'Unknown provider', 'unknown_provider');
        const body = await parseBody(request, OAuthCallbackRequest);
        if (!body) return invalid();
        if (!oauthStates.has(body.state))
          return fail(
            400,
            'This sign-in attempt has expired or was already used. Please try again.',
            'invalid_state',
          );
        const redirect = oauthStates.get(body.state) ?? null;
        oauthStates.delete(body.state);
        return HttpResponse.json({ ...signIn(demoAccount()), redirect });
      }),
    ),
  ];

  return {
    handlers,
    reset,
    save,
    currentAccount,
    currentUser: () => currentAccount()?.user ?? null,
    /** Every account, changed in place by the admin area and the profile (then `save`). */
    accounts: () => [...accounts.values()],
    /** The confirmed accounts: the people brains, teams and invitations may name. */
    people: () => [...accounts.values()].filter((a) => a.confirmed).map((a) => a.user),
    signedInEmail: () => signedIn,
    /** Ends `email`'s session (a disabled account). */
    signOut(email: string) {
      if (signedIn === email) signedIn = null;
      save();
    },
    /** The link of an Admin's invitation to create an account. */
    inviteLink: (origin: string, email: string) =>
      issueLink(origin, '/invite', { purpose: 'invite', email }),
  };
}
