import type { ErrorBody } from '@app/contracts';

/**
 * Keyset paging: a page ends with the sort key of its last row, handed to the client as an
 * opaque cursor; the next page starts strictly after it (`(key, id) < (…)`), so the database reads
 * an index range, never rows it skips (`OFFSET`).
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** What each value of a cursor stands for: the column type its query casts it to. */
export type CursorValue = 'time' | 'uuid' | 'bigint' | 'text';

/**
 * A time as Postgres writes `timestamptz::text` (ISO style, any session time zone): the only form
 * our cursors hold. Postgres would read much else (`yesterday`, `epoch`), and refuse with an error
 * what the calendar does not have; a cursor is checked against what we write instead.
 */
const PG_TIME =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BIGINT_MAX = 2n ** 63n - 1n;
/** NUL cannot be in a Postgres text; no other control character or lone surrogate is in a key. */
const NOT_IN_TEXT = /[\p{Cc}\p{Cs}]/u;

function isTime(value: string) {
  const match = PG_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes, offsetSeconds] =
    match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours! <= 15 &&
    (Number.isNaN(offsetMinutes) || offsetMinutes! <= 59) &&
    (Number.isNaN(offsetSeconds) || offsetSeconds! <= 59)
  );
}

const valid: Record<CursorValue, (value: string) => boolean> = {
  time: isTime,
  uuid: (value) => UUID.test(value),
  bigint: (value) => /^(0|[1-9]\d{0,18})$/.test(value) && BigInt(value) <= BIGINT_MAX,
  text: (value) => !NOT_IN_TEXT.test(value),
};

/**
 * The values of a cursor, or null when it is not one of ours (the route answers 400): one value
 * per column of the key, each of the kind its query casts it to, so that no forged cursor reaches
 * the database as a value it cannot read.
 */
export function decodeCursor(cursor: string, shape: readonly CursorValue[]): string[] | null {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values) || values.length !== shape.length) return null;
  const fits = values.every(
    (value: unknown, index) =>
      typeof value === 'string' && value.length <= 400 && valid[shape[index]!](value),
  );
  return fits ? (values as string[]) : null;
}

/** A cursor we did not make: the API's 400 for a query value, thrown from the listing. */
export class InvalidCursor extends Error {
  override name = 'InvalidCursor';
  readonly statusCode = 400;
  readonly body: ErrorBody = {
    error: 'Invalid request: query.cursor: Invalid cursor',
    code: 'invalid_request',
    issues: [{ path: 'query.cursor', message: 'Invalid cursor' }],
  };
  constructor() {
    super('Invalid request: query.cursor: Invalid cursor');
  }
}

/** Reads one row more than the page to know whether another page follows. */
export function pageFrom<T>(rows: T[], limit: number, keyOf: (row: T) => string[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}
