import { randomBytes } from 'node:crypto';
import { parse, protocol, types, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements Postgres may keep prepared: the ones the app's code sends again and again. */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Postgres refuses a kept statement whose result columns a migration changed: prepare anew. */
const RESULT_TYPE_CHANGED = '0A000';

interface Prepared {
  name: string;
  paramTypes: number[];
}

interface PGliteInternals {
  serializers: Record<number, ((value: unknown) => string) | undefined>;
  parsers: Parameters<typeof parse.parseResults>[1];
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements on PGlite, sent in one round trip each.
 *
 * `PGlite.query` parses, describes and plans every statement anew, in six calls into the engine;
 * for the point reads most requests make (the session, the caller's access) that is four fifths
 * of their time. Here a statement the app sends is parsed and described once (its parameter
 * types pick the serializers, as `PGlite.query` does), then each run is one call: bind, describe,
 * execute, sync. The rows are read by PGlite's own parsers, so values are what `query` returns.
 * The most recent `max` statements are kept; an older one is closed.
 */
export class PGliteStatements {
  readonly #pglite: PGlite;
  readonly #internals: PGliteInternals;
  readonly #kept = new Map<string, Prepared>();
  readonly #max: number;
  /** Names unique on the engine, which other instances (another Kysely) may share. */
  readonly #prefix = `kept_${randomBytes(4).toString('hex')}_`;
  #next = 0;

  constructor(pglite: PGlite, { max = 500 }: { max?: number } = {}) {
    this.#pglite = pglite;
    this.#internals = pglite as unknown as PGliteInternals;
    this.#max = max;
  }

  /** How many statements are kept prepared (for tests). */
  get size() {
    return this.#kept.size;
  }

  async query<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    if (!CACHEABLE.test(text)) return this.#pglite.query<R>(text, params as unknown[]);
    return this.#internals._runExclusiveQuery(async () => {
      try {
        return await this.#run<R>(text, params);
      } catch (error) {
        if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
        await this.#close(text);
        return this.#run<R>(text, params);
      }
    });
  }

  async #run<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    const prepared = this.#kept.get(text) ?? (await this.#prepare(text));
    // Most recently used last: the first key is the one to close when the cache is full.
    this.#kept.delete(text);
    this.#kept.set(text, prepared);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      // Bytes travel as they are (the protocol's binary format), not as hex text twice their size
      // that PGlite's encoder writes out one character at a time: a 9 MB file held the event loop
      // 0.4 s that way.
      if (prepared.paramTypes[i] === types.BYTEA && value instanceof Uint8Array) return value;
      const serializer = this.#internals.serializers[prepared.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.#pglite.execProtocol(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, this.#internals.parsers)[0] as Results<R>;
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `${this.#prefix}${++this.#next}`;
    const { messages } = await this.#pglite.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const prepared = { name, paramTypes: description?.dataTypeIDs ?? [] };
    if (this.#kept.size >= this.#max) await this.#close(this.#kept.keys().next().value!);
    return prepared;
  }

  async #close(text: string) {
    const prepared = this.#kept.get(text);
    if (!prepared) return;
    this.#kept.delete(text);
    await this.#pglite.execProtocol(
      concat([serialize.close({ type: 'S', name: prepared.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }
}
