import { apiContract } from '@app/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from './contract-fetch';
import { MOCK_CODE, mockPasswordOf } from './demo-accounts';
import { handlers, resetMockBff } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const {
  admin: adminApi,
  auth,
  catalogue,
  chat,
  contact,
  dev,
  health,
  profile,
  session,
} = apiContract;

/** The README's demo accounts, which the mock knows (demo-accounts.ts). */
const demo = { email: 'pro@agentia.example', password: 'Pro-demo-2026' };
const admin = { email: 'admin@agentia.example', password: 'Admin-demo-2026' };
const signIn = (who: { email: string; password: string }) =>
  expectContract(auth.login, '/api/auth/login', 200, who);

describe('the mocked BFF follows the contract', () => {
  it('health', () => expectContract(health.getHealth, '/api/health', 200));
  it('session', () => expectContract(session.getSession, '/api/session', 200));

  it.each(['en', 'fr'])('facets in %s', (lang) =>
    expectContract(catalogue.getToolFacets, `/api/tools/facets?lang=${lang}`, 200),
  );

  it.each([
    '/api/tools',
    '/api/tools?lang=fr&sort=name',
    '/api/tools?q=whisper',
    '/api/tools?tag=Open%20Source&sort=newest',
    '/api/tools?category=audio&page=1&pageSize=2',
  ])('list %s', async (url) => {
    const page: { total: number } = await expectContract(catalogue.listTools, url, 200);
    expect(page.total).toBeGreaterThanOrEqual(0);
  });

  it('rejects a bad list query as the BFF does', () =>
    expectContract(catalogue.listTools, '/api/tools?sort=popular', 400));

  it.each(['chatgpt', 'whisper', 'n8n'])('detail of %s in both languages', async (id) => {
    await expectContract(catalogue.getTool, `/api/tools/${id}`, 200);
    await expectContract(catalogue.getTool, `/api/tools/${id}?lang=fr`, 200);
  });

  it('a missing tool', () => expectContract(catalogue.getTool, '/api/tools/nope', 404));

  it('contact', async () => {
    const inquiry = {
      name: 'Ana',
      email: 'ana@example.com',
      inquiryType: 'general',
      message: 'Hello',
    };
    await expectContract(contact.sendInquiry, '/api/contact', 201, inquiry);
    await expectContract(contact.sendInquiry, '/api/contact', 400, { ...inquiry, email: 'nope' });
  });

  it('chat', async () => {
    await expectContract(chat.sendMessage, '/api/chat', 200, {
      message: 'Hi',
      sessionId: 'mock-session-1',
      locale: 'fr',
    });
    await expectContract(chat.sendMessage, '/api/chat', 400, {
      message: ' ',
      sessionId: 'mock-session-1',
    });
  });
});

