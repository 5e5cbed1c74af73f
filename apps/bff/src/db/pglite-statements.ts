import { randomBytes } from 'node:crypto';
import { messages, protocol, types, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
const utf8 = new TextDecoder();

/** Statements Postgres may keep prepared: the ones the app's code sends again and again. */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Postgres refuses a kept statement whose result columns a migration changed: prepare anew. */
const RESULT_TYPE_CHANGED = '0A000';

interface Prepared {
  name: string;
  paramTypes: number[];
}

/** The instance's own type parsers, the ones `PGlite.query` converts values with. */
type Parsers = PGlite['parsers'];

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
  readonly #kept = new Map<string, Prepared>();
  readonly #max: number;
  /** Names unique on the engine, which other instances (another Kysely) may share. */
  readonly #prefix = `kept_${randomBytes(4).toString('hex')}_`;
  #next = 0;

  constructor(pglite: PGlite, { max = 500 }: { max?: number } = {}) {
    this.#pglite = pglite;
    this.#max = max;
  }

  /** How many statements are kept prepared (for tests). */
  get size() {
    return this.#kept.size;
  }

  async query<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    if (!CACHEABLE.test(text)) return this.#pglite.query<R>(text, params as unknown[]);
    // PGlite's public lock for callers of its protocol methods: the one its own queries take, so
    // no other statement's messages interleave with ours.
    return this.#pglite.runExclusive(async () => {
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
      // that PGlite's encoder writes out one character at a time, holding the event loop.
      if (prepared.paramTypes[i] === types.BYTEA && value instanceof Uint8Array) return value;
      const serializer = this.#pglite.serializers[prepared.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    // The answer's bytes are read here (readResult), not by PGlite's message parser, which
    // copies every field into a buffer of its own and builds a message object for each row:
    // garbage and time on the thread every request shares.
    const chunks: Uint8Array[] = [];
    await this.#pglite.execProtocolRawStream(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // A view of the engine's memory, valid until its next write: copied at once.
      { onRawData: (chunk) => void chunks.push(chunk.slice()) },
    );
    return readResult<R>(chunks.length === 1 ? chunks[0]! : concat(chunks), this.#pglite.parsers);
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `${this.#prefix}${++this.#next}`;
    const { messages: described } = await this.#pglite.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = described.find((message) => message.name === 'parameterDescription') as
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

/** Backend messages this reader acts on (every other one, a notice say, is passed over). */
const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E
/** Commands whose tag ends with the number of rows they changed. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The ErrorResponse's fields, by their one-letter codes, as PGlite's DatabaseError carries them. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/**
 * One statement's answer (RowDescription, DataRows, CommandComplete, or an ErrorResponse) read
 * straight from the bytes: the same rows, fields and counts as PGlite's `parseResults`, each
 * value converted by the same parsers, and an error thrown as PGlite throws it.
 */
export function readResult<R>(bytes: Uint8Array, parsers: Parsers): Results<R> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cstring = (at: number) => {
    let end = at;
    while (bytes[end] !== 0) end++;
    return { text: utf8.decode(bytes.subarray(at, end)), next: end + 1 };
  };
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  let error: Error | null = null;
  for (let at = 0; at + 5 <= bytes.length;) {
    const type = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (type === DATA_ROW) {
      const count = view.getInt16(p);
      p += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        const field = fields[i]!;
        if (length < 0) {
          row[field.name] = null;
          continue;
        }
        const text = utf8.decode(bytes.subarray(p, p + length));
        p += length;
        const parser = parsers[field.dataTypeID];
        row[field.name] = parser ? parser(text, field.dataTypeID) : text;
      }
      rows.push(row);
    } else if (type === ROW_DESCRIPTION) {
      const count = view.getInt16(p);
      p += 2;
      fields = [];
      for (let i = 0; i < count; i++) {
        const name = cstring(p);
        // Table OID (4) and column number (2), then the type OID.
        p = name.next + 6;
        fields.push({ name: name.text, dataTypeID: view.getInt32(p) });
        // Type OID (4), size (2), modifier (4), format (2).
        p += 12;
      }
    } else if (type === COMMAND_COMPLETE) {
      const words = cstring(p).text.split(' ');
      if (COUNTED.has(words[0]!)) affectedRows += Number.parseInt(words.at(-1)!, 10);
    } else if (type === ERROR_RESPONSE && !error) {
      const found: Record<string, string> = {};
      while (bytes[p] !== 0 && p < end) {
        const code = String.fromCharCode(bytes[p]!);
        const value = cstring(p + 1);
        found[code] = value.text;
        p = value.next;
      }
      error = Object.assign(
        new messages.DatabaseError(found.M ?? 'unknown error', end - at - 1, 'error'),
        Object.fromEntries(Object.entries(ERROR_FIELDS).map(([code, key]) => [key, found[code]])),
      );
    }
    at = end;
  }
  if (error) throw error;
  return { rows: rows as R[], fields, affectedRows };
}
