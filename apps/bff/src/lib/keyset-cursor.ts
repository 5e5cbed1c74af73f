/**
 * Keyset paging: a page ends with the sort key of its last row, handed to the client as an
 * opaque cursor; the next page starts strictly after it (`(key, id) < (…)`), so the database reads
 * an index range, never rows it skips (`OFFSET`).
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** The values of a cursor, or null when it is not one of ours (the route answers 400). */
export function decodeCursor(cursor: string, length: number): string[] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((value) => typeof value === 'string' && value.length <= 400)
    )
      return values as string[];
  } catch {
    // not JSON
  }
  return null;
}

export class InvalidCursor extends Error {
  override name = 'InvalidCursor';
  readonly statusCode = 400;
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