describe('the mocked accounts follow the contract', () => {
  beforeEach(() => resetMockBff());

  it('session: signed out, then signed in, then with the agent-auth warning', async () => {
    expect(await expectContract(session.getSession, '/api/session', 200)).toEqual({
      user: null,
      warning: null,
    });
    await signIn(demo);
    const signedIn: { user: { email: string } } = await expectContract(
      session.getSession,
      '/api/session',
      200,
    );
    expect(signedIn.user.email).toBe(demo.email);
    await signIn({
      email: 'degraded@agentia.example',
      password: mockPasswordOf('degraded@agentia.example'),
    });
    const degraded: { warning: string } = await expectContract(
      session.getSession,
      '/api/session',
      200,
    );
    expect(degraded.warning).toBe('agent_auth_unavailable');
  });

  it('login: 200, 401, 403 email_not_confirmed, 429, 400; logout', async () => {
    await signIn(demo);
    await expectContract(auth.login, '/api/auth/login', 401, { ...demo, password: 'nope' });
    const unconfirmed: { code: string } = await expectContract(auth.login, '/api/auth/login', 403, {
      email: 'unconfirmed@agentia.example',
      password: mockPasswordOf('unconfirmed@agentia.example'),
    });
    expect(unconfirmed.code).toBe('email_not_confirmed');
    await expectContract(auth.login, '/api/auth/login', 429, {
      email: 'ana+ratelimited@example.com',
      password: 'whatever',
    });
    await expectContract(auth.login, '/api/auth/login', 400, { email: 'nope', password: '' });
    await expectContract(auth.logout, '/api/auth/logout', 204);
    const after: { user: null } = await expectContract(session.getSession, '/api/session', 200);
    expect(after.user).toBeNull();
  });

  it('register, the code e-mail in the dev mailbox, resend, verify', async () => {
    const email = 'new.person@example.com';
    const registration = {
      fullName: 'New Person',
      email,
      password: 'Longer-pass-1',
      accountType: 'enterprise',
    };
    const sent: { resendAfterSeconds: number } = await expectContract(
      auth.register,
      '/api/auth/register',
      201,
      registration,
    );
    expect(sent.resendAfterSeconds).toBeGreaterThan(0);
    await expectContract(auth.register, '/api/auth/register', 400, {
      ...registration,
      password: 'short',
    });
    await expectContract(auth.register, '/api/auth/register', 429, {
      ...registration,
      email: 'a+ratelimited@example.com',
    });
    await expectContract(auth.login, '/api/auth/login', 403, { email, password: 'Longer-pass-1' });

    const mails: { subject: string; text: string }[] = await expectContract(
      dev.listMailbox,
      `/api/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`,
      200,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(MOCK_CODE);

    await expectContract(auth.resendCode, '/api/auth/resend-code', 202, { email });
    await expectContract(auth.resendCode, '/api/auth/resend-code', 400, { email: 'nope' });
    await expectContract(auth.verifyCode, '/api/auth/verify-code', 400, { email, code: '000000' });
    await expectContract(auth.verifyCode, '/api/auth/verify-code', 400, { email, code: '12' });
    const verified: { user: { email: string; accountType: string } } = await expectContract(
      auth.verifyCode,
      '/api/auth/verify-code',
      200,
      { email, code: MOCK_CODE },
    );
    expect(verified.user).toMatchObject({ email, accountType: 'enterprise' });
    await expectContract(auth.verifyCode, '/api/auth/verify-code', 429, {
      email: 'a+ratelimited@example.com',
      code: MOCK_CODE,
    });
    await expectContract(auth.resendCode, '/api/auth/resend-code', 429, {
      email: 'a+ratelimited@example.com',
    });
    const all: unknown[] = await expectContract(dev.listMailbox, '/api/dev/mailbox', 200);
    expect(all.length).toBe(2);
  });

  it('confirm links of every purpose; a bad one is refused', async () => {
    for (const type of ['signup', 'recovery', 'invite', 'email_change']) {
      const confirmed: { type: string } = await expectContract(
        auth.confirmLink,
        '/api/auth/confirm',
        200,
        { token: 'mock-valid-token-0001', type },
      );
      expect(confirmed.type).toBe(type);
    }
    await expectContract(auth.confirmLink, '/api/auth/confirm', 400, {
      token: 'invalid-token-000001',
      type: 'signup',
    });
    await expectContract(auth.confirmLink, '/api/auth/confirm', 400, { token: 'short', type: 'x' });
  });

  it('password reset: request (same answer for anyone), link, new password', async () => {
    await expectContract(auth.requestPasswordReset, '/api/auth/password-reset', 202, {
      email: demo.email,
    });
    await expectContract(auth.requestPasswordReset, '/api/auth/password-reset', 202, {
      email: 'nobody@example.com',
    });
    await expectContract(auth.requestPasswordReset, '/api/auth/password-reset', 400, {
      email: 'nope',
    });
    await expectContract(auth.requestPasswordReset, '/api/auth/password-reset', 429, {
      email: 'a+ratelimited@example.com',
    });
    const [mail]: { text: string }[] = await expectContract(
      dev.listMailbox,
      `/api/dev/mailbox?to=${demo.email}`,
      200,
    );
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    await expectContract(auth.confirmLink, '/api/auth/confirm', 200, { token, type: 'recovery' });
    await expectContract(auth.completePasswordReset, '/api/auth/password-reset/complete', 400, {
      token,
      password: 'short',
    });
    await expectContract(auth.completePasswordReset, '/api/auth/password-reset/complete', 200, {
      token,
      password: 'A-new-password-1',
    });
    await expectContract(auth.completePasswordReset, '/api/auth/password-reset/complete', 400, {
      token: 'invalid-token-000001',
      password: 'A-new-password-1',
    });
    await signIn({ email: demo.email, password: 'A-new-password-1' });
  });

  it('invitations: an admin invites, the invitee checks the link and sets up the account', async () => {
    const invitation = { email: 'invitee@example.com' };
    await expectContract(adminApi.createInvitation, '/api/admin/invitations', 401, invitation);
    await signIn(demo);
    await expectContract(adminApi.createInvitation, '/api/admin/invitations', 403, invitation);
    await signIn(admin);
    await expectContract(adminApi.createInvitation, '/api/admin/invitations', 400, { email: 'x' });
    await expectContract(adminApi.createInvitation, '/api/admin/invitations', 409, {
      email: demo.email,
    });
    await expectContract(adminApi.createInvitation, '/api/admin/invitations', 201, invitation);
    const [mail]: { text: string }[] = await expectContract(
      dev.listMailbox,
      `/api/dev/mailbox?to=${invitation.email}`,
      200,
    );
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const details: { email: string } = await expectContract(
      auth.verifyInvitation,
      '/api/auth/invitation/verify',
      200,
      { token },
    );
    expect(details.email).toBe(invitation.email);
    await expectContract(auth.verifyInvitation, '/api/auth/invitation/verify', 400, {
      token: 'invalid-token-000001',
    });
    const completion = { token, fullName: 'Invi Tee', password: 'Invited-pass-1' };
    await expectContract(auth.completeInvitation, '/api/auth/invitation/complete', 400, {
      ...completion,
      fullName: ' ',
    });
    await expectContract(auth.completeInvitation, '/api/auth/invitation/complete', 201, completion);
    await expectContract(auth.completeInvitation, '/api/auth/invitation/complete', 400, {
      ...completion,
      token: 'invalid-token-000001',
    });
    await signIn({ email: invitation.email, password: 'Invited-pass-1' });
  });

  it('e-mail change: request (signed in), then confirm from the link', async () => {
    const change = { newEmail: 'demo.new@example.com' };
    await expectContract(auth.requestEmailChange, '/api/auth/email-change', 401, change);
    await signIn(demo);
    await expectContract(auth.requestEmailChange, '/api/auth/email-change', 400, {
      newEmail: demo.email,
    });
    await expectContract(auth.requestEmailChange, '/api/auth/email-change', 409, {
      newEmail: admin.email,
    });
    await expectContract(auth.requestEmailChange, '/api/auth/email-change', 429, {
      newEmail: 'a+ratelimited@example.com',
    });
    await expectContract(auth.requestEmailChange, '/api/auth/email-change', 202, change);
    const [mail]: { text: string }[] = await expectContract(
      dev.listMailbox,
      `/api/dev/mailbox?to=${change.newEmail}`,
      200,
    );
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const signedIn: { user: { email: string } } = await expectContract(
      auth.confirmEmailChange,
      '/api/auth/email-change/confirm',
      200,
      { token },
    );
    expect(signedIn.user.email).toBe(change.newEmail);
    await expectContract(auth.confirmEmailChange, '/api/auth/email-change/confirm', 400, {
      token: 'invalid-token-000001',
    });
  });

  it('social sign-in: providers, start, callback (single-use state)', async () => {
    const list: { providers: { id: string }[] } = await expectContract(
      auth.listProviders,
      '/api/auth/providers',
      200,
    );
    expect(list.providers.length).toBeGreaterThan(0);
    await expectContract(auth.startOAuth, '/api/auth/oauth/nope/start', 404, {});
    await expectContract(auth.startOAuth, '/api/auth/oauth/google/start', 400, {
      redirect: '//evil.example',
    });
    const started: { url: string } = await expectContract(
      auth.startOAuth,
      '/api/auth/oauth/google/start',
      200,
      { redirect: '/tools/chatgpt' },
    );
    const back = new URL(started.url);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    const callback = `/api/auth/oauth/google/callback`;
    await expectContract(auth.completeOAuth, '/api/auth/oauth/nope/callback', 404, body);
    await expectContract(auth.completeOAuth, callback, 400, { code: 'x' });
    const signedIn: { redirect: string } = await expectContract(
      auth.completeOAuth,
      callback,
      200,
      body,
    );
    expect(signedIn.redirect).toBe('/tools/chatgpt');
    await expectContract(auth.completeOAuth, callback, 400, body);
  });

  it('profile: 401 signed out; read and update signed in', async () => {
    await expectContract(profile.getProfile, '/api/profile', 401);
    await expectContract(profile.updateProfile, '/api/profile', 401, { fullName: 'X' });
    await signIn(demo);
    await expectContract(profile.getProfile, '/api/profile', 200);
    await expectContract(profile.updateProfile, '/api/profile', 400, {});
    const updated: { fullName: string; avatarUrl: string | null } = await expectContract(
      profile.updateProfile,
      '/api/profile',
      200,
      { fullName: '  Demo Renamed ', avatar: null },
    );
    expect(updated).toMatchObject({ fullName: 'Demo Renamed', avatarUrl: null });
    const after: { user: { fullName: string } } = await expectContract(
      session.getSession,
      '/api/session',
      200,
    );
    expect(after.user.fullName).toBe('Demo Renamed');
  });

  it('ratings: mine, then rate (insert, then update) with the new summary', async () => {
    await expectContract(catalogue.getMyRating, '/api/tools/chatgpt/my-rating', 401);
    await expectContract(catalogue.rateTool, '/api/tools/chatgpt/rating', 401, { rating: 4 });
    await signIn(demo);
    expect(
      await expectContract(catalogue.getMyRating, '/api/tools/chatgpt/my-rating', 200),
    ).toEqual({
      rating: null,
    });
    await expectContract(catalogue.getMyRating, '/api/tools/nope/my-rating', 404);
    await expectContract(catalogue.getMyRating, '/api/tools/NOPE!/my-rating', 400);
    await expectContract(catalogue.rateTool, '/api/tools/chatgpt/rating', 400, { rating: 6 });
    await expectContract(catalogue.rateTool, '/api/tools/nope/rating', 404, { rating: 4 });
    const first: { summary: { count: number } } = await expectContract(
      catalogue.rateTool,
      '/api/tools/n8n/rating',
      200,
      { rating: 4 },
    );
    expect(first.summary).toEqual({ average: 4, count: 1 });
    const second: { summary: { count: number } } = await expectContract(
      catalogue.rateTool,
      '/api/tools/n8n/rating',
      200,
      { rating: 2 },
    );
    expect(second.summary).toEqual({ average: 2, count: 1 });
    expect(await expectContract(catalogue.getMyRating, '/api/tools/n8n/my-rating', 200)).toEqual({
      rating: 2,
    });
  });

  it('comments: signed in only, trimmed, shown first on the tool', async () => {
    await expectContract(catalogue.createComment, '/api/tools/chatgpt/comments', 401, {
      content: 'Hi',
    });
    await signIn(demo);
    await expectContract(catalogue.createComment, '/api/tools/chatgpt/comments', 400, {
      content: '   ',
    });
    await expectContract(catalogue.createComment, '/api/tools/nope/comments', 404, {
      content: 'Hi',
    });
    const comment: { content: string } = await expectContract(
      catalogue.createComment,
      '/api/tools/chatgpt/comments',
      201,
      { content: '  Great tool  ' },
    );
    expect(comment.content).toBe('Great tool');
    const tool: { comments: { content: string }[]; commentCount: number } = await expectContract(
      catalogue.getTool,
      '/api/tools/chatgpt',
      200,
    );
    expect(tool.comments[0]!.content).toBe('Great tool');
    expect(tool.commentCount).toBe(tool.comments.length);
  });

  it('covers every route of the auth and account contracts', () => {
    // A reminder for whoever adds a route: give it a handler and a case above.
    expect(Object.keys(auth).sort()).toEqual([
      'completeInvitation',
      'completeOAuth',
      'completePasswordReset',
      'confirmEmailChange',
      'confirmLink',
      'listProviders',
      'login',
      'logout',
      'register',
      'requestEmailChange',
      'requestPasswordReset',
      'resendCode',
      'startOAuth',
      'verifyCode',
      'verifyInvitation',
    ]);
    expect(Object.keys(profile).sort()).toEqual(['getProfile', 'updateProfile']);
    // Every admin route has its handler and cases in admin-handlers.test.ts.
    expect(Object.keys(adminApi).sort()).toEqual([
      'convertInquiry',
      'createClient',
      'createInvitation',
      'createTool',
      'deleteTool',
      'exportAuditLog',
      'getOverview',
      'getTool',
      'listAuditLog',
      'listClients',
      'listComments',
      'listInquiries',
      'listTools',
      'listUsers',
      'moderateComment',
      'previewGuide',
      'updateClient',
      'updateInquiry',
      'updateTool',
      'updateUser',
    ]);
    expect(Object.keys(catalogue).sort()).toEqual([
      'createComment',
      'getMyRating',
      'getTool',
      'getToolFacets',
      'listTools',
      'rateTool',
    ]);
  });
});
