import type { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { recordingDb } from '../../../test/helpers/recording-db.ts';
import { createEventWriter } from './event-writer.ts';

const log = { warn: vi.fn(), error: vi.fn() };
/** How many events each insert wrote. */
const sizes = (queries: CompiledQuery[]) =>
  queries.map((query) => (JSON.parse(query.parameters[0] as string) as unknown[]).length);

describe('the analytics writer', () => {
  it('writes what was recorded before a flush, in batches, and leaves what comes meanwhile for the next', async () => {
    const queries: CompiledQuery[] = [];
    const writer = createEventWriter({
      db: recordingDb([], { ms: 20, queries }),
      log,
      batchSize: 3,
      flushIntervalMs: 60_000,
    });
    for (let i = 0; i < 5; i++) writer.record({ userId: `u${i}`, kind: 'brain_searched' });
    const first = writer.flush();
    // Recorded while the first insert runs: a steady stream, not a batch yet.
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 0; i < 2; i++) writer.record({ userId: `v${i}`, kind: 'brain_searched' });
    expect(writer.pending()).toBe(7);
    await first;
    expect(sizes(queries)).toEqual([3, 2]);
    expect(writer.pending()).toBe(2);
    await writer.close();
    expect(sizes(queries)).toEqual([3, 2, 2]);
    expect(writer.stats()).toEqual({ written: 7, lost: 0 });
  });
});
