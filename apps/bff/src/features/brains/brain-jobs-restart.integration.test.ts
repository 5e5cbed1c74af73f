import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrainDetail } from '@app/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../scripts/robustness/support/accounts.ts';
import type { ApiClient } from '../../../scripts/robustness/support/api-client.ts';
import {
  restartBff,
  startBffReady,
  type BffProcess,
} from '../../../scripts/robustness/support/bff-process.ts';
import { openDatabase } from '../../db/database.ts';
import { fixtureWebDist } from '../../../test/helpers/test-app.ts';
import { pdfWithText } from '../../../test/helpers/files.ts';

// The BFF killed (SIGKILL) or stopped by a deploy (SIGTERM) while brain sources are being read;
// started again on the same data: every source ends ready, and no passage is stored twice.
const dataDirs: string[] = [];
let bff: BffProcess | undefined;
afterAll(async () => {
  if (bff?.alive()) await bff.kill();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const pages = (label: string, count: number) =>
  Array.from(
    { length: count },
    (_, page) =>
      `${label} page ${page + 1}. The quarterly review covers revenue, hiring and the roadmap. ` +
      'Teams describe what they shipped, what they learned and what they will try next quarter. '.repeat(
        6,
      ),
  );

async function brainOf(client: ApiClient, id: string) {
  const response = await client.request<BrainDetail>('GET', `/api/brains/${id}`);
  expect(response.status).toBe(200);
  return response.body!;
}

describe('brain jobs across a crash or a deploy', () => {
  it.each([
    ['kill -9', 'SIGKILL'],
    ['SIGTERM', 'SIGTERM'],
  ] as const)(
    'finishes every source after %s and a restart, none twice',
    async (_, signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'brain-jobs-'));
      dataDirs.push(dataDir);
      const env = {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: fixtureWebDist,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        DEMO_ACCOUNTS: 'false',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      };
      ({ bff } = await startBffReady({ env, label: 'brain-jobs' }));
      const user = await registerUser(bff.url, 1, {
        emailFor: () => `${signal.toLowerCase()}.brains@example.org`,
      });
      const created = await user.client.request<BrainDetail>('POST', '/api/brains', {
        name: 'Quarterly reviews',
      });
      expect(created.status).toBe(201);
      const brainId = created.body!.id;

      const form = new FormData();
      for (let i = 0; i < 8; i++)
        form.append(
          'files',
          new Blob([await pdfWithText(pages(`Review ${i}`, 40))], { type: 'application/pdf' }),
          `review-${i}.pdf`,
        );
      const uploaded = await user.client.request('POST', `/api/brains/${brainId}/sources`, form);
      expect(uploaded.status).toBe(201);

      // Killed while some sources are being read and others still wait.
      await expect
        .poll(
          async () =>
            (await brainOf(user.client, brainId)).sources.some((s) => s.status === 'ready'),
          {
            timeout: 30_000,
            interval: 100,
          },
        )
        .toBe(true);
      const before = await brainOf(user.client, brainId);
      expect(before.sources.some((source) => source.status !== 'ready')).toBe(true);
      if (signal === 'SIGKILL') await bff.kill('SIGKILL');
      // A deploy: in-flight jobs finish or go back to the queue, and the process exits 0.
      else expect(await bff.stop(30_000)).toMatchObject({ code: 0, forced: false });

      ({ bff } = await restartBff(bff));
      await expect
        .poll(
          async () => (await brainOf(user.client, brainId)).sources.map((source) => source.status),
          { timeout: 90_000, interval: 500 },
        )
        .toEqual(Array(8).fill('ready'));
      const after = await brainOf(user.client, brainId);
      expect(after.status).toBe('ready');
      await bff.stop();

      // Counted in the database itself: one row a passage, as many as each source says.
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
      try {
        const rows = await database.db
          .selectFrom('brain_chunks')
          .select(['source_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('brain_id', '=', brainId)
          .groupBy('source_id')
          .execute();
        const stored = Object.fromEntries(rows.map((row) => [row.source_id, Number(row.n)]));
        for (const source of after.sources) {
          expect(source.chunkCount).toBeGreaterThan(0);
          expect(stored[source.id], source.name).toBe(source.chunkCount);
        }
        const duplicates = await database.db
          .selectFrom('brain_chunks')
          .select(['source_id', 'chunk_index'])
          .where('brain_id', '=', brainId)
          .groupBy(['source_id', 'chunk_index'])
          .having((eb) => eb.fn.countAll(), '>', 1)
          .execute();
        expect(duplicates).toEqual([]);
      } finally {
        await database.close();
      }
    },
    180_000,
  );
});
