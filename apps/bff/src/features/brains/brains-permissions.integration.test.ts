import { apiContract } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { insertInvitation } from '../../../test/helpers/invitations.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

// Every /api/brains route, for each kind of caller: what is allowed succeeds, anything else is a
// 401, 403 or 404 and changes nothing.
type Actor = 'owner' | 'editor' | 'viewer' | 'stranger' | 'reader' | 'anonymous';
type Browser = ReturnType<TestApp['http']>;
interface Fixture {
  brainId: string;
  readySourceId: string;
  failedSourceId: string;
  viewerId: string;
}

let t: TestApp;
const browsers = {} as Record<Exclude<Actor, 'anonymous'>, Browser>;
const ids = {} as Record<Exclude<Actor, 'anonymous'>, string>;
let third: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  let address = 30;
  for (const actor of ['owner', 'editor', 'viewer', 'stranger', 'reader'] as const) {
    browsers[actor] = t.http().set('x-forwarded-for', `203.0.113.${address++}`);
    ids[actor] = (await registerAndVerify(t, browsers[actor])).user.id;
  }
  const other = await registerAndVerify(t, t.http().set('x-forwarded-for', '203.0.113.60'));
  third = { id: other.user.id, email: other.email };
});
afterAll(async () => {
  await t.close();
});

/** An address invited to the fixture's brain, waiting for its answer. */
const PENDING = 'pending-invitation@example.org';

/**
 * A shared brain of the owner's, shared with the editor and the viewer, an address invited, with one ready source and
 * one in error; public when the reader is the caller. Made in the database: no job runs.
 */
