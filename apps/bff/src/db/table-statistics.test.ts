import { describe, expect, it, vi } from 'vitest';
import { recordingDb } from '../../test/helpers/recording-db.ts';
import { createStatisticsRefresher } from './table-statistics.ts';

const log = { warn: vi.fn() };

describe('the statistics refresher', () => {
  it('answers a change once a run that began after it has analyzed the table', async () => {
    const events: string[] = [];
    const refresher = createStatisticsRefresher({
      db: recordingDb(events),
      table: 'brain_chunks',
      ginIndexes: ['brain_chunks_tsv_idx'],
      log,
    });
    await refresher.changed();
    events.push('answered');
    expect(events).toEqual([
      `start select gin_clean_pending_list($1::regclass)`,
      `end select gin_clean_pending_list($1::regclass)`,
      'start analyze "brain_chunks"',
      'end analyze "brain_chunks"',
      'answered',
    ]);
  });

  it('lets changes within its interval share the next run, and a change during a run wait for the one after', async () => {
    const events: string[] = [];
    const refresher = createStatisticsRefresher({
      db: recordingDb(events, { ms: 30 }),
      table: 'brain_chunks',
      log,
      intervalMs: 50,
    });
    const first = refresher.changed();
    // During the first run: its rows may be missed by it, so they wait for the next.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const during = [refresher.changed(), refresher.changed()];
    await first;
    events.push('first answered');
    await Promise.all(during);
    events.push('both answered');
    expect(events).toEqual([
      'start analyze "brain_chunks"',
      'end analyze "brain_chunks"',
      'first answered',
      'start analyze "brain_chunks"',
      'end analyze "brain_chunks"',
      'both answered',
    ]);
  });

  it('lets its waiters go when closed, and waits for a run under way', async () => {
    const events: string[] = [];
    const refresher = createStatisticsRefresher({
      db: recordingDb(events, { ms: 20 }),
      table: 'brain_chunks',
      log,
      intervalMs: 10_000,
    });
    const running = refresher.changed();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Asked for while the first runs: due only 10 s later.
    const waiting = refresher.changed();
    await refresher.close();
    expect(events).toEqual(['start analyze "brain_chunks"', 'end analyze "brain_chunks"']);
    await Promise.all([running, waiting]);
    await refresher.changed();
    expect(events).toHaveLength(2);
  });
});
