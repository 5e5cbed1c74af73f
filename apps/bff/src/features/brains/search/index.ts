import type { SearchResults } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { createStatisticsRefresher } from '../../../db/table-statistics.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import { accessTo, can } from '../brains-access.ts';
import { createSearcher } from './searcher.ts';
import {
  insertPassages,
  revealPassages,
  searchStatement,
  type PassageToIndex,
  type SearchQuery,
} from './statement.ts';
import { warmUpSearch, type SearchWarmupOptions } from './warm-up.ts';

export { SEARCH_WARMUP, type SearchWarmupOptions } from './warm-up.ts';
export type { PassageToIndex, SearchQuery } from './statement.ts';

/** A passage source's text, cut into passages, as the search indexes it. */
export interface IndexedPassages {
  brainId: string;
  sourceId: string;
  /** The text search configuration of the source's language (english, french, simple). */
  config: string;
  /** The number of the first passage. */
  start: number;
  passages: readonly PassageToIndex[];
  /** The source's next reading: not searched until `reveal` (ADR 055). */
  hidden?: boolean;
}

/**
 * The brain search, behind one door: what the rest of the BFF asks of it is here, and how it is
 * made fast (the statement compiled once and its tuning, the highlighter, the answers kept per
 * brain version, the planner's statistics, the warm-up) stays in this folder (ADR 020, 051).
 */
export function createBrainSearch({
  db,
  log,
}: {
  db: Kysely<DB>;
  log: { warn(object: object, message: string): void };
}) {
  const searcher = createSearcher(db);
  // The same search of the same brain (an agent asking again, a page back) is answered from
  // memory while the brain is at the version the answer was made at (any change to the brain
  // changes its version).
  const answers = new TtlCache<{ version: number; body: SearchResults }>({
    ttlSeconds: 60,
    maxEntries: 500,
  });
  // A source turns ready once the planner knows its passages: searches right after a brain grew
  // are planned with its real size (ADR 051). The search index keeps no pending list.
  const statistics = createStatisticsRefresher({ db, table: 'brain_chunks', log });

  return {
    /**
     * A person's search of a brain: the page of results and the brain's name, or null when the
     * brain does not exist for them (they may not read it).
     */
    async searchAs(
      brainId: string,
      userId: string,
      query: SearchQuery,
    ): Promise<{ brain: { id: string; name: string }; results: SearchResults } | null> {
      // A kept answer is given only to a caller who may read the brain, and only while the brain
      // is at the version it was made at: both come from the access row. Without one, access and
      // search are a single statement.
      const key = JSON.stringify([brainId, query.q, query.page, query.pageSize]);
      const kept = answers.peek(key);
      if (kept) {
        const access = await accessTo(db, brainId, userId);
        if (!can.read(access.role)) return null;
        const answer = await kept.catch(() => null);
        const body =
          answer?.version === access.version ? answer.body : await searcher.search(brainId, query);
        if (answer?.version !== access.version)
          answers.set(key, Promise.resolve({ version: access.version, body }));
        return { brain: { id: brainId, name: access.name }, results: body };
      }
      const found = await searcher.searchAs(brainId, userId, query);
      if (!found.results) return null;
      answers.set(key, Promise.resolve({ version: found.access.version, body: found.results }));
      return { brain: { id: brainId, name: found.access.name }, results: found.results };
    },

    /** Indexes a source's passages, with their texts, in one statement. */
    async index(passages: IndexedPassages): Promise<void> {
      await insertPassages(db, passages);
    },

    /** The source's hidden passages (its next reading) replace those searched until now. */
    reveal: (sourceId: string) => revealPassages(db, sourceId),

    /** Told once a source's passages are written; resolves when searches are planned for them. */
    passagesChanged: () => statistics.changed(),

    /** Runs searches of its own over generated passages, so the engine's code is optimised. */
    warmUp: (options?: SearchWarmupOptions) => warmUpSearch(db, options),

    /** The search statement as it runs, for a caller or (null) for anyone (tests read its plan). */
    statement: (brainId: string, query: SearchQuery, userId: string | null) =>
      searchStatement(brainId, query, userId).sql.compile(db),

    /** Stops refreshing the planner's statistics (the app closes). */
    close: () => statistics.close(),
  };
}

export type BrainSearch = ReturnType<typeof createBrainSearch>;