async function fixture(publicBrain: boolean): Promise<Fixture> {
  const db = t.database.db;
  const { id: brainId } = await db
    .insertInto('brains')
    .values({
      owner_id: ids.owner,
      name: 'Matrix brain',
      type: 'shared',
      visibility: publicBrain ? 'public' : 'private',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = (status: 'ready' | 'error') => ({
    brain_id: brainId,
    name: `${status}.txt`,
    kind: 'text' as const,
    size_bytes: 5,
    content: Buffer.from('hello'),
    status,
    progress: status === 'ready' ? 100 : 0,
    error_code: status === 'error' ? 'failed' : null,
  });
  const [ready, failed] = await db
    .insertInto('brain_sources')
    .values([source('ready'), source('error')])
    .returning('id')
    .execute();
  await db
    .insertInto('brain_shares')
    .values([
      { brain_id: brainId, user_id: ids.editor, role: 'editor' },
      { brain_id: brainId, user_id: ids.viewer, role: 'viewer' },
    ])
    .execute();
  await insertInvitation(
    t,
    { brain_id: brainId },
    { email: PENDING, role: 'viewer', invitedBy: ids.owner },
  );
  return { brainId, readySourceId: ready!.id, failedSourceId: failed!.id, viewerId: ids.viewer };
}

/** What the brain tables hold for one brain (and how many brains exist). */
async function snapshot(brainId: string) {
  const { rows } = await sql<{ state: string }>`
    select json_build_object(
      'brains', (select count(*) from brains),
      'brain', (select row_to_json(b) from (select name, description, type, visibility from brains where id = ${brainId}) b),
      'sources', (select coalesce(json_agg(s order by s.id), '[]') from (select id, name, status from brain_sources where brain_id = ${brainId}) s),
      'shares', (select coalesce(json_agg(x order by x.user_id), '[]') from (select user_id, role from brain_shares where brain_id = ${brainId}) x),
      'invitations', (select coalesce(json_agg(i order by i.email), '[]') from (select email, role, token_hash from invitations where brain_id = ${brainId}) i)
    )::text as state`.execute(t.database.db);
  return rows[0]!.state;
}

type Call = (browser: Browser, f: Fixture) => ReturnType<Browser['get']>;
const routes: Record<
  keyof typeof apiContract.brains,
  { call: Call; allowed: Partial<Record<Actor, number>> }
> = {
  listBrains: {
    call: (b) => b.get('/api/brains'),
    allowed: { owner: 200, editor: 200, viewer: 200, stranger: 200, reader: 200 },
  },
  createBrain: {
    call: (b) => b.post('/api/brains').send({ name: 'Another brain' }),
    allowed: { owner: 201, editor: 201, viewer: 201, stranger: 201, reader: 201 },
  },
  getBrain: {
    call: (b, f) => b.get(`/api/brains/${f.brainId}`),
    allowed: { owner: 200, editor: 200, viewer: 200, reader: 200 },
  },
  updateBrain: {
    call: (b, f) => b.patch(`/api/brains/${f.brainId}`).send({ name: 'Renamed' }),
    allowed: { owner: 200 },
  },
  deleteBrain: { call: (b, f) => b.delete(`/api/brains/${f.brainId}`), allowed: { owner: 204 } },
  uploadSources: {
    call: (b, f) =>
      b
        .post(`/api/brains/${f.brainId}/sources`)
        .attach('files', Buffer.from('New text.'), 'new.txt'),
    allowed: { owner: 201, editor: 201 },
  },
  pasteSource: {
    call: (b, f) =>
      b.post(`/api/brains/${f.brainId}/sources/text`).send({ name: 'Pasted', content: 'Words.' }),
    allowed: { owner: 201, editor: 201 },
  },
  deleteSource: {
    call: (b, f) => b.delete(`/api/brains/${f.brainId}/sources/${f.readySourceId}`),
    allowed: { owner: 204, editor: 204 },
  },
  retrySource: {
    call: (b, f) => b.post(`/api/brains/${f.brainId}/sources/${f.failedSourceId}/retry`),
    allowed: { owner: 202, editor: 202 },
  },
  retryFailedSources: {
    call: (b, f) => b.post(`/api/brains/${f.brainId}/sources/retry-failed`),
    allowed: { owner: 202, editor: 202 },
  },
  getSourceFile: {
    call: (b, f) => b.get(`/api/brains/${f.brainId}/sources/${f.readySourceId}/file`),
    allowed: { owner: 200, editor: 200, viewer: 200, reader: 200 },
  },
  searchBrain: {
    call: (b, f) => b.get(`/api/brains/${f.brainId}/search`).query({ q: 'hello' }),
    allowed: { owner: 200, editor: 200, viewer: 200, reader: 200 },
  },
  listShares: { call: (b, f) => b.get(`/api/brains/${f.brainId}/shares`), allowed: { owner: 200 } },
  shareBrain: {
    call: (b, f) => b.post(`/api/brains/${f.brainId}/shares`).send({ email: third.email }),
    allowed: { owner: 201 },
  },
  listBrainInvitations: {
    call: (b, f) => b.get(`/api/brains/${f.brainId}/invitations`),
    allowed: { owner: 200 },
  },
  cancelBrainInvitation: {
    call: (b, f) => b.post(`/api/brains/${f.brainId}/invitations/cancel`).send({ email: PENDING }),
    allowed: { owner: 204 },
  },
  updateShare: {
    call: (b, f) =>
      b.patch(`/api/brains/${f.brainId}/shares/${f.viewerId}`).send({ role: 'editor' }),
    allowed: { owner: 200 },
  },
  removeShare: {
    call: (b, f) => b.delete(`/api/brains/${f.brainId}/shares/${f.viewerId}`),
    allowed: { owner: 204 },
  },
};

const actors: Actor[] = ['owner', 'editor', 'viewer', 'stranger', 'reader', 'anonymous'];
/**
 * Not allowed: signed out, 401; not let into the brain at all, 404 (nobody learns it exists);
 * let in, but not for this, 403.
 */
const denied = (actor: Actor) => (actor === 'anonymous' ? 401 : actor === 'stranger' ? 404 : 403);

describe('who may call each /api/brains route', () => {
  it('covers every route of the contract', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(apiContract.brains).sort());
  });

  for (const [name, route] of Object.entries(routes))
    it(`${name}: ${actors.map((actor) => `${actor} ${route.allowed[actor] ?? denied(actor)}`).join(', ')}`, async () => {
      for (const actor of actors) {
        const f = await fixture(actor === 'reader');
        const before = await snapshot(f.brainId);
        const browser = actor === 'anonymous' ? t.http() : browsers[actor];
        const response = await route.call(browser, f);
        const expected = route.allowed[actor] ?? denied(actor);
        expect(response.status, `${actor}: ${JSON.stringify(response.body)}`).toBe(expected);
        if (!(actor in route.allowed)) {
          expect(response.body.code, actor).toBeTruthy();
          expect(await snapshot(f.brainId), `${actor} changed nothing`).toBe(before);
        }
      }
    });
});
