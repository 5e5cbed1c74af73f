import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createJobQueue } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  // 40 pages at 60 s each, the most a file's OCR may take, and five minutes for the rest.
  t = await createTestApp({ OCR_MAX_PAGES: '40', OCR_PAGE_TIMEOUT_MS: '60000' });
}, 60_000);
afterAll(async () => t?.close());

const sourceExpiry = async () => {
  const { rows } = await sql<{ expire_seconds: number }>`
    select expire_seconds from pgboss.queue where name = 'brain-source'`.execute(t.database.db);
  return rows[0]?.expire_seconds;
};

describe("a source's job", () => {
  it('may run as long as its file’s OCR may take, never less than 15 minutes', async () => {
    expect(await sourceExpiry()).toBe(40 * 60 + 5 * 60);
  });

  it('takes the limits of this start, on a queue an earlier start made', async () => {
    const silent = { warn() {}, error() {} };
    const again = await createJobQueue({ database: t.database, log: silent });
    try {
      expect(await sourceExpiry()).toBe(15 * 60);
    } finally {
      await again.stop(0);
    }
  });
});
