import {
  apiContract,
  type AdminComment,
  type AdminInquiry,
  type AdminOverview,
  type AdminTool,
  type AdminUser,
  type AuditEntry,
  type Client,
  type CreateToolRequest,
  type ToolDetail,
} from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '@/mocks/contract-fetch';
import { mockMembers } from './admin-fixtures';
import { mockAccounts, mockPasswordOf } from '@/mocks/demo-accounts';
import { handlers, resetMockBff } from '@/mocks/handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockBff());

const { admin, auth, catalogue, contact, session } = apiContract;
type Page<T> = { items: T[]; nextCursor: string | null };

const signIn = (email: string) =>
  expectContract(auth.login, '/api/auth/login', 200, { email, password: mockPasswordOf(email) });
const asAdmin = () => signIn('admin@agentia.example');
const adminId = mockAccounts[1]!.id;
const formerAdminId = mockMembers.find((m) => m.user.email === 'former.admin@example.com')!.user.id;
/** Every confirmed account of the mock: the demo accounts, the degraded one and the members. */
const everybody = mockAccounts.length + mockMembers.length;

/** Every page of a list, following its cursors. */
async function allPages<T>(route: AppRoute, url: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const join = url.includes('?') ? '&' : '?';
    const page: Page<T> = await expectContract(
      route,
      cursor ? `${url}${join}cursor=${encodeURIComponent(cursor)}` : url,
      200,
    );
    // Only a list with nothing in it has an empty page.
    expect(page.items.length > 0 || (items.length === 0 && !page.nextCursor)).toBe(true);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const log = (query = '') =>
  allPages<AuditEntry>(admin.listAuditLog, `/api/admin/audit-log${query}`);

/** An address for each admin route, and a body that passes its schema where it takes one. */
const someUuid = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
const calls: [AppRoute, string, object | undefined][] = Object.values(admin).map((route) => [
  route,
  `/api${route.path.replace(':id', route.path.startsWith('/admin/tools') ? 'chatgpt' : someUuid)}`,
  route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
]);

describe('the mocked admin area: the guard', () => {
  it('answers every admin route 401 signed out, 403 to Free and Pro, and lets an Admin in', async () => {
    expect(calls).toHaveLength(20);
    for (const [route, url, body] of calls) await expectContract(route, url, 401, body);
    await signIn('degraded@agentia.example'); // Free
    for (const [route, url, body] of calls) await expectContract(route, url, 403, body);
    await signIn('pro@agentia.example'); // Pro
    for (const [route, url, body] of calls) {
      const forbidden: { code: string } = await expectContract(route, url, 403, body);
      expect(forbidden.code).toBe('forbidden');
    }
    await asAdmin();
    for (const [route, url, body] of calls) {
      const res = await fetch(`http://localhost${url}`, {
        method: route.method,
        ...(body ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect([401, 403], `${route.method} ${url}`).not.toContain(res.status);
      expect(Object.keys(route.responses).map(Number)).toContain(res.status);
    }
  });
});

describe('the mocked admin area: users', () => {
  beforeEach(asAdmin);

  it('pages every user once by keyset, newest first, in pages of the size asked', async () => {
    const first: Page<AdminUser> = await expectContract(
      admin.listUsers,
      '/api/admin/users?limit=7',
      200,
    );
    expect(first.items).toHaveLength(7);
    expect(first.nextCursor).not.toBeNull();
    const users = await allPages<AdminUser>(admin.listUsers, '/api/admin/users?limit=7');
    expect(users).toHaveLength(everybody);
    expect(new Set(users.map((u) => u.id)).size).toBe(everybody);
    const created = users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const byEmail = await allPages<AdminUser>(admin.listUsers, '/api/admin/users?sort=email');
    expect(byEmail.map((u) => u.email)).toEqual(byEmail.map((u) => u.email).sort());
    const backwards = await allPages<AdminUser>(
      admin.listUsers,
      '/api/admin/users?sort=email_desc&limit=4',
    );
    expect(backwards.map((u) => u.email)).toEqual(byEmail.map((u) => u.email).reverse());
  });

  it('searches the start of the e-mail or the name, and filters by role and status', async () => {
    const search = (query: string) =>
      allPages<AdminUser>(admin.listUsers, `/api/admin/users?${query}`);
    expect((await search('q=HUGO')).map((u) => u.email)).toEqual(['hugo.lefevre@example.fr']);
    expect((await search('q=moreau')).map((u) => u.email)).toEqual([]);
    expect((await search('q=lucas')).map((u) => u.fullName)).toEqual(['Lucas Moreau']);
    const empty: Page<AdminUser> = await expectContract(
      admin.listUsers,
      '/api/admin/users?q=nobody-at-all',
      200,
    );
    expect(empty).toEqual({ items: [], nextCursor: null });
    expect((await search('role=Admin')).map((u) => u.email).sort()).toEqual([
      'admin@agentia.example',
      'former.admin@example.com',
    ]);
    const disabled = await search('status=disabled');
    expect(disabled.map((u) => u.email).sort()).toEqual([
      'former.admin@example.com',
      'spammer@example.com',
    ]);
    expect(disabled.every((u) => u.disabledAt !== null)).toBe(true);
    expect(await search('role=Admin&status=active')).toHaveLength(1);
  });

  it('refuses a bad query or a cursor it did not make', async () => {
    await expectContract(admin.listUsers, '/api/admin/users?limit=101', 400);
    await expectContract(admin.listUsers, '/api/admin/users?sort=name', 400);
    await expectContract(admin.listUsers, '/api/admin/users?role=Owner', 400);
    await expectContract(admin.listUsers, '/api/admin/users?cursor=not-a-cursor', 400);
  });

  it('keeps one active Admin: refuses to demote or disable the last, until another is back', async () => {
    const url = `/api/admin/users/${adminId}`;
    const refused: { code: string } = await expectContract(admin.updateUser, url, 409, {
      role: 'Pro',
    });
    expect(refused.code).toBe('last_admin');
    await expectContract(admin.updateUser, url, 409, { status: 'disabled' });
    // Staying Admin is not losing it.
    await expectContract(admin.updateUser, url, 200, { role: 'Admin' });
    const back: AdminUser = await expectContract(
      admin.updateUser,
      `/api/admin/users/${formerAdminId}`,
      200,
      { status: 'active' },
    );
    expect(back).toMatchObject({ status: 'active', disabledAt: null, role: 'Admin' });
    const demoted: AdminUser = await expectContract(admin.updateUser, url, 200, { role: 'Pro' });
    expect(demoted.role).toBe('Pro');
    // The new role counts from the next request.
    await expectContract(admin.getOverview, '/api/admin/overview', 403);
  });

  it('disables a user, who cannot sign in and whose session ends, and re-enables them', async () => {
    const demo = mockAccounts[0]!;
    await expectContract(admin.updateUser, `/api/admin/users/${demo.id}`, 200, {
      status: 'disabled',
    });
    const refused: { code: string } = await expectContract(auth.login, '/api/auth/login', 403, {
      email: demo.email,
      password: mockPasswordOf(demo.email),
    });
    expect(refused.code).toBe('account_disabled');
    // Disabling themselves (there is another active Admin now) signs the admin out at once.
    await asAdmin();
    await expectContract(admin.updateUser, `/api/admin/users/${formerAdminId}`, 200, {
      status: 'active',
    });
    await expectContract(admin.updateUser, `/api/admin/users/${adminId}`, 200, {
      status: 'disabled',
    });
    const after: { user: unknown } = await expectContract(session.getSession, '/api/session', 200);
    expect(after.user).toBeNull();
    await signIn('former.admin@example.com');
    const enabled: AdminUser = await expectContract(
      admin.updateUser,
      `/api/admin/users/${demo.id}`,
      200,
      { status: 'active' },
    );
    expect(enabled.status).toBe('active');
    await signIn(demo.email);
  });

  it('answers 400 for a bad id or body and 404 for nobody', async () => {
    await expectContract(admin.updateUser, '/api/admin/users/not-a-uuid', 400, { role: 'Pro' });
    await expectContract(admin.updateUser, `/api/admin/users/${adminId}`, 400, {});
    await expectContract(admin.updateUser, `/api/admin/users/${someUuid}`, 404, { role: 'Pro' });
  });

  it('invites by e-mail, once per address', async () => {
    await expectContract(admin.createInvitation, '/api/admin/invitations', 201, {
      email: 'new.colleague@example.com',
      role: 'Pro',
    });
    await expectContract(admin.createInvitation, '/api/admin/invitations', 409, {
      email: 'hugo.lefevre@example.fr',
    });
    const [row] = await log('?action=user.invited');
    expect(row).toMatchObject({
      actor: { email: 'admin@agentia.example' },
      target: { label: 'new.colleague@example.com' },
      details: { role: 'Pro', locale: 'en' },
    });
  });
});

describe('the mocked admin area: clients and inquiries', () => {
  beforeEach(asAdmin);
  const client = {
    name: 'Globex',
    plan: 'starter',
    seats: 12,
    contactName: 'Hank Scorpio',
    contactEmail: 'hank@globex.example',
  };

  it('creates, finds, edits and archives a client', async () => {
    await expectContract(admin.createClient, '/api/admin/clients', 400, { ...client, seats: 0 });
    await expectContract(admin.createClient, '/api/admin/clients', 400, {
      ...client,
      contactEmail: 'nope',
    });
    await expectContract(admin.createClient, '/api/admin/clients', 400, { ...client, plan: 'x' });
    const created: Client = await expectContract(admin.createClient, '/api/admin/clients', 201, {
      ...client,
      name: '  Globex  ',
    });
    expect(created).toMatchObject({ name: 'Globex', status: 'active', notes: '', inquiryId: null });
    const newest: Page<Client> = await expectContract(admin.listClients, '/api/admin/clients', 200);
    expect(newest.items[0]!.id).toBe(created.id);
    const found: Page<Client> = await expectContract(
      admin.listClients,
      '/api/admin/clients?q=HANK',
      200,
    );
    expect(found.items.map((c) => c.name)).toEqual(['Globex']);
    const archived: Page<Client> = await expectContract(
      admin.listClients,
      '/api/admin/clients?status=archived',
      200,
    );
    expect(archived.items.map((c) => c.name)).toEqual(['Fabrikam']);

    const url = `/api/admin/clients/${created.id}`;
    await expectContract(admin.updateClient, url, 400, {});
    const edited: Client = await expectContract(admin.updateClient, url, 200, { seats: 40 });
    expect(edited).toMatchObject({ seats: 40, name: 'Globex' });
    const gone: Client = await expectContract(admin.updateClient, url, 200, {
      status: 'archived',
    });
    expect(gone.status).toBe('archived');
    await expectContract(admin.updateClient, `/api/admin/clients/${someUuid}`, 404, { seats: 2 });
    expect((await log('?action=client.archived'))[0]!.target.id).toBe(created.id);
    expect((await log('?action=client.updated'))[0]!.details).toEqual({ fields: ['seats'] });
  });

  it('lists a contact-form inquiry as new; converts it once; a converted one cannot change', async () => {
    await expectContract(contact.sendInquiry, '/api/contact', 201, {
      name: 'Ana Lima',
      email: 'ana@lima.example',
      company: 'Lima & Co',
      inquiryType: 'enterprise',
      message: 'Forty seats, please.',
    });
    const fresh: Page<AdminInquiry> = await expectContract(
      admin.listInquiries,
      '/api/admin/inquiries?status=new',
      200,
    );
    const inquiry = fresh.items[0]!;
    expect(inquiry).toMatchObject({ name: 'Ana Lima', status: 'new', clientId: null });

    const url = `/api/admin/inquiries/${inquiry.id}`;
    await expectContract(admin.updateInquiry, url, 400, { status: 'converted' });
    const contacted: AdminInquiry = await expectContract(admin.updateInquiry, url, 200, {
      status: 'contacted',
    });
    expect(contacted.status).toBe('contacted');
    await expectContract(admin.convertInquiry, `${url}/convert`, 400, {
      plan: 'professional',
      seats: 0,
    });
    const made: Client = await expectContract(admin.convertInquiry, `${url}/convert`, 201, {
      plan: 'professional',
      seats: 40,
    });
    expect(made).toMatchObject({
      name: 'Lima & Co',
      contactName: 'Ana Lima',
      contactEmail: 'ana@lima.example',
      inquiryId: inquiry.id,
      notes: 'Forty seats, please.',
    });
    const again: { code: string } = await expectContract(
      admin.convertInquiry,
      `${url}/convert`,
      409,
      { plan: 'starter', seats: 1 },
    );
    expect(again.code).toBe('converted');
    await expectContract(admin.updateInquiry, url, 409, { status: 'closed' });
    await expectContract(admin.convertInquiry, `/api/admin/inquiries/${someUuid}/convert`, 404, {
      plan: 'starter',
      seats: 1,
    });
    const converted: Page<AdminInquiry> = await expectContract(
      admin.listInquiries,
      '/api/admin/inquiries?status=converted',
      200,
    );
    expect(converted.items.find((i) => i.id === inquiry.id)?.clientId).toBe(made.id);
    expect((await log('?action=inquiry.converted'))[0]!.details).toEqual({ clientId: made.id });
    expect((await log('?action=inquiry.updated'))[0]!.details).toEqual({
      from: 'new',
      to: 'contacted',
    });
  });

  it('pages inquiries by keyset', async () => {
    const all = await allPages<AdminInquiry>(admin.listInquiries, '/api/admin/inquiries?limit=1');
    expect(all).toHaveLength(4);
    expect(all.map((i) => i.createdAt)).toEqual(
      all
        .map((i) => i.createdAt)
        .sort()
        .reverse(),
    );
  });
});

describe('the mocked admin area: the catalogue and its comments', () => {
  beforeEach(asAdmin);
  const newTool: CreateToolRequest = {
    id: 'notebooklm',
    category: 'research',
    url: 'https://notebooklm.google.com',
    logoUrl: '',
    githubUrl: '',
    en: { name: 'NotebookLM', description: 'Research notebooks.', tags: ['Research'] },
    fr: { name: '', description: '', tags: [] },
  };

  it('lists the tools by name, creates one (409 on a taken id), edits its French guide, deletes it', async () => {
    const listed: { id: string; hasFrench: boolean; commentCount: number }[] = await expectContract(
      admin.listTools,
      '/api/admin/tools',
      200,
    );
    expect(listed.map((t) => t.id)).toEqual(['chatgpt', 'n8n', 'whisper']);
    expect(listed.find((t) => t.id === 'chatgpt')).toMatchObject({
      hasFrench: true,
      commentCount: 2,
    });

    await expectContract(admin.createTool, '/api/admin/tools', 400, { ...newTool, id: 'Bad Id' });
    await expectContract(admin.createTool, '/api/admin/tools', 400, { ...newTool, url: 'nope' });
    await expectContract(admin.createTool, '/api/admin/tools', 400, {
      ...newTool,
      en: { ...newTool.en, name: ' ' },
    });
    const created: AdminTool = await expectContract(
      admin.createTool,
      '/api/admin/tools',
      201,
      newTool,
    );
    expect(created).toMatchObject({ logoUrl: null, fr: { name: null, tags: [] } });
    const taken: { code: string } = await expectContract(
      admin.createTool,
      '/api/admin/tools',
      409,
      newTool,
    );
    expect(taken.code).toBe('tool_exists');
    const after: { id: string; hasFrench: boolean }[] = await expectContract(
      admin.listTools,
      '/api/admin/tools',
      200,
    );
    expect(after.find((t) => t.id === 'notebooklm')?.hasFrench).toBe(false);

    const { id: _id, ...fields } = newTool;
    const url = '/api/admin/tools/notebooklm';
    const edited: AdminTool = await expectContract(admin.updateTool, url, 200, {
      ...fields,
      fr: { ...fields.fr, body: '## Démarrer\n\nOuvrez un **carnet**.' },
    });
    expect(edited.fr).toMatchObject({ name: null, body: '## Démarrer\n\nOuvrez un **carnet**.' });
    const read: AdminTool = await expectContract(admin.getTool, url, 200);
    expect(read.fr.body).toBe(edited.fr.body);
    await expectContract(admin.updateTool, '/api/admin/tools/nope', 404, fields);
    await expectContract(admin.getTool, '/api/admin/tools/Not_An_Id', 400);

    await expectContract(admin.deleteTool, url, 204);
    await expectContract(admin.getTool, url, 404);
    await expectContract(admin.deleteTool, url, 404);
    expect((await log()).slice(0, 3).map((row) => row.action)).toEqual([
      'tool.deleted',
      'tool.updated',
      'tool.created',
    ]);
  });

  it('puts an Admin’s change on the public pages at once, French falling back field by field', async () => {
    const stored: AdminTool = await expectContract(admin.getTool, '/api/admin/tools/chatgpt', 200);
    const { id: _id, updatedAt: _at, ...tool } = stored;
    // As the editor sends them: an empty field is an empty text.
    const form = (texts: object) =>
      Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value ?? '']));
    const fields = {
      ...tool,
      logoUrl: tool.logoUrl ?? '',
      githubUrl: tool.githubUrl ?? '',
      en: { ...form(tool.en), name: 'ChatGPT Plus' },
      fr: { ...form(tool.fr), body: '## Démarrer\n\nOuvrez **ChatGPT**.' },
    };
    await expectContract(admin.updateTool, '/api/admin/tools/chatgpt', 200, fields);
    const french: ToolDetail = await expectContract(
      catalogue.getTool,
      '/api/tools/chatgpt?lang=fr',
      200,
    );
    expect(french).toMatchObject({ lang: 'fr', name: 'ChatGPT Plus' });
    expect(french.description).toBe(stored.fr.description);
    expect(french.guide?.bodyHtml).toContain('<h2>Démarrer</h2>');
    expect(french.guide?.bodyHtml).toContain('<strong>ChatGPT</strong>');
    const english: ToolDetail = await expectContract(catalogue.getTool, '/api/tools/chatgpt', 200);
    expect(english.guide?.bodyHtml).toContain('<h2>Getting started</h2>');
    expect(english.comments).toHaveLength(2);

    await expectContract(admin.createTool, '/api/admin/tools', 201, newTool);
    await expectContract(admin.deleteTool, '/api/admin/tools/whisper', 204);
    await expectContract(catalogue.getTool, '/api/tools/whisper', 404);
    const list: { items: { id: string; name: string }[] } = await expectContract(
      catalogue.listTools,
      '/api/tools?sort=name',
      200,
    );
    expect(list.items.map((item) => item.name)).toEqual(['ChatGPT Plus', 'n8n', 'NotebookLM']);
    const created: ToolDetail = await expectContract(
      catalogue.getTool,
      '/api/tools/notebooklm?lang=fr',
      200,
    );
    expect(created).toMatchObject({ lang: 'en', guide: null, comments: [] });
  });

  it('renders a guide preview as the public page would, raw HTML and script links left out', async () => {
    const preview = (markdown: string) =>
      expectContract(admin.previewGuide, '/api/admin/tools/preview', 200, { markdown });
    expect(await preview('   ')).toEqual({ html: '' });
    const { html }: { html: string } = await preview(
      '# Title\n\n**Bold** [site](https://example.com) [bad](javascript:alert(1))\n\n<script>alert(1)</script>',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script>');
    await expectContract(admin.previewGuide, '/api/admin/tools/preview', 400, {});
  });

  it('hides a comment with its reason (gone from the public page), restores it, deletes it', async () => {
    const comments: Page<AdminComment> = await expectContract(
      admin.listComments,
      '/api/admin/comments',
      200,
    );
    expect(comments.items.map((c) => c.toolId)).toEqual(['chatgpt', 'chatgpt', 'whisper']);
    const comment = comments.items[0]!;
    expect(comment.author.email).toBe('amelia.hart@example.com');
    const url = `/api/admin/comments/${comment.id}/moderation`;
    await expectContract(admin.moderateComment, url, 400, { action: 'hide', reason: ' ' });
    await expectContract(admin.moderateComment, url, 400, { action: 'ban', reason: 'Spam' });
    const hidden: { comment: AdminComment } = await expectContract(
      admin.moderateComment,
      url,
      200,
      { action: 'hide', reason: 'Spam' },
    );
    expect(hidden.comment.hidden?.reason).toBe('Spam');
    const publicPage = async () =>
      ((await expectContract(catalogue.getTool, '/api/tools/chatgpt', 200)) as ToolDetail).comments;
    expect((await publicPage()).map((c) => c.id)).not.toContain(comment.id);
    const onlyHidden: Page<AdminComment> = await expectContract(
      admin.listComments,
      '/api/admin/comments?status=hidden',
      200,
    );
    expect(onlyHidden.items.map((c) => c.id)).toEqual([comment.id]);

    await expectContract(admin.moderateComment, url, 200, { action: 'restore', reason: 'Fine' });
    expect((await publicPage()).map((c) => c.id)).toContain(comment.id);
    const deleted: { comment: null } = await expectContract(admin.moderateComment, url, 200, {
      action: 'delete',
      reason: 'Off topic',
    });
    expect(deleted.comment).toBeNull();
    await expectContract(admin.moderateComment, url, 404, { action: 'hide', reason: 'Again' });
    expect((await publicPage()).map((c) => c.id)).not.toContain(comment.id);
    const [row] = await log('?action=comment.deleted');
    expect(row!.details).toMatchObject({ reason: 'Off topic', content: comment.content });
    expect((await log('?action=comment.hidden'))[0]!.details).toMatchObject({ reason: 'Spam' });
  });
});

describe('the mocked admin area: overview and the audit log', () => {
  beforeEach(asAdmin);

  it('counts the platform: users by role, sign-ups of the last 30 days, the totals', async () => {
    const overview: AdminOverview = await expectContract(
      admin.getOverview,
      '/api/admin/overview',
      200,
    );
    expect(overview.users).toEqual({
      total: everybody,
      disabled: 2,
      byRole: {
        // The Free demo account and the degraded one.
        Free: mockMembers.filter((m) => m.user.role === 'Free').length + 2,
        Pro: mockMembers.filter((m) => m.user.role === 'Pro').length + 1,
        Admin: 2,
      },
    });
    expect(overview.signUps).toHaveLength(30);
    expect(overview.signUps.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(overview.signUps.reduce((sum, day) => sum + day.count, 0)).toBe(
      mockMembers.filter((m) => m.daysAgo < 30).length,
    );
    const counts = Object.fromEntries(overview.counts.map((c) => [c.key, c.count]));
    expect(counts).toMatchObject({
      inquiries: 4,
      newInquiries: 1,
      clients: 2,
      tools: 3,
      comments: 3,
      hiddenComments: 0,
    });
    expect(counts.brains).toBeGreaterThan(0);
  });

  it('appends a row for each sign-in and change, newest first, filtered and paged', async () => {
    const rows = await log();
    expect(rows[0]).toMatchObject({
      action: 'auth.sign_in',
      actor: { id: adminId, email: 'admin@agentia.example' },
    });
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paged = await allPages<AuditEntry>(admin.listAuditLog, '/api/admin/audit-log?limit=9');
    expect(paged.map((row) => row.id)).toEqual(ids);

    const demo = await log('?actor=PRO@agentia.example');
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((row) => row.actor.email === 'pro@agentia.example')).toBe(true);
    const failed = await log('?action=auth.sign_in_failed');
    expect(failed.every((row) => row.action === 'auth.sign_in_failed')).toBe(true);
    const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const recent = await log(`?from=${encodeURIComponent(since)}`);
    expect(recent.length).toBeLessThan(rows.length);
    expect(recent.every((row) => row.at >= since)).toBe(true);
    await expectContract(
      admin.listAuditLog,
      `/api/admin/audit-log?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(since)}`,
      400,
    );
    await expectContract(admin.listAuditLog, '/api/admin/audit-log?action=user.promoted', 400);
  });

  it('exports the filtered log as CSV, formulas defused', async () => {
    await expectContract(auth.login, '/api/auth/login', 401, {
      email: '+cmd@example.com',
      password: 'wrong-password',
    });
    const res = await fetch(
      'http://localhost/api/admin/audit-log/export?action=auth.sign_in_failed',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time,actor_email,actor_id,action,target_type,target_id,target,address,details',
    );
    expect(lines).toHaveLength((await log('?action=auth.sign_in_failed')).length + 1);
    expect(lines[1]).toContain(",'+cmd@example.com,,auth.sign_in_failed,");
    expect(lines[1]).toContain('"{""reason"":""invalid_credentials""}"');
    await expectContract(admin.exportAuditLog, '/api/admin/audit-log/export?from=yesterday', 400);
  });
});
