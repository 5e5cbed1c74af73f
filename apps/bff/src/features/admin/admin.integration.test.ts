import { apiContract, AUDIT_REFUSALS_PER_MINUTE, type AuditAction } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestLinkToken,
  PASSWORD,
  registerAndVerify,
  uniqueEmail,
} from '../../../test/helpers/accounts.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { admin, auth, catalogue } = apiContract;
type Browser = ReturnType<TestApp['http']>;

let t: TestApp;
let adminBrowser: Browser;
let adminId: string;
let adminEmail: string;

async function setRole(id: string, role: 'Free' | 'Pro' | 'Admin') {
  await t.database.db.updateTable('profiles').set({ role }).where('id', '=', id).execute();
}
async function signedIn(role: 'Free' | 'Pro' | 'Admin') {
  const browser = t.http();
  const { user, email } = await registerAndVerify(t, browser, uniqueEmail(role.toLowerCase()));
  if (role !== 'Free') await setRole(user.id, role);
  return { browser, user, email };
}
async function auditRows(action: AuditAction, targetId?: string) {
  let query = t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId) query = query.where('target_id', '=', targetId);
  return query.orderBy('id').execute();
}
const toolBody = (overrides: Record<string, unknown> = {}) => ({
  category: 'writing',
  url: 'https://example.org/tool',
  logoUrl: '',
  githubUrl: '',
  en: {
    name: 'Quill Helper',
    description: 'Writes with you.',
    tags: ['Writing'],
    introduction: 'An introduction.',
    body: '## Getting started\n\nOpen it.',
    conclusion: 'That is all.',
  },
  fr: { tags: [] },
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const created = await signedIn('Admin');
  adminBrowser = created.browser;
  adminId = created.user.id;
  adminEmail = created.email;
});
afterAll(async () => {
  await t.close();
});

