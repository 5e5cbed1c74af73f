import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { PGliteStatements } from './pglite-statements.ts';

/**
 * Kysely over an in-process PGlite. PGlite is a single connection, so the driver hands out one
 * connection at a time: a transaction holds it until commit or rollback (see ADR 003).
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #prepare: boolean;
  /** `prepare: false` sends every statement through `PGlite.query` (no kept statements). */
  constructor(pglite: PGlite, { prepare = true }: { prepare?: boolean } = {}) {
    this.#pglite = pglite;
    this.#prepare = prepare;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#prepare);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * How long holders may follow one another before the event loop gets a turn. Ten concurrent
 * searches' statements chain the same way; while they do, no new request is read. A shorter
 * chain kept the searches' tail latency lower than a longer one (ADR 051).
 */
const YIELD_AFTER_MS = 5;

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #statements: Pick<PGliteStatements, 'query'>;
  #queue: Promise<void> = Promise.resolve();
  constructor(pglite: PGlite, prepare: boolean) {
    this.#pglite = pglite;
    this.#statements = prepare
      ? new PGliteStatements(pglite)
      : { query: (text, params) => pglite.query(text, params as unknown[]) };
  }
  /** When the event loop last had a turn between two holders. */
  #lastTurn = performance.now();
  /**
   * PGlite runs in this thread and each query settles at once, so holders following one another
   * chain through microtasks: a job writing query after query would keep every request — even
   * one that needs no database — waiting until it ends (seconds while a large source is indexed).
   * After `YIELD_AFTER_MS` of that, the next holder starts in a later turn of the event loop.
   */
  #handOver(next: () => void) {
    if (performance.now() - this.#lastTurn < YIELD_AFTER_MS) return next();
    setImmediate(() => {
      this.#lastTurn = performance.now();
      next();
    });
  }
  async init() {
    await this.#pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = () => this.#handOver(resolve)));
    await previous;
    return new PGliteConnection(this.#statements, release);
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }
  async destroy() {
    // The owner of the PGlite instance closes it.
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #statements: Pick<PGliteStatements, 'query'>;
  readonly release: () => void;
  constructor(statements: Pick<PGliteStatements, 'query'>, release: () => void) {
    this.#statements = statements;
    this.release = release;
  }
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#statements.query<R>(compiled.sql, compiled.parameters);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && result.fields.length === 0
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}
