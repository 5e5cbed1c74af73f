import {
  apiContract,
  ChatRequest,
  CompleteInvitationRequest,
  CompletePasswordResetRequest,
  ConfirmLinkRequest,
  ContactInquiry,
  CreateCommentRequest,
  EmailChangeRequest,
  Language,
  ListToolsQuery,
  LoginRequest,
  OAuthCallbackRequest,
  OAuthStartRequest,
  PasswordResetRequest,
  RateToolRequest,
  RegisterRequest,
  RESEND_COOLDOWN_SECONDS,
  ResendCodeRequest,
  TokenRequest,
  ToolIdParam,
  UpdateProfileRequest,
  VerifyCodeRequest,
  type AuthProviders,
  type ChatHistory,
  type ChatReply,
  type ChatStreamEvent,
  type CodeSent,
  type DevMail,
  type ErrorBody,
  type Health,
  type LinkPurpose,
  type Profile,
  type RatingSummary,
  type Session,
  type SessionUser,
  type ToolComment,
  type ToolDetail,
  type ToolFacets,
  type ToolPage,
} from '@app/contracts';
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { mockMembers } from './admin-fixtures';
import {
  addMockInquiry,
  createAdminHandlers,
  mockCommentShown,
  mockPublicTool,
  mockPublicTools,
  recordMockAudit,
  resetMockAdmin,
  takeMockInvitation,
} from './admin-handlers';
import { createAgentsTeamsHandlers } from './agents-teams-handlers';
import { createAnalyticsHandlers } from './analytics-handlers';
import { createBrainsHandlers, mockOwnedBrainStatuses, resetMockBrains } from './brains-handlers';
import { createConnectionsHandlers } from './connections-handlers';
import { createMockInvitations } from './invitations-handlers';
import type { z } from 'zod';
import {
  MOCK_ACCOUNT_CREATED_AT,
  MOCK_CODE,
  MOCK_PASSWORD,
  mockAccounts,
  mockToolDetail,
  mockTools,
  mockUnconfirmed,
  mockUser,
} from './fixtures';

/**
 * ts-rest paths use `:param`, as MSW does, so the contract is the single source of each path.
 * `*` matches any origin: the page's own in the browser, any base URL in Node tests.
 */
const path = (route: { path: string }) => `*${route.path}`;
const lang = (url: URL) => Language.catch('en').parse(url.searchParams.get('lang') ?? 'en');
const { auth, catalogue, chat, contact, dev, health, profile, session } = apiContract;

function mockChatReply({ message, locale }: { message: string; locale: 'en' | 'fr' }): ChatReply {
  return {
    status: 'ok',
    reply:
      locale === 'fr'
        ? `Réponse de **démonstration** (BFF simulé) à : « ${message} ». Voir la [FAQ](/faq).`
        : `**Demo** answer (mocked BFF) to: "${message}". See the [FAQ](/faq).`,
  };
}

const fail = (status: number, error: string, code: string) =>
  HttpResponse.json({ error, code } satisfies ErrorBody, { status });
const invalid = () => fail(400, 'Invalid request', 'invalid_request');
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
/** Reads a JSON body with the contract's schema; null when it does not pass. */
async function parse<S extends z.ZodType>(request: Request, schema: S) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success ? (result.data as z.output<S>) : null;
}

// ---- The mocked accounts: who is signed in, who exists, what was e-mailed ----