describe('every /api/admin route, as anonymous, Free, Pro and Admin', () => {
  const routes = Object.entries(admin) as [keyof typeof admin, AppRoute][];
  let free: Browser;
  let pro: Browser;
  let subject: { id: string };
  let clientId: string;
  let inquiryId: string;
  let commentId: string;

  beforeAll(async () => {
    free = (await signedIn('Free')).browser;
    pro = (await signedIn('Pro')).browser;
    subject = (await signedIn('Free')).user;
    clientId = (
      await t.database.db
        .insertInto('clients')
        .values({
          name: 'Matrix Co',
          plan: 'starter',
          seats: 3,
          contact_name: 'M',
          contact_email: 'm@example.org',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    inquiryId = (
      await t.database.db
        .insertInto('inquiries')
        .values({
          name: 'Ina',
          email: 'ina@example.org',
          inquiry_type: 'enterprise',
          message: 'Hello',
          locale: 'en',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    commentId = (
      await t.database.db
        .insertInto('comments')
        .values({ tool_id: 'claude', user_id: subject.id, content: 'Matrix comment' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  /** A request each route accepts from an Admin, and the status it then answers. */
  const requests: Record<
    keyof typeof admin,
    () => { path: string; body?: object; query?: object; status: number }
  > = {
    createInvitation: () => ({
      path: '/api/admin/invitations',
      body: { email: uniqueEmail('matrix') },
      status: 201,
    }),
    getOverview: () => ({ path: '/api/admin/overview', status: 200 }),
    listUsers: () => ({ path: '/api/admin/users', query: { role: 'Free' }, status: 200 }),
    updateUser: () => ({
      path: `/api/admin/users/${subject.id}`,
      body: { role: 'Pro' },
      status: 200,
    }),
    listClients: () => ({ path: '/api/admin/clients', status: 200 }),
    createClient: () => ({
      path: '/api/admin/clients',
      body: {
        name: 'New Co',
        plan: 'custom',
        seats: 10,
        contactName: 'N',
        contactEmail: 'n@example.org',
      },
      status: 201,
    }),
    updateClient: () => ({
      path: `/api/admin/clients/${clientId}`,
      body: { seats: 4 },
      status: 200,
    }),
    listInquiries: () => ({ path: '/api/admin/inquiries', status: 200 }),
    updateInquiry: () => ({
      path: `/api/admin/inquiries/${inquiryId}`,
      body: { status: 'contacted' },
      status: 200,
    }),
    convertInquiry: () => ({
      path: `/api/admin/inquiries/${inquiryId}/convert`,
      body: { plan: 'starter', seats: 2 },
      status: 201,
    }),
    listTools: () => ({ path: '/api/admin/tools', status: 200 }),
    getTool: () => ({ path: '/api/admin/tools/claude', status: 200 }),
    createTool: () => ({
      path: '/api/admin/tools',
      body: toolBody({ id: 'matrix-tool' }),
      status: 201,
    }),
    updateTool: () => ({ path: '/api/admin/tools/matrix-tool', body: toolBody(), status: 200 }),
    deleteTool: () => ({ path: '/api/admin/tools/matrix-tool', status: 204 }),
    previewGuide: () => ({
      path: '/api/admin/tools/preview',
      body: { markdown: '# Hi' },
      status: 200,
    }),
    listComments: () => ({ path: '/api/admin/comments', status: 200 }),
    moderateComment: () => ({
      path: `/api/admin/comments/${commentId}/moderation`,
      body: { action: 'hide', reason: 'Spam' },
      status: 200,
    }),
    listAuditLog: () => ({ path: '/api/admin/audit-log', status: 200 }),
    exportAuditLog: () => ({ path: '/api/admin/audit-log/export', status: 200 }),
  };

  const send = (
    browser: Browser,
    route: AppRoute,
    request: ReturnType<(typeof requests)['getOverview']>,
  ) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let call = browser[method](request.path);
    if (request.query) call = call.query(request.query);
    return request.body ? call.send(request.body) : call;
  };

  it('names every route of the admin contract', () => {
    expect(Object.keys(requests).sort()).toEqual(routes.map(([name]) => name).sort());
  });

  // In the contract's order: the create of a tool comes before its update and deletion.
  it.each(routes.map(([name, route]) => [`${route.method} ${route.path}`, name, route] as const))(
    '%s',
    async (_label, name, route) => {
      const request = requests[name]();
      const anonymous = await send(t.http(), route, request);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: 'No active session', code: 'unauthenticated' });
      for (const browser of [free, pro]) {
        const refused = await send(browser, route, request);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: 'Admin role required', code: 'forbidden' });
      }
      const allowed = await send(adminBrowser, route, request);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(request.status);
      if (name !== 'exportAuditLog' && request.status !== 204)
        expectContract(route, request.status as 200, allowed);
    },
  );
});

describe('users', () => {
  it('searches by the start of an e-mail or a name, filters, sorts and pages without gaps', async () => {
    const prefix = `pager${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = crypto.randomUUID();
      made.push(id);
      await t.database.db
        .insertInto('profiles')
        .values({
          id,
          email: `${prefix}-${i}@example.org`,
          full_name: `Person ${i}`,
          role: i % 2 ? 'Pro' : 'Free',
          // Two share a creation time to the microsecond: the id breaks the tie.
          created_at:
            sql`'2026-01-01 00:00:00.000001+00'::timestamptz + ${`${i === 6 ? 5 : i} seconds`}::interval` as never,
        })
        .execute();
    }
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = expectContract(
        admin.listUsers,
        200,
        await adminBrowser.get('/api/admin/users').query({
          q: prefix.toUpperCase(),
          sort: 'oldest',
          limit: 3,
          ...(cursor ? { cursor } : {}),
        }),
      );
      seen.push(...page.items.map((user) => user.email));
      cursor = page.nextCursor;
    } while (cursor);
    const tied = made[5]! < made[6]! ? [5, 6] : [6, 5];
    expect(seen).toEqual([0, 1, 2, 3, 4, ...tied].map((i) => `${prefix}-${i}@example.org`));

    const pros = expectContract(
      admin.listUsers,
      200,
      await adminBrowser
        .get('/api/admin/users')
        .query({ q: 'person ', role: 'Pro', sort: 'email_desc' }),
    );
    const mine = pros.items.filter((user) => user.email.startsWith(prefix));
    expect(mine.map((user) => user.email)).toEqual(
      [5, 3, 1].map((i) => `${prefix}-${i}@example.org`),
    );
    expect(mine.every((user) => user.role === 'Pro' && user.status === 'active')).toBe(true);
  });

  it('refuses a cursor it did not make, and a role that does not exist, changing nothing', async () => {
    expectContract(
      admin.listUsers,
      400,
      await adminBrowser.get('/api/admin/users').query({ cursor: 'bogus' }),
    );
    const { user } = await signedIn('Free');
    const before = await t.database.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expectContract(
      admin.updateUser,
      400,
      await adminBrowser.patch(`/api/admin/users/${user.id}`).send({ role: 'Owner' }),
    );
    expectContract(
      admin.updateUser,
      400,
      await adminBrowser.patch(`/api/admin/users/${user.id}`).send({}),
    );
    expectContract(
      admin.updateUser,
      404,
      await adminBrowser.patch(`/api/admin/users/${crypto.randomUUID()}`).send({ role: 'Pro' }),
    );
    const after = await t.database.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const row = await t.database.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('Free');
  });

  it('changes a role, effective on the user’s next request, with its audit row', async () => {
    const { browser, user } = await signedIn('Free');
    expect((await browser.get('/api/admin/overview')).status).toBe(403);
    const updated = expectContract(
      admin.updateUser,
      200,
      await adminBrowser.patch(`/api/admin/users/${user.id}`).send({ role: 'Admin' }),
    );
    expect(updated.role).toBe('Admin');
    expectContract(admin.getOverview, 200, await browser.get('/api/admin/overview'));
    const [row] = await auditRows('user.role_changed', user.id);
    expect(row).toMatchObject({
      actor_id: adminId,
      actor_email: adminEmail,
      details: { from: 'Free', to: 'Admin' },
    });
    expect(row?.ip).toBeTruthy();
  });

  it('disables a user: every open session ends at once and sign-in is refused; re-enabling lets them in', async () => {
    const { browser, user, email } = await signedIn('Pro');
    const second = t.http();
    expectContract(
      auth.login,
      200,
      await second.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expect((await browser.get('/api/session')).body.user?.id).toBe(user.id);

    const disabled = expectContract(
      admin.updateUser,
      200,
      await adminBrowser.patch(`/api/admin/users/${user.id}`).send({ status: 'disabled' }),
    );
    expect(disabled).toMatchObject({ status: 'disabled' });
    for (const session of [browser, second]) {
      expect((await session.get('/api/session')).body).toEqual({ user: null, warning: null });
      expect((await session.get('/api/brains')).status).toBe(401);
    }
    const refused = expectContract(
      auth.login,
      403,
      await t.http().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expect(refused.code).toBe('account_disabled');
    expect(await auditRows('user.disabled', user.id)).toHaveLength(1);
    const failures = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.sign_in_failed')
      .where('actor_id', '=', user.id)
      .execute();
    expect(failures.map((row) => row.details)).toEqual([{ reason: 'account_disabled' }]);

    expectContract(
      admin.updateUser,
      200,
      await adminBrowser.patch(`/api/admin/users/${user.id}`).send({ status: 'active' }),
    );
    expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expect(await auditRows('user.enabled', user.id)).toHaveLength(1);
  });

  it('never disables or demotes the last active Admin, and a refused change leaves no audit row', async () => {
    const db = t.database.db;
    // Only this test's admin stays an active Admin.
    await db
      .updateTable('profiles')
      .set({ role: 'Pro' })
      .where('role', '=', 'Admin')
      .where('id', '!=', adminId)
      .execute();
    for (const change of [{ status: 'disabled' }, { role: 'Pro' }]) {
      const refused = expectContract(
        admin.updateUser,
        409,
        await adminBrowser.patch(`/api/admin/users/${adminId}`).send(change),
      );
      expect(refused.code).toBe('last_admin');
    }
    expect(await auditRows('user.disabled', adminId)).toHaveLength(0);
    expect(await auditRows('user.role_changed', adminId)).toHaveLength(0);
    // The refusals themselves are kept: who asked, what, from where, and the answer.
    const refusals = await auditRows('user.change_refused', adminId);
    expect(refusals.map((row) => [row.actor_id, row.actor_email, row.target_label])).toEqual([
      [adminId, adminEmail, adminEmail],
      [adminId, adminEmail, adminEmail],
    ]);
    expect(refusals.map((row) => row.details)).toEqual([
      {
        status: 409,
        code: 'last_admin',
        route: 'PATCH /api/admin/users/:id',
        change: { status: 'disabled' },
      },
      {
        status: 409,
        code: 'last_admin',
        route: 'PATCH /api/admin/users/:id',
        change: { role: 'Pro' },
      },
    ]);
    expect(refusals.every((row) => row.ip)).toBe(true);
    // With a second Admin, the first may step down.
    const other = await signedIn('Admin');
    expectContract(
      admin.updateUser,
      200,
      await other.browser.patch(`/api/admin/users/${adminId}`).send({ role: 'Pro' }),
    );
    expectContract(
      admin.updateUser,
      200,
      await other.browser.patch(`/api/admin/users/${adminId}`).send({ role: 'Admin' }),
    );
  });

  it('rolls the change back when its audit row cannot be written (one transaction)', async () => {
    const { browser, user } = await signedIn('Free');
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`.execute(t.database.db);
    await sql`create trigger refuse_audit before insert on audit_log for each row
      when (new.action in ('user.disabled', 'tool.updated')) execute function refuse_audit()`.execute(
      t.database.db,
    );
    try {
      const failed = await adminBrowser
        .patch(`/api/admin/users/${user.id}`)
        .send({ status: 'disabled' });
      expect(failed.status).toBe(500);
      expect((await browser.get('/api/session')).body.user?.id).toBe(user.id);
      const row = await t.database.db
        .selectFrom('profiles')
        .select('disabled_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.disabled_at).toBeNull();

      const tool = expectContract(
        admin.getTool,
        200,
        await adminBrowser.get('/api/admin/tools/claude'),
      );
      const edit = await adminBrowser
        .put('/api/admin/tools/claude')
        .send({ ...toolBody(), en: { ...toolBody().en, name: 'Renamed' } });
      expect(edit.status).toBe(500);
      const after = expectContract(
        admin.getTool,
        200,
        await adminBrowser.get('/api/admin/tools/claude'),
      );
      expect(after).toEqual(tool);
    } finally {
      await sql`drop trigger refuse_audit on audit_log`.execute(t.database.db);
      await sql`drop function refuse_audit()`.execute(t.database.db);
    }
  });

  it('invites from the admin area: the invited person completes it, and the invitation is audited', async () => {
    const invitee = uniqueEmail('invited');
    expectContract(
      admin.createInvitation,
      201,
      await adminBrowser.post('/api/admin/invitations').send({ email: invitee, role: 'Pro' }),
    );
    const list = async (query: object) =>
      expectContract(
        admin.listUsers,
        200,
        await adminBrowser.get('/api/admin/users').query({ q: invitee, ...query }),
      ).items.map((user) => [user.email, user.fullName, user.role, user.status]);
    // Listed at once, as invited, with the role it was invited with; nothing to change yet.
    expect(await list({})).toEqual([[invitee, null, 'Pro', 'invited']]);
    expect(await list({ status: 'invited' })).toEqual([[invitee, null, 'Pro', 'invited']]);
    expect(await list({ status: 'active' })).toEqual([]);
    const [invited] = expectContract(
      admin.listUsers,
      200,
      await adminBrowser.get('/api/admin/users').query({ q: invitee }),
    ).items;
    expectContract(
      admin.updateUser,
      404,
      await adminBrowser.patch(`/api/admin/users/${invited!.id}`).send({ role: 'Admin' }),
    );
    expectContract(
      admin.updateUser,
      400,
      await adminBrowser.patch(`/api/admin/users/${invited!.id}`).send({ status: 'invited' }),
    );

    const token = await latestLinkToken(t, invitee);
    expectContract(
      auth.completeInvitation,
      201,
      await t
        .http()
        .post('/api/auth/invitation/complete')
        .send({ token, fullName: 'Ivy', password: PASSWORD }),
    );
    expect(await auditRows('user.invited', invitee)).toHaveLength(1);
    // The account is listed from the moment it exists, before any sign-in.
    expect(await list({})).toEqual([[invitee, 'Ivy', 'Pro', 'active']]);
    expect(await list({ status: 'invited' })).toEqual([]);
    const signedIn = expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email: invitee, password: PASSWORD }),
    );
    expect(signedIn.user).toMatchObject({ email: invitee, fullName: 'Ivy', role: 'Pro' });
    expect(await list({})).toEqual([[invitee, 'Ivy', 'Pro', 'active']]);
  });

  it('lists an invitation again with the latest role, and not once it has expired', async () => {
    const invitee = uniqueEmail('reinvited');
    const invite = async (role: string) =>
      expectContract(
        admin.createInvitation,
        201,
        await adminBrowser.post('/api/admin/invitations').send({ email: invitee, role }),
      );
    await invite('Free');
    await invite('Admin');
    const list = async () =>
      expectContract(
        admin.listUsers,
        200,
        await adminBrowser.get('/api/admin/users').query({ q: invitee }),
      ).items.map((user) => [user.email, user.role, user.status]);
    expect(await list()).toEqual([[invitee, 'Admin', 'invited']]);
    await t.database.db
      .updateTable('account_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', invitee)
      .execute();
    expect(await list()).toEqual([]);
  });
});

describe('refused admin calls in the audit log', () => {
  it('keeps who was refused, on which route, from which address, with the 403', async () => {
    const free = await signedIn('Free');
    const pro = await signedIn('Pro');
    expect((await free.browser.get('/api/admin/users').query({ q: 'a' })).status).toBe(403);
    expect(
      (
        await pro.browser
          .patch(`/api/admin/users/${free.user.id}`)
          .set('x-forwarded-for', '203.0.113.50')
          .send({ role: 'Admin' })
      ).status,
    ).toBe(403);

    const page = expectContract(
      admin.listAuditLog,
      200,
      await adminBrowser.get('/api/admin/audit-log').query({ action: 'admin.refused' }),
    );
    const mine = page.items.filter((entry) =>
      [free.user.id, pro.user.id].includes(entry.actor.id ?? ''),
    );
    expect(
      mine.map((entry) => ({ actor: entry.actor, target: entry.target, details: entry.details })),
    ).toEqual([
      {
        actor: { id: pro.user.id, email: pro.email },
        target: {
          type: 'route',
          id: 'PATCH /api/admin/users/:id',
          label: 'PATCH /api/admin/users/:id',
        },
        details: { status: 403 },
      },
      {
        actor: { id: free.user.id, email: free.email },
        target: { type: 'route', id: 'GET /api/admin/users', label: 'GET /api/admin/users' },
        details: { status: 403 },
      },
    ]);
    expect(mine.every((entry) => entry.ip)).toBe(true);
    // The refused change did nothing.
    const subject = await t.database.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', free.user.id)
      .executeTakeFirstOrThrow();
    expect(subject.role).toBe('Free');
  });

  it('keeps a flood to its quota and one line saying so, while real entries are still written', async () => {
    const flooder = await signedIn('Pro');
    const other = await signedIn('Free');
    for (let i = 0; i < AUDIT_REFUSALS_PER_MINUTE + 10; i++)
      expect((await flooder.browser.get('/api/admin/overview')).status).toBe(403);
    // An Admin's change in the middle of it, and another person's refusal, are kept.
    expectContract(
      admin.updateUser,
      200,
      await adminBrowser.patch(`/api/admin/users/${other.user.id}`).send({ role: 'Pro' }),
    );
    expect((await other.browser.get('/api/admin/overview')).status).toBe(403);
    for (let i = 0; i < 5; i++)
      expect((await flooder.browser.get('/api/admin/tools')).status).toBe(403);

    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_id', '=', flooder.user.id)
      .where('action', 'in', ['admin.refused', 'admin.refusals_muted'])
      .orderBy('id')
      .execute();
    expect(rows.filter((row) => row.action === 'admin.refused')).toHaveLength(
      AUDIT_REFUSALS_PER_MINUTE,
    );
    expect(rows.at(-1)).toEqual({
      action: 'admin.refusals_muted',
      details: { perMinute: AUDIT_REFUSALS_PER_MINUTE, until: expect.any(String) as string },
    });
    expect(rows).toHaveLength(AUDIT_REFUSALS_PER_MINUTE + 1);
    expect(await auditRows('user.role_changed', other.user.id)).toHaveLength(1);
    const othersRefusal = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', other.user.id)
      .where('action', '=', 'admin.refused')
      .execute();
    expect(othersRefusal).toHaveLength(1);
  });
});

describe('the overview', () => {
  it('counts users by role, sign-ups per day, and each feature’s total', async () => {
    const overview = expectContract(
      admin.getOverview,
      200,
      await adminBrowser.get('/api/admin/overview'),
    );
    const db = t.database.db;
    const total = await db
      .selectFrom('profiles')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(overview.users.total).toBe(total.n);
    expect(overview.users.byRole.Admin).toBeGreaterThanOrEqual(1);
    expect(overview.signUps).toHaveLength(30);
    expect(overview.signUps.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(overview.signUps.at(-1)!.count).toBeGreaterThanOrEqual(1);
    const keys = overview.counts.map((count) => count.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'inquiries',
        'tools',
        'ratings',
        'comments',
        'brains',
        'agents',
        'teams',
      ]),
    );
    const tools = await db
      .selectFrom('tools')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(overview.counts.find((count) => count.key === 'tools')?.count).toBe(tools.n);
  });
});

describe('the tool catalogue', () => {
  it('creates a tool in both languages; French falls back to English field by field; the public page changes at once', async () => {
    const created = expectContract(
      admin.createTool,
      201,
      await adminBrowser
        .post('/api/admin/tools')
        .send(toolBody({ id: 'quill-helper', fr: { name: 'Assistant Plume', tags: [] } })),
    );
    expect(created.fr).toMatchObject({ name: 'Assistant Plume', description: null });
    const fr = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/quill-helper').query({ lang: 'fr' }),
    );
    expect(fr).toMatchObject({
      name: 'Assistant Plume',
      description: 'Writes with you.',
      tags: ['Writing'],
    });
    expect(fr.guide?.bodyHtml).toContain('<h2');

    const frenchGuide = '## Démarrer\n\n<script>alert(1)</script>Ouvrez-le.';
    const edited = toolBody({
      fr: {
        name: 'Assistant Plume',
        tags: [],
        body: frenchGuide,
      },
    });
    expectContract(
      admin.updateTool,
      200,
      await adminBrowser.put('/api/admin/tools/quill-helper').send(edited),
    );
    const after = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/quill-helper').query({ lang: 'fr' }),
    );
    expect(after.guide?.bodyHtml).toContain('Démarrer');
    expect(after.guide?.bodyHtml).not.toContain('<script');
    expect(after.guide?.conclusion).toBe('That is all.');
    const preview = expectContract(
      admin.previewGuide,
      200,
      await adminBrowser.post('/api/admin/tools/preview').send({ markdown: frenchGuide }),
    );
    expect(preview.html).toBe(after.guide?.bodyHtml);

    expectContract(
      admin.createTool,
      409,
      await adminBrowser.post('/api/admin/tools').send(toolBody({ id: 'quill-helper' })),
    );
    expectContract(
      admin.createTool,
      400,
      await adminBrowser.post('/api/admin/tools').send(toolBody({ id: 'Bad Id' })),
    );
    expect((await auditRows('tool.created', 'quill-helper')).length).toBe(1);
    expect((await auditRows('tool.updated', 'quill-helper')).length).toBe(1);

    expect((await adminBrowser.delete('/api/admin/tools/quill-helper')).status).toBe(204);
    expectContract(catalogue.getTool, 404, await t.http().get('/api/tools/quill-helper'));
    expectContract(
      admin.deleteTool,
      404,
      await adminBrowser.delete('/api/admin/tools/quill-helper'),
    );
    expect(await auditRows('tool.deleted', 'quill-helper')).toHaveLength(1);
  });
});

describe('comment moderation', () => {
  it('hides a comment from the public page with the reason kept, and deletes one', async () => {
    const { browser } = await signedIn('Free');
    const posted = expectContract(
      catalogue.createComment,
      201,
      await browser.post('/api/tools/chatgpt/comments').send({ content: 'Buy cheap pills' }),
    );
    const before = expectContract(catalogue.getTool, 200, await t.http().get('/api/tools/chatgpt'));
    expect(before.comments.map((c) => c.id)).toContain(posted.id);

    const hidden = expectContract(
      admin.moderateComment,
      200,
      await adminBrowser
        .post(`/api/admin/comments/${posted.id}/moderation`)
        .send({ action: 'hide', reason: 'Spam' }),
    );
    expect(hidden.comment?.hidden?.reason).toBe('Spam');
    const after = expectContract(catalogue.getTool, 200, await t.http().get('/api/tools/chatgpt'));
    expect(after.comments.map((c) => c.id)).not.toContain(posted.id);
    expect(after.commentCount).toBe(before.commentCount - 1);
    const listed = expectContract(
      admin.listComments,
      200,
      await adminBrowser.get('/api/admin/comments').query({ status: 'hidden' }),
    );
    expect(listed.items.map((c) => c.id)).toContain(posted.id);
    expect((await auditRows('comment.hidden', posted.id))[0]?.details).toMatchObject({
      reason: 'Spam',
    });

    expectContract(
      admin.moderateComment,
      200,
      await adminBrowser
        .post(`/api/admin/comments/${posted.id}/moderation`)
        .send({ action: 'delete', reason: 'Spam, again' }),
    );
    expect((await auditRows('comment.deleted', posted.id))[0]?.details).toMatchObject({
      reason: 'Spam, again',
      content: 'Buy cheap pills',
    });
    expectContract(
      admin.moderateComment,
      404,
      await adminBrowser
        .post(`/api/admin/comments/${posted.id}/moderation`)
        .send({ action: 'hide', reason: 'x' }),
    );
    expectContract(
      admin.moderateComment,
      400,
      await adminBrowser
        .post(`/api/admin/comments/${posted.id}/moderation`)
        .send({ action: 'hide', reason: ' ' }),
    );
  });
});

describe('clients and inquiries', () => {
  it('creates, edits, archives, searches and pages clients', async () => {
    const tag = `acme${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const client = expectContract(
        admin.createClient,
        201,
        await adminBrowser.post('/api/admin/clients').send({
          name: `${tag} ${i}`,
          plan: 'professional',
          seats: 5 + i,
          contactName: 'Cleo',
          contactEmail: `cleo${i}@example.org`,
        }),
      );
      ids.push(client.id);
    }
    const first = expectContract(
      admin.listClients,
      200,
      await adminBrowser.get('/api/admin/clients').query({ q: tag, limit: 2 }),
    );
    expect(first.items.map((c) => c.name)).toEqual([`${tag} 2`, `${tag} 1`]);
    const second = expectContract(
      admin.listClients,
      200,
      await adminBrowser
        .get('/api/admin/clients')
        .query({ q: tag, limit: 2, cursor: first.nextCursor }),
    );
    expect(second.items.map((c) => c.name)).toEqual([`${tag} 0`]);
    expect(second.nextCursor).toBeNull();

    const archived = expectContract(
      admin.updateClient,
      200,
      await adminBrowser
        .patch(`/api/admin/clients/${ids[0]}`)
        .send({ status: 'archived', notes: 'Left us' }),
    );
    expect(archived).toMatchObject({ status: 'archived', notes: 'Left us' });
    const active = expectContract(
      admin.listClients,
      200,
      await adminBrowser.get('/api/admin/clients').query({ q: tag, status: 'active' }),
    );
    expect(active.items).toHaveLength(2);
    expect(await auditRows('client.archived', ids[0])).toHaveLength(1);
    expectContract(
      admin.createClient,
      400,
      await adminBrowser.post('/api/admin/clients').send({ name: 'x', plan: 'gold', seats: 0 }),
    );
    expectContract(
      admin.updateClient,
      404,
      await adminBrowser.patch(`/api/admin/clients/${crypto.randomUUID()}`).send({ seats: 2 }),
    );
  });

  it('lists the contact form’s inquiries with their status and converts one to a client, once', async () => {
    const email = uniqueEmail('lead');
    await t
      .http()
      .post('/api/contact')
      .send({
        name: 'Lea Lead',
        email,
        company: 'Lead Corp',
        inquiryType: 'enterprise',
        message: 'Hi',
        locale: 'fr',
      })
      .expect(201);
    const page = expectContract(
      admin.listInquiries,
      200,
      await adminBrowser.get('/api/admin/inquiries').query({ status: 'new' }),
    );
    const inquiry = page.items.find((item) => item.email === email)!;
    expect(inquiry).toMatchObject({ status: 'new', clientId: null, company: 'Lead Corp' });

    expectContract(
      admin.updateInquiry,
      200,
      await adminBrowser.patch(`/api/admin/inquiries/${inquiry.id}`).send({ status: 'contacted' }),
    );
    const client = expectContract(
      admin.convertInquiry,
      201,
      await adminBrowser
        .post(`/api/admin/inquiries/${inquiry.id}/convert`)
        .send({ plan: 'custom', seats: 40 }),
    );
    expect(client).toMatchObject({
      name: 'Lead Corp',
      contactName: 'Lea Lead',
      contactEmail: email,
      seats: 40,
      inquiryId: inquiry.id,
    });
    expectContract(
      admin.convertInquiry,
      409,
      await adminBrowser
        .post(`/api/admin/inquiries/${inquiry.id}/convert`)
        .send({ plan: 'custom', seats: 40 }),
    );
    expectContract(
      admin.updateInquiry,
      409,
      await adminBrowser.patch(`/api/admin/inquiries/${inquiry.id}`).send({ status: 'closed' }),
    );
    const converted = expectContract(
      admin.listInquiries,
      200,
      await adminBrowser.get('/api/admin/inquiries').query({ status: 'converted' }),
    );
    expect(converted.items.find((item) => item.id === inquiry.id)?.clientId).toBe(client.id);
    expect(await auditRows('inquiry.converted', inquiry.id)).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('records sign-ups, sign-ins, failed sign-ins and sign-outs with the address', async () => {
    const browser = t.http();
    const { email, user } = await registerAndVerify(t, browser, uniqueEmail('audited'));
    await t
      .http()
      .post('/api/auth/login')
      .send({ email, password: 'wrong-password-1' })
      .expect(401);
    await browser.post('/api/auth/logout').expect(204);
    const page = expectContract(
      admin.listAuditLog,
      200,
      await adminBrowser.get('/api/admin/audit-log').query({ actor: email.toUpperCase() }),
    );
    expect(page.items.map((entry) => entry.action)).toEqual([
      'auth.sign_out',
      'auth.sign_in_failed',
      'auth.sign_in',
      'auth.registration',
    ]);
    expect(page.items[0]).toMatchObject({ actor: { id: user.id, email } });
    expect(page.items.every((entry) => entry.ip)).toBe(true);
  });

  it('filters by action and dates, pages newest first, and exports the same rows as CSV', async () => {
    const db = t.database.db;
    const label = `bulk-${Date.now().toString(36)}`;
    await sql`insert into audit_log (at, actor_email, action, target_type, target_id, target_label, ip, details)
      select timestamptz '2025-03-01T00:00:00Z' + (i || ' minutes')::interval, 'bulk@example.org',
        'tool.updated', 'tool', ${label}, case when i = 3 then '=HYPERLINK("x")' else 'Tool, "quoted"' end,
        '203.0.113.9', '{}'
      from generate_series(1, 5) as i`.execute(db);
    const filter = {
      action: 'tool.updated',
      actor: 'bulk@example.org',
      from: '2025-03-01T00:02:00Z',
      to: '2025-03-01T00:04:00Z',
    };
    const first = expectContract(
      admin.listAuditLog,
      200,
      await adminBrowser.get('/api/admin/audit-log').query({ ...filter, limit: 2 }),
    );
    const second = expectContract(
      admin.listAuditLog,
      200,
      await adminBrowser
        .get('/api/admin/audit-log')
        .query({ ...filter, limit: 2, cursor: first.nextCursor }),
    );
    const times = [...first.items, ...second.items].map((entry) => entry.at);
    expect(times).toEqual([
      '2025-03-01T00:04:00.000Z',
      '2025-03-01T00:03:00.000Z',
      '2025-03-01T00:02:00.000Z',
    ]);
    expect(second.nextCursor).toBeNull();

    const csv = await adminBrowser
      .get('/api/admin/audit-log/export')
      .query(filter)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-log-/);
    const lines = (csv.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time,actor_email,actor_id,action,target_type,target_id,target,address,details',
    );
    expect(lines.slice(1)).toEqual([
      `2025-03-01T00:04:00.000Z,bulk@example.org,,tool.updated,tool,${label},"Tool, ""quoted""",203.0.113.9,{}`,
      `2025-03-01T00:03:00.000Z,bulk@example.org,,tool.updated,tool,${label},"'=HYPERLINK(""x"")",203.0.113.9,{}`,
      `2025-03-01T00:02:00.000Z,bulk@example.org,,tool.updated,tool,${label},"Tool, ""quoted""",203.0.113.9,{}`,
    ]);
    expectContract(
      admin.listAuditLog,
      400,
      await adminBrowser
        .get('/api/admin/audit-log')
        .query({ from: '2025-03-02T00:00:00Z', to: '2025-03-01T00:00:00Z' }),
    );
    expectContract(
      admin.listAuditLog,
      400,
      await adminBrowser.get('/api/admin/audit-log').query({ action: 'tool.renamed' }),
    );
  });
});
