import { apiContract, type AdminTool } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/lib/keyset-cursor.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/services/sessions/csrf.ts';
import { PASSWORD, registerAndVerify, uniqueEmail } from './helpers/accounts.ts';
import { createBrain } from './helpers/brains.ts';
import { expectContract } from './helpers/contract.ts';
import { listening, rawRequest, type RawResponse } from './helpers/raw-http.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Requests no browser of ours sends, answered 500 before: broken multipart bodies, page cursors
// we never made, links that are not web addresses. Each must be a clear 400 that changes nothing.
const { admin, brains } = apiContract;
type Browser = ReturnType<TestApp['http']>;

const parsed = (answer: RawResponse) => ({
  status: answer.status,
  body: JSON.parse(answer.text) as unknown,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await listening(t.app.server);
});
afterAll(async () => {
  await t.close();
});

/** Signs in over raw HTTP: the session cookie, for requests sent byte for byte. */
async function rawSession(email: string) {
  const answer = await rawRequest(t.app.server, {
    method: 'POST',
    target: '/api/auth/login',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  const sid = (answer.headers['set-cookie'] ?? [])
    .map((line) => /^sid=([^;]+)/.exec(line)?.[1])
    .find(Boolean);
  expect(sid).toBeTruthy();
  return `sid=${sid}`;
}

async function member(role: 'Free' | 'Admin' = 'Free') {
  const browser = t.http();
  const { user, email } = await registerAndVerify(t, browser, uniqueEmail(role.toLowerCase()));
  if (role === 'Admin')
    await t.database.db
      .updateTable('profiles')
      .set({ role: 'Admin' })
      .where('id', '=', user.id)
      .execute();
  return { browser, user, cookie: await rawSession(email) };
}

describe('7. a malformed upload', () => {
  let cookie: string;
  let brainId: string;
  let browser: Browser;
  beforeAll(async () => {
    ({ browser, cookie } = await member());
    brainId = (await createBrain(browser)).id;
  });

  const BOUNDARY = '----agentia-test';
  const part = (disposition: string, content = 'Some notes.') =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; ${disposition}\r\n` +
    `Content-Type: text/plain\r\n\r\n${content}\r\n`;
  const send = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    rawRequest(t.app.server, {
      method: 'POST',
      target: `/api/brains/${brainId}/sources`,
      headers: { 'content-type': contentType, [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
      body,
    });
  const storedNames = async () =>
    (
      await t.database.db
        .selectFrom('brain_sources')
        .select('name')
        .where('brain_id', '=', brainId)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.name);

  it.each([
    ['a NUL in filename', part('filename="a\u0000b.txt"')],
    ['a NUL in filename*', part("filename*=UTF-8''a%00b.txt")],
  ])('refuses %s with a 400 that names it, storing nothing', async (_, first) => {
    const answer = await send(`${first}${part('filename="fine.txt"')}--${BOUNDARY}--\r\n`);
    expect(answer.status).toBe(400);
    const body = expectContract(brains.uploadSources, 400, parsed(answer));
    expect(body.code).toBe('bad_file_name');
    expect(body.error).toMatch(/file name/i);
    expect(await storedNames()).toEqual([]);
  });

  it.each([
    ['no boundary', `${part('filename="a.txt"')}--${BOUNDARY}--\r\n`, 'multipart/form-data'],
    [
      'an empty boundary',
      `${part('filename="a.txt"')}--${BOUNDARY}--\r\n`,
      'multipart/form-data; boundary=',
    ],
    ['no closing boundary', part('filename="a.txt"'), undefined],
    ['a body cut inside a part', part('filename="a.txt"').slice(0, 60), undefined],
    ['a body that is not multipart at all', '{"files":[]}', undefined],
  ])('refuses a body with %s with a 400, storing nothing', async (_, body, contentType) => {
    const answer = await send(body, contentType);
    expect(answer.status).toBe(400);
    const refused = expectContract(brains.uploadSources, 400, parsed(answer));
    expect(refused.error).toBeTruthy();
    expect(await storedNames()).toEqual([]);
  });

  it('keeps no control character of a file name: each becomes a space', async () => {
    const answer = await send(
      `${part('filename="tab\there\u0001and\u007fthere.txt"')}` +
        `${part("filename*=UTF-8''tab%09x%1B%5B31m.md")}--${BOUNDARY}--\r\n`,
    );
    expect(answer.status).toBe(201);
    const added = expectContract(brains.uploadSources, 201, parsed(answer));
    expect(added.sources.map((source) => source.name)).toEqual([
      'tab here and there.txt',
      'tab x [31m.md',
    ]);
    const names = await storedNames();
    expect(names).toEqual(['tab here and there.txt', 'tab x [31m.md']);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(names.some((name) => /[\u0000-\u001f\u007f-\u009f]/.test(name))).toBe(false);
  });
});

describe('8. a page cursor we did not make', () => {
  let cookie: string;
  const time = '2026-01-01 10:00:00.123456+00';
  const uuid = '0b6c2a4e-3f4d-4c5e-9a1b-2c3d4e5f6a7b';
  const forged = [
    ['a time that is not one', ['yesterday', uuid]],
    ['a date out of the calendar', ['2026-02-30 10:00:00+00', uuid]],
    ['an id that is not a uuid', [time, 'not-a-uuid']],
    ['an id that is a number', [time, '42']],
    ['a NUL', [`${time}\u0000`, uuid]],
    ['the values swapped', [uuid, time]],
  ] as const;
  const endpoints = [
    ['/api/admin/users', admin.listUsers],
    ['/api/admin/users?sort=oldest', admin.listUsers],
    ['/api/admin/clients', admin.listClients],
    ['/api/admin/inquiries', admin.listInquiries],
    ['/api/admin/comments', admin.listComments],
  ] as const;
  beforeAll(async () => {
    ({ cookie } = await member('Admin'));
  });
  const get = (target: string) => rawRequest(t.app.server, { target, headers: { cookie } });
  const withCursor = (path: string, cursor: string) =>
    `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

  for (const [path, route] of endpoints)
    it.each(forged)(`${path}: refuses %s with a 400`, async (_, values) => {
      const answer = await get(withCursor(path, encodeCursor(values)));
      const body = expectContract(route, 400, parsed(answer));
      expect(body).toMatchObject({
        code: 'invalid_request',
        error: expect.stringMatching(/cursor/),
      });
      expect(body.issues).toEqual([{ path: 'query.cursor', message: 'Invalid cursor' }]);
    });

  it.each([
    ['an id that is not a number', [time, 'abc']],
    ['an id past the largest bigint', [time, '9223372036854775808']],
    ['a time that is not one', ['soon', '12']],
  ] as const)('/api/admin/audit-log: refuses %s with a 400', async (_, values) => {
    const answer = await get(withCursor('/api/admin/audit-log', encodeCursor(values)));
    expectContract(admin.listAuditLog, 400, parsed(answer));
  });

  it.each([
    ['a NUL', ['a\u0000@example.org', uuid]],
    ['an id that is not a uuid', ['a@example.org', 'x']],
  ] as const)('/api/admin/users sorted by e-mail: refuses %s with a 400', async (_, values) => {
    const answer = await get(withCursor('/api/admin/users?sort=email', encodeCursor(values)));
    expectContract(admin.listUsers, 400, parsed(answer));
  });

  it('still follows the cursors it made, to the last page', async () => {
    for (const path of [
      '/api/admin/users?limit=1',
      '/api/admin/users?limit=1&sort=email',
      '/api/admin/audit-log?limit=1',
    ]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const next = (JSON.parse(first.text) as { nextCursor: string | null }).nextCursor;
      expect(next, path).toBeTruthy();
      const second = await get(withCursor(path, next!));
      expect(second.status, path).toBe(200);
    }
  });
});

describe('11. the links of a tool', () => {
  let browser: Browser;
  beforeAll(async () => {
    ({ browser } = await member('Admin'));
  });
  const tool = (links: Record<string, string>) => ({
    id: 'link-check',
    category: 'writing',
    url: 'https://example.org/tool',
    logoUrl: '',
    githubUrl: '',
    en: { name: 'Link check', description: 'Checks links.', tags: [] },
    fr: { tags: [] },
    ...links,
  });
  const hostile = [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ];

  it.each(['url', 'githubUrl', 'logoUrl'])(
    'refuses a %s that is not http(s), on create and on update, with a message that says so',
    async (field) => {
      for (const value of hostile) {
        const created = expectContract(
          admin.createTool,
          400,
          await browser.post('/api/admin/tools').send(tool({ [field]: value })),
        );
        expect(created.issues?.[0]).toEqual({
          path: `body.${field}`,
          message: 'Please enter a link that starts with http:// or https://',
        });
        expectContract(
          admin.updateTool,
          400,
          await browser.put('/api/admin/tools/chatgpt').send(tool({ [field]: value })),
        );
      }
      const stored = await t.database.db
        .selectFrom('tools')
        .select(['url', 'github_url', 'logo_url'])
        .execute();
      const links = stored.flatMap((row) => [row.url, row.github_url, row.logo_url]);
      for (const link of links.filter((value) => value !== null))
        expect(link).toMatch(/^(https?:\/\/|\/(?![/\\]))/);
    },
  );

  it('takes http(s) links, and a seeded tool’s logo on the site as it is', async () => {
    const chatgpt = expectContract(
      admin.getTool,
      200,
      await browser.get('/api/admin/tools/chatgpt'),
    ) as AdminTool;
    expect(chatgpt.logoUrl).toMatch(/^\/images\/tools\//);
    const saved = expectContract(
      admin.updateTool,
      200,
      await browser.put('/api/admin/tools/chatgpt').send({
        category: chatgpt.category,
        url: 'http://example.org/chat',
        githubUrl: 'https://github.com/example/chat',
        logoUrl: chatgpt.logoUrl,
        en: { name: 'ChatGPT', description: 'A chat assistant.', tags: [] },
        fr: { tags: [] },
      }),
    );
    expect(saved).toMatchObject({
      url: 'http://example.org/chat',
      githubUrl: 'https://github.com/example/chat',
      logoUrl: chatgpt.logoUrl,
    });
    for (const logoUrl of ['//evil.example/x.svg', '/\\evil.example/x.svg'])
      expectContract(
        admin.updateTool,
        400,
        await browser.put('/api/admin/tools/chatgpt').send({ ...tool({}), logoUrl }),
      );
  });
});