interface MockAccount {
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

const mock = {
  accounts: new Map<string, MockAccount>(),
  signedIn: null as string | null,
  links: new Map<string, MockLink>(),
  oauthStates: new Map<string, string | null>(),
  mails: [] as DevMail[],
  ratings: new Map<string, number>(),
  comments: new Map<string, ToolComment[]>(),
};

// In the browser the mock's state survives a reload (as the BFF's would), in session storage.
const STATE_KEY = 'mock-bff-state';
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function save() {
  sessionStore()?.setItem(
    STATE_KEY,
    JSON.stringify({
      accounts: [...mock.accounts],
      signedIn: mock.signedIn,
      links: [...mock.links],
      oauthStates: [...mock.oauthStates],
      mails: mock.mails,
      ratings: [...mock.ratings],
      comments: [...mock.comments],
    }),
  );
}

function restore(): boolean {
  const raw = sessionStore()?.getItem(STATE_KEY);
  if (!raw) return false;
  try {
    const state = JSON.parse(raw) as {
      accounts: [string, MockAccount][];
      signedIn: string | null;
      links: [string, MockLink][];
      oauthStates: [string, string | null][];
      mails: DevMail[];
      ratings: [string, number][];
      comments: [string, ToolComment[]][];
    };
    // A state saved before accounts could be disabled reads as none disabled.
    mock.accounts = new Map(
      state.accounts.map(([email, account]) => [
        email,
        { ...account, disabledAt: account.disabledAt ?? null },
      ]),
    );
    mock.signedIn = state.signedIn;
    mock.links = new Map(state.links);
    mock.oauthStates = new Map(state.oauthStates);
    mock.mails = state.mails;
    mock.ratings = new Map(state.ratings);
    mock.comments = new Map(state.comments);
    return true;
  } catch {
    return false;
  }
}

/** Calls `resolver`, then saves the mock's state (it may have changed). */
function saved(resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>) {
  const wrapped: typeof resolver = (info) => {
    const result = resolver(info);
    void Promise.resolve(result).finally(save);
    return result;
  };
  return wrapped;
}

function remember(email: string | null) {
  mock.signedIn = email;
}

const currentAccount = () => (mock.signedIn ? mock.accounts.get(mock.signedIn) : undefined);
const confirmedPeople = () =>
  [...mock.accounts.values()].filter((a) => a.confirmed).map((a) => a.user);

/** Invitations to brains and teams; their e-mails land in the mock's mailbox. */
export const mockInvitations = createMockInvitations({
  signedInUser: () => currentAccount()?.user ?? null,
  people: confirmedPeople,
  sent: ({ email, token, kind }) =>
    sendMail(
      email,
      kind === 'brain'
        ? 'You are invited to a brain on Agentia'
        : 'You are invited to a team on Agentia',
      `Open the invitation to accept or decline it:\n${globalThis.location?.origin ?? 'http://localhost'}/dashboard/invitations?token=${token}`,
    ),
});

/**
 * Back to the fixtures: nobody signed in (or `signedIn`), no mail, no rating, no comment, the
 * admin area's seeded data.
 */
export function resetMockBff({ signedIn = null }: { signedIn?: string | null } = {}) {
  const now = Date.now();
  mock.accounts = new Map();
  for (const user of mockAccounts)
    mock.accounts.set(user.email, {
      user: { ...user },
      password: MOCK_PASSWORD,
      confirmed: true,
      createdAt: MOCK_ACCOUNT_CREATED_AT,
      disabledAt: null,
    });
  mock.accounts.set(mockUnconfirmed.email, {
    user: { ...mockUnconfirmed },
    password: MOCK_PASSWORD,
    confirmed: false,
    createdAt: MOCK_ACCOUNT_CREATED_AT,
    disabledAt: null,
  });
  for (const member of mockMembers) {
    const createdAt = now - member.daysAgo * 86_400_000;
    mock.accounts.set(member.user.email, {
      user: { ...member.user },
      password: MOCK_PASSWORD,
      confirmed: true,
      createdAt: new Date(createdAt).toISOString(),
      disabledAt: member.disabled ? new Date(createdAt + 86_400_000).toISOString() : null,
    });
  }
  mock.links = new Map();
  mock.oauthStates = new Map();
  mock.mails = [];
  mock.ratings = new Map();
  mock.comments = new Map();
  mock.signedIn = signedIn;
  save();
  resetMockBrains();
  mockInvitations.reset();
  resetMockAdmin(now);
}
if (!restore()) resetMockBff();

const warningFor = (user: SessionUser | null) =>
  user?.email === 'degraded@agentia.dev' ? ('agent_auth_unavailable' as const) : null;
const limited = (email: string) => email.includes('+ratelimited');

/** The demo user, wherever an e-mail change moved them. */
const demoAccount = () =>
  [...mock.accounts.values()].find((account) => account.user.id === mockUser.id) ??
  [...mock.accounts.values()][0]!;

function signIn(account: MockAccount) {
  remember(account.user.email);
  recordMockAudit(account.user, 'auth.sign_in');
  return { user: account.user, warning: warningFor(account.user) };
}

function sendMail(to: string, subject: string, text: string) {
  mock.mails.unshift({ to, subject, text, sentAt: new Date().toISOString() });
}

function issueLink(origin: string, path: string, link: MockLink) {
  const token = `mock-${link.purpose.replace('_', '-')}-${crypto.randomUUID()}`;
  mock.links.set(token, link);
  return `${origin}${path}?token=${token}`;
}

/** A link token of the mock: those it issued, or any well-formed one not starting `invalid`. */
function linkFor(token: string, purpose: LinkPurpose): MockLink | null {
  if (token.startsWith('invalid')) return null;
  const issued = mock.links.get(token);
  if (issued) return issued.purpose === purpose ? issued : null;
  return { purpose, email: purpose === 'invite' ? 'invited@example.com' : 'demo@agentia.dev' };
}

function sendCode(origin: string, email: string) {
  const link = issueLink(origin, '/confirm', { purpose: 'signup', email });
  sendMail(
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

const profileOf = (account: MockAccount): Profile => ({
  ...account.user,
  createdAt: account.createdAt,
});

function ratingSummary(toolId: string, base: RatingSummary): RatingSummary {
  const mine = mock.ratings.get(toolId);
  if (mine === undefined) return base;
  const total = (base.average ?? 0) * base.count + mine;
  const count = base.count + 1;
  return { average: Math.round((total / count) * 10) / 10, count };
}

const toolId = (params: Record<string, unknown>) => ToolIdParam.safeParse(params).data?.id;
/** A tool of the public catalogue, with the admin's changes. */
const publicTool = (id: string) => mockPublicTool(id, 'en', mockToolDetail(id, 'en'));

export const handlers = [
  http.get(path(health.getHealth), () => {
    const body: Health = { status: 'ok', version: 'mock', uptimeSeconds: 1, database: 'ok' };
    return HttpResponse.json(body);
  }),

  http.get(path(session.getSession), () => {
    const user = currentAccount()?.user ?? null;
    const body: Session = { user, warning: warningFor(user) };
    return HttpResponse.json(body);
  }),

  http.get(path(catalogue.getToolFacets), ({ request }) => {
    const language = lang(new URL(request.url));
    const tools = mockPublicTools(language, mockTools(language));
    const count = <K extends string>(keys: K[]) => [
      ...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<K, number>()),
    ];
    const body: ToolFacets = {
      lang: language,
      tags: count(tools.flatMap((t) => t.tags)).map(([tag, n]) => ({ tag, count: n })),
      categories: count(tools.map((t) => t.category)).map(([category, n]) => ({
        category,
        count: n,
      })),
    };
    return HttpResponse.json(body);
  }),

  http.get(path(catalogue.listTools), ({ request }) => {
    const url = new URL(request.url);
    const parsed = ListToolsQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      const body: ErrorBody = { error: 'Invalid request', code: 'invalid_request' };
      return HttpResponse.json(body, { status: 400 });
    }
    const { q, tag, category, sort, page, pageSize } = parsed.data;
    let tools = mockPublicTools(parsed.data.lang, mockTools(parsed.data.lang)).filter(
      (tool) =>
        (!q ||
          `${tool.name} ${tool.description} ${tool.tags.join(' ')}`
            .toLowerCase()
            .includes(q.toLowerCase())) &&
        (!tag || tool.tags.includes(tag)) &&
        (!category || tool.category === category),
    );
    tools = tools.sort((a, b) =>
      sort === 'name'
        ? a.name.localeCompare(b.name)
        : sort === 'newest'
          ? b.addedAt.localeCompare(a.addedAt)
          : (b.rating.average ?? 0) - (a.rating.average ?? 0),
    );
    const body: ToolPage = {
      items: tools.slice((page - 1) * pageSize, page * pageSize),
      total: tools.length,
      page,
      pageSize,
      pageCount: Math.ceil(tools.length / pageSize),
    };
    return HttpResponse.json(body);
  }),

  http.get(path(catalogue.getTool), ({ params, request }) => {
    const language = lang(new URL(request.url));
    const tool = mockPublicTool(
      String(params.id),
      language,
      mockToolDetail(String(params.id), language),
    );
    if (!tool) {
      const body: ErrorBody = {
        error: "The tool you're looking for doesn't exist.",
        code: 'tool_not_found',
      };
      return HttpResponse.json(body, { status: 404 });
    }
    const body: ToolDetail = {
      ...tool,
      rating: ratingSummary(tool.id, tool.rating),
      comments: [...(mock.comments.get(tool.id) ?? []), ...tool.comments].filter((comment) =>
        mockCommentShown(comment.id),
      ),
    };
    body.commentCount = body.comments.length;
    return HttpResponse.json(body);
  }),

  http.post(path(contact.sendInquiry), async ({ request }) => {
    const parsed = ContactInquiry.safeParse(await request.json());
    if (!parsed.success) {
      const body: ErrorBody = { error: 'Invalid request', code: 'invalid_request' };
      return HttpResponse.json(body, { status: 400 });
    }
    if (!parsed.data.website) addMockInquiry(parsed.data);
    return HttpResponse.json({ status: 'received' as const }, { status: 201 });
  }),

  http.post(path(chat.sendMessage), async ({ request }) => {
    const parsed = ChatRequest.safeParse(await request.json());
    if (!parsed.success) return invalid();
    return HttpResponse.json(mockChatReply(parsed.data));
  }),
  // The reply streamed a word at a time, as the BFF relays n8n's streaming mode.
  http.post(path(chat.streamMessage), async ({ request }) => {
    const parsed = ChatRequest.safeParse(await request.json());
    if (!parsed.success) return invalid();
    const reply = mockChatReply(parsed.data);
    const encoder = new TextEncoder();
    const event = (data: ChatStreamEvent) =>
      encoder.encode(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const word of reply.reply.split(/(?<= )/)) {
          controller.enqueue(event({ type: 'delta', text: word }));
          await delay(30);
        }
        controller.enqueue(event({ type: 'done', ...reply }));
        controller.close();
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
  }),
  // The mocked assistant keeps no memory: the browser's copy is the history.
  http.post(path(chat.history), () => {
    const body: ChatHistory = { source: 'none', messages: [] };
    return HttpResponse.json(body);
  }),
  // ---- Accounts (apiContract.auth) ----

  http.post(
    path(auth.register),
    saved(async ({ request }) => {
      const body = await parse(request, RegisterRequest);
      if (!body) return invalid();
      if (limited(body.email)) return rateLimited();
      const origin = new URL(request.url).origin;
      const existing = mock.accounts.get(body.email);
      if (existing?.confirmed) {
        sendMail(
          body.email,
          'You already have an Agentia account',
          `Someone tried to create an Agentia account with this address, which already has one.\n\nSign in: ${origin}/login\nForgot your password? ${origin}/reset-password`,
        );
      } else {
        mock.accounts.set(body.email, {
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
    path(auth.verifyCode),
    saved(async ({ request }) => {
      const body = await parse(request, VerifyCodeRequest);
      if (!body) return invalid();
      if (limited(body.email)) return rateLimited();
      const account = mock.accounts.get(body.email);
      if (!account || body.code !== MOCK_CODE)
        return fail(400, 'Invalid or expired verification code', 'invalid_code');
      account.confirmed = true;
      return HttpResponse.json(signIn(account));
    }),
  ),

  http.post(
    path(auth.resendCode),
    saved(async ({ request }) => {
      const body = await parse(request, ResendCodeRequest);
      if (!body) return invalid();
      if (limited(body.email)) return rateLimited();
      if (mock.accounts.get(body.email)?.confirmed === false)
        sendCode(new URL(request.url).origin, body.email);
      return HttpResponse.json(codeSent(body.email), { status: 202 });
    }),
  ),

  http.post(
    path(auth.login),
    saved(async ({ request }) => {
      const body = await parse(request, LoginRequest);
      if (!body) return invalid();
      if (limited(body.email)) return rateLimited();
      const account = mock.accounts.get(body.email);
      if (!account || account.password !== body.password) {
        recordMockAudit({ id: null, email: body.email }, 'auth.sign_in_failed', undefined, {
          reason: 'invalid_credentials',
        });
        return fail(
          401,
          'Invalid credentials. Please check your email and password.',
          'invalid_credentials',
        );
      }
      if (account.disabledAt) {
        recordMockAudit(account.user, 'auth.sign_in_failed', undefined, {
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
    path(auth.logout),
    saved(() => {
      const account = currentAccount();
      if (account) recordMockAudit(account.user, 'auth.sign_out');
      remember(null);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    path(auth.confirmLink),
    saved(async ({ request }) => {
      const body = await parse(request, ConfirmLinkRequest);
      if (!body) return invalidLink();
      const link = linkFor(body.token, body.type);
      if (!link) return invalidLink();
      if (link.purpose === 'signup') {
        const account = mock.accounts.get(link.email);
        if (account) account.confirmed = true;
        mock.links.delete(body.token);
      }
      return HttpResponse.json({ type: link.purpose, email: link.newEmail ?? link.email });
    }),
  ),

  http.post(
    path(auth.requestPasswordReset),
    saved(async ({ request }) => {
      const body = await parse(request, PasswordResetRequest);
      if (!body) return invalid();
      if (limited(body.email)) return rateLimited();
      if (mock.accounts.has(body.email)) {
        const link = issueLink(new URL(request.url).origin, '/reset-password', {
          purpose: 'recovery',
          email: body.email,
        });
        sendMail(
          body.email,
          'Reset your Agentia password',
          `To choose a new password, open this link within 15 minutes:\n${link}`,
        );
      }
      return HttpResponse.json({ status: 'accepted' as const }, { status: 202 });
    }),
  ),

  http.post(
    path(auth.completePasswordReset),
    saved(async ({ request }) => {
      const body = await parse(request, CompletePasswordResetRequest);
      if (!body) return invalid();
      const link = linkFor(body.token, 'recovery');
      if (!link) return invalidLink();
      const account = mock.accounts.get(link.email);
      if (account) account.password = body.password;
      mock.links.delete(body.token);
      if (mock.signedIn === link.email) remember(null);
      return HttpResponse.json({ status: 'accepted' as const });
    }),
  ),

  http.post(
    path(auth.verifyInvitation),
    saved(async ({ request }) => {
      const body = await parse(request, TokenRequest);
      const link = body && linkFor(body.token, 'invite');
      if (!link) return invalidLink();
      return HttpResponse.json({ email: link.email });
    }),
  ),

  http.post(
    path(auth.completeInvitation),
    saved(async ({ request }) => {
      const body = await parse(request, CompleteInvitationRequest);
      if (!body) return invalid();
      const link = linkFor(body.token, 'invite');
      if (!link) return invalidLink();
      mock.accounts.set(link.email, {
        user: {
          id: crypto.randomUUID(),
          email: link.email,
          // The role an Admin invited the person with; Free for a link made elsewhere.
          role: takeMockInvitation(link.email) ?? 'Free',
          fullName: body.fullName,
          avatarUrl: null,
          accountType: null,
        },
        password: body.password,
        confirmed: true,
        createdAt: new Date().toISOString(),
        disabledAt: null,
      });
      mock.links.delete(body.token);
      return HttpResponse.json({ status: 'accepted' as const }, { status: 201 });
    }),
  ),

  http.post(
    path(auth.requestEmailChange),
    saved(async ({ request }) => {
      const account = currentAccount();
      if (!account) return noUser();
      const body = await parse(request, EmailChangeRequest);
      if (!body) return invalid();
      if (limited(body.newEmail)) return rateLimited();
      if (body.newEmail === account.user.email)
        return fail(400, 'This is already your e-mail address', 'same_email');
      if (mock.accounts.has(body.newEmail))
        return fail(409, 'This e-mail address already has an account', 'email_taken');
      const link = issueLink(new URL(request.url).origin, '/email-change', {
        purpose: 'email_change',
        email: account.user.email,
        newEmail: body.newEmail,
      });
      sendMail(
        body.newEmail,
        'Confirm your new Agentia e-mail address',
        `To use ${body.newEmail} for your Agentia account, open this link within 15 minutes:\n${link}`,
      );
      return HttpResponse.json({ status: 'accepted' as const }, { status: 202 });
    }),
  ),

  http.post(
    path(auth.confirmEmailChange),
    saved(async ({ request }) => {
      const body = await parse(request, TokenRequest);
      const link = body && linkFor(body.token, 'email_change');
      if (!body || !link) return invalidLink();
      const account = mock.accounts.get(link.email);
      if (!account) return invalidLink();
      const newEmail = link.newEmail ?? `new.${account.user.email}`;
      if (mock.accounts.has(newEmail) && newEmail !== account.user.email)
        return fail(409, 'This e-mail address already has an account', 'email_taken');
      mock.accounts.delete(account.user.email);
      account.user = { ...account.user, email: newEmail };
      mock.accounts.set(newEmail, account);
      mock.links.delete(body.token);
      return HttpResponse.json(signIn(account));
    }),
  ),

  http.get(
    path(auth.listProviders),
    saved(() => {
      const body: AuthProviders = { providers: [{ id: 'google', name: 'Google' }] };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    path(auth.startOAuth),
    saved(async ({ params, request }) => {
      if (params.provider !== 'google') return fail(404, 'Unknown provider', 'unknown_provider');
      const body = await parse(request, OAuthStartRequest);
      if (!body) return invalid();
      const state = `mock-state-${crypto.randomUUID()}`;
      mock.oauthStates.set(state, body.redirect ?? null);
      // The mocked provider agrees at once and sends the visitor straight back.
      const url = `${new URL(request.url).origin}/oauth/callback/google?code=mock-oauth-code&state=${state}`;
      return HttpResponse.json({ url });
    }),
  ),

  http.post(
    path(auth.completeOAuth),
    saved(async ({ params, request }) => {
      if (params.provider !== 'google') return fail(404, 'Unknown provider', 'unknown_provider');
      const body = await parse(request, OAuthCallbackRequest);
      if (!body) return invalid();
      if (!mock.oauthStates.has(body.state))
        return fail(
          400,
          'This sign-in attempt has expired or was already used. Please try again.',
          'invalid_state',
        );
      const redirect = mock.oauthStates.get(body.state) ?? null;
      mock.oauthStates.delete(body.state);
      return HttpResponse.json({ ...signIn(demoAccount()), redirect });
    }),
  ),

  // ---- The signed-in user's calls (profile, ratings and comments, admin) ----

  http.get(
    path(profile.getProfile),
    saved(() => {
      const current = currentAccount();
      return current ? HttpResponse.json(profileOf(current)) : noUser();
    }),
  ),

  http.patch(
    path(profile.updateProfile),
    saved(async ({ request }) => {
      const current = currentAccount();
      if (!current) return noUser();
      const body = await parse(request, UpdateProfileRequest);
      if (!body) return invalid();
      current.user = {
        ...current.user,
        ...(body.fullName !== undefined ? { fullName: body.fullName } : {}),
        ...(body.avatar !== undefined ? { avatarUrl: body.avatar } : {}),
      };
      return HttpResponse.json(profileOf(current));
    }),
  ),

  http.get(
    path(catalogue.getMyRating),
    saved(({ params }) => {
      if (!currentAccount()) return noUser();
      const id = toolId(params);
      if (!id) return fail(400, 'Invalid tool id', 'invalid_request');
      if (!publicTool(id))
        return fail(404, "The tool you're looking for doesn't exist.", 'tool_not_found');
      return HttpResponse.json({ rating: mock.ratings.get(id) ?? null });
    }),
  ),

  http.put(
    path(catalogue.rateTool),
    saved(async ({ params, request }) => {
      if (!currentAccount()) return noUser();
      const id = toolId(params);
      if (!id) return fail(400, 'Invalid tool id', 'invalid_request');
      const tool = publicTool(id);
      if (!tool) return fail(404, "The tool you're looking for doesn't exist.", 'tool_not_found');
      const body = await parse(request, RateToolRequest);
      if (!body) return invalid();
      mock.ratings.set(id, body.rating);
      return HttpResponse.json({ rating: body.rating, summary: ratingSummary(id, tool.rating) });
    }),
  ),

  http.post(
    path(catalogue.createComment),
    saved(async ({ params, request }) => {
      const current = currentAccount();
      if (!current) return noUser();
      const id = toolId(params);
      if (!id) return fail(400, 'Invalid tool id', 'invalid_request');
      if (!publicTool(id))
        return fail(404, "The tool you're looking for doesn't exist.", 'tool_not_found');
      const body = await parse(request, CreateCommentRequest);
      if (!body) return invalid();
      const comment: ToolComment = {
        id: crypto.randomUUID(),
        content: body.content,
        createdAt: new Date().toISOString(),
        author: {
          id: current.user.id,
          fullName: current.user.fullName,
          avatarUrl: current.user.avatarUrl,
        },
      };
      mock.comments.set(id, [comment, ...(mock.comments.get(id) ?? [])]);
      return HttpResponse.json(comment, { status: 201 });
    }),
  ),

  // ---- Development ----

  http.get(
    path(dev.listMailbox),
    saved(({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
      const mails = to ? mock.mails.filter((mail) => mail.to.toLowerCase() === to) : mock.mails;
      return HttpResponse.json(mails.slice(0, 100));
    }),
  ),
  // Connections read who is signed in from the same mock state.
  ...createConnectionsHandlers({ signedInEmail: () => mock.signedIn }),
  // Brains read who is signed in, and the accounts to name, from the same mock state; they are
  // shared, as teams are joined, by invitations the person accepts.
  ...createBrainsHandlers({
    signedInUser: () => currentAccount()?.user ?? null,
    people: confirmedPeople,
    invitations: mockInvitations,
  }),
  // Agents and teams, with the same people.
  ...createAgentsTeamsHandlers({
    signedInUser: () => currentAccount()?.user ?? null,
    people: confirmedPeople,
    invitations: mockInvitations,
  }),
  ...mockInvitations.handlers,
  ...createAnalyticsHandlers({ signedInUser: () => currentAccount()?.user ?? null }),
  // The admin area, over the same accounts, mail and comments.
  ...createAdminHandlers({
    signedInUser: () => currentAccount()?.user ?? null,
    accounts: () => [...mock.accounts.values()],
    accountsChanged: save,
    endSessionsOf: (email) => {
      if (mock.signedIn === email) remember(null);
    },
    invite: (origin, email) => {
      const link = issueLink(origin, '/invite', { purpose: 'invite', email });
      sendMail(
        email,
        'You are invited to Agentia',
        `You have been invited to join Agentia. Create your account within 7 days with this link:\n${link}`,
      );
      save();
    },
    comments: () =>
      mockPublicTools('en', mockTools('en')).flatMap((tool) =>
        [
          ...(mock.comments.get(tool.id) ?? []),
          ...(mockToolDetail(tool.id, 'en')?.comments ?? []),
        ].map((comment) => ({ toolId: tool.id, comment })),
      ),
    counts: () => ({
      ratings:
        mockPublicTools('en', mockTools('en')).reduce((sum, tool) => sum + tool.rating.count, 0) +
        mock.ratings.size,
      brains: [...mock.accounts.values()].reduce(
        (sum, account) => sum + mockOwnedBrainStatuses(account.user.id).length,
        0,
      ),
    }),
  }),
];
