import { apiContract } from '@app/contracts';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../../test/helpers/accounts.ts';
import { expectContract } from '../../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

// The search answers access and passages in one statement (ADR 051): every caller who may read
// the brain finds its passages, first time and from the cache, and no one else gets anything,
// nor makes the database read a passage.
type Reader = 'owner' | 'editor' | 'viewer' | 'member' | 'stranger';
type Browser = ReturnType<TestApp['http']>;

let t: TestApp;
const browsers = {} as Record<Reader, Browser>;
const ids = {} as Record<Reader, string>;
let privateBrain: string;
let publicBrain: string;

const TEXT = 'Holidays are booked through the people team two weeks ahead.';

/** A brain with one passage, written as the processing job writes it (no job runs here). */
async function brainWithPassage(visibility: 'private' | 'public', teamId: string | null) {
  const db = t.database.db;
  const { id } = await db
    .insertInto('brains')
    .values({
      owner_id: ids.owner,
      name: `A ${visibility} brain`,
      type: teamId ? 'team' : 'shared',
      visibility,
      team_id: teamId,
      status: 'ready',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: sourceId } = await db
    .insertInto('brain_sources')
    .values({
      brain_id: id,
      name: 'handbook.txt',
      kind: 'text',
      size_bytes: TEXT.length,
      content: Buffer.from(TEXT),
      status: 'ready',
      progress: 100,
      language: 'en',
      chunk_count: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`with c as (
      insert into brain_chunks (brain_id, source_id, chunk_index, config, tsv)
      values (${id}, ${sourceId}, 0, 'english', to_tsvector('english', ${TEXT})) returning id)
    insert into brain_chunk_texts (chunk_id, content) select id, ${TEXT} from c`.execute(db);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  let address = 70;
  for (const reader of ['owner', 'editor', 'viewer', 'member', 'stranger'] as const) {
    browsers[reader] = t.http().set('x-forwarded-for', `203.0.113.${address++}`);
    ids[reader] = (await registerAndVerify(t, browsers[reader])).user.id;
  }
  const db = t.database.db;
  const { id: teamId } = await db
    .insertInto('teams')
    .values({ name: 'People team' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: ids.member, role: 'member' })
    .execute();
  privateBrain = await brainWithPassage('private', teamId);
  publicBrain = await brainWithPassage('public', null);
  await db
    .insertInto('brain_shares')
    .values([
      { brain_id: privateBrain, user_id: ids.editor, role: 'editor' },
      { brain_id: privateBrain, user_id: ids.viewer, role: 'viewer' },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

const search = (reader: Reader, brainId: string, q = 'booking') =>
  browsers[reader].get(`/api/brains/${brainId}/search`).query({ q });

describe('searching a brain', () => {
  it('finds the passage for everyone who may read the brain, the first time and from the cache', async () => {
    for (const round of ['first', 'cached']) {
      for (const reader of ['owner', 'editor', 'viewer', 'member'] as const) {
        const found = expectContract(
          apiContract.brains.searchBrain,
          200,
          await search(reader, privateBrain),
        );
        expect(found.total, `${reader}, ${round}`).toBe(1);
        expect(found.items[0]!.passage.map((run) => run.text).join(''), reader).toBe(TEXT);
      }
      const anyone = expectContract(
        apiContract.brains.searchBrain,
        200,
        await search('stranger', publicBrain),
      );
      expect(anyone.total, `stranger on the public brain, ${round}`).toBe(1);
    }
  });

  it('gives a stranger the not-found answer, cached or not, and for a brain that does not exist', async () => {
    await search('owner', privateBrain, 'holidays');
    for (const q of ['holidays', 'weeks']) {
      const refused = await search('stranger', privateBrain, q);
      expect(refused.status, q).toBe(404);
      expect(refused.body.code).toBe('brain_not_found');
    }
    const missing = await search('owner', '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('answers a cached search again once the brain changed', async () => {
    const before = expectContract(
      apiContract.brains.searchBrain,
      200,
      await search('viewer', privateBrain, 'people team'),
    );
    expect(before.total).toBe(1);
    await t.database.db.deleteFrom('brain_chunks').where('brain_id', '=', privateBrain).execute();
    await t.database.db
      .updateTable('brains')
      .set({ updated_at: new Date(Date.now() + 1000) })
      .where('id', '=', privateBrain)
      .execute();
    const after = expectContract(
      apiContract.brains.searchBrain,
      200,
      await search('viewer', privateBrain, 'people team'),
    );
    expect(after.total).toBe(0);
  });

  it('reads no passage for a caller who may not read the brain', async () => {
    const passagesRead = async (userId: string) => {
      const { sql: text, parameters } = t.services.brainSearch.statement(
        publicBrain,
        { q: 'booking', page: 1, pageSize: 10 },
        userId,
      );
      const { rows } = await t.database.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${text}`, [
          ...parameters,
        ]),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    await t.database.db
      .updateTable('brains')
      .set({ visibility: 'private' })
      .where('id', '=', publicBrain)
      .execute();
    const owners = await passagesRead(ids.owner);
    const strangers = await passagesRead(ids.stranger);
    // The scan of brain_chunks runs for the owner and never for the stranger.
    expect(owners).toMatch(/Scan on brain_chunks c_1 \(actual rows=1/);
    expect(strangers).toMatch(/Scan on brain_chunks c_1 \(never executed\)/);
  });
});
