import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../../test/helpers/accounts.ts';
import { createBrain, settled } from '../../../../test/helpers/brains.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A brain with one pasted source, then `passages` more of its passages, `matching` with the word. */
async function brainWith(passages: number, matching: number, address: string) {
  const browser = t.http().set('x-forwarded-for', address);
  await registerAndVerify(t, browser);
  const brain = await createBrain(browser, { name: `Brain of ${passages}` });
  await browser
    .post(`/api/brains/${brain.id}/sources/text`)
    .send({ name: 'Notes', content: 'The first note of the brain, about nothing in particular.' })
    .expect(201);
  const [source] = (await settled(browser, brain.id)).sources;
  const every = Math.max(1, Math.floor(passages / Math.max(1, matching)));
  await sql`insert into brain_chunks (brain_id, source_id, chunk_index, config, tsv)
    select ${brain.id}, ${source!.id}, 1000 + g, 'english'::regconfig,
      to_tsvector('english', case when ${matching} > 0 and g % ${every} = 0
        then 'A zebra crossing outside the office' else 'Quarterly figures and plans' end)
    from generate_series(1, ${passages}) g`.execute(t.database.db);
  return brain.id;
}

describe('the search index', () => {
  it("answers a brain's search from that brain's passages alone, however many others match", async () => {
    // Another user's brain where every passage holds the word, and ours, where few do.
    await brainWith(3000, 3000, '203.0.113.20');
    const ours = await brainWith(3000, 10, '203.0.113.21');
    await sql`analyze brain_chunks`.execute(t.database.db);

    const { sql: text, parameters } = t.services.brainSearch.statement(
      ours,
      { q: 'zebra', page: 1, pageSize: 10 },
      null,
    );
    const { rows } = await t.database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
    );
    const nodes = nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
    const passageScans = nodes.filter((node) => node['Relation Name'] === 'brain_chunks');
    const indexScans = nodes.filter((node) => node['Node Type'] === 'Bitmap Index Scan');

    // The matches are found in the search index, on the brain and the word at once: no row of
    // the other brain (nor of ours without the word) is read and then thrown away.
    expect(indexScans.map((node) => node['Index Name'])).toContain('brain_chunks_search_idx');
    for (const node of indexScans) expect(node['Index Cond']).toContain('brain_id');
    const matched = indexScans.reduce((sum, node) => sum + node['Actual Rows'], 0);
    expect(matched).toBe(10);
    for (const node of passageScans) {
      expect(node['Rows Removed by Filter'] ?? 0).toBe(0);
      expect(node['Rows Removed by Index Recheck'] ?? 0).toBe(0);
    }
  });
});
