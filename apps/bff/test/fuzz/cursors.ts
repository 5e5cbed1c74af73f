/**
 * Page cursors no listing of ours made. A cursor is opaque to clients (base64url of a JSON array,
 * src/lib/keyset-cursor.ts), so a client may send anything there: values of the wrong type or
 * number, times and ids the database cannot read, or no base64 at all. Some are cursors an
 * endpoint could have made (a time and a uuid, a time and a number), and are a 200 there.
 */

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const array = (values: readonly unknown[]) => b64(JSON.stringify(values));

const TIME = '2026-01-01 10:00:00.123456+00';
const UUID = '0b6c2a4e-3f4d-4c5e-9a1b-2c3d4e5f6a7b';

export interface CursorValue {
  label: string;
  /** The cursor as a client sends it (before percent-encoding in the query string). */
  cursor: string;
}

export const hostileCursors: CursorValue[] = [
  // What a listing could have made: a page after it (200), or a key of another listing (400).
  { label: 'a time and a uuid', cursor: array([TIME, UUID]) },
  {
    label: 'a time in another zone and a uuid',
    cursor: array(['2026-06-30 23:59:59+05:30', UUID]),
  },
  { label: 'a time and a number id', cursor: array([TIME, '42']) },
  { label: 'an e-mail address and a uuid', cursor: array(['ana@example.org', UUID]) },
  // Not base64url of JSON
  { label: 'not base64', cursor: 'not base64!' },
  { label: 'base64 padding only', cursor: '====' },
  { label: 'standard base64 (+ and /)', cursor: Buffer.from('[">?>","??"]').toString('base64') },
  { label: 'base64 of text', cursor: b64('hello world') },
  {
    label: 'base64 of invalid UTF-8',
    cursor: Buffer.from([0xff, 0xfe, 0x5b, 0x5d]).toString('base64url'),
  },
  { label: 'base64 of NUL', cursor: b64('\u0000') },
  { label: 'base64 of nothing', cursor: b64(' ') },
  { label: 'unicode, not base64', cursor: 'é✓😀' },
  // JSON, not an array of strings
  { label: 'an object', cursor: b64('{"at":"2026-01-01","id":1}') },
  { label: 'null', cursor: b64('null') },
  { label: 'a string', cursor: b64('"2026-01-01"') },
  { label: 'a number', cursor: b64('42') },
  { label: 'an empty array', cursor: array([]) },
  { label: 'one value', cursor: array([TIME]) },
  { label: 'three values', cursor: array([TIME, UUID, UUID]) },
  { label: 'numbers', cursor: array([1, 2]) },
  { label: 'nulls', cursor: array([null, null]) },
  { label: 'booleans', cursor: array([true, false]) },
  { label: 'a number id', cursor: array([TIME, 42]) },
  { label: 'nested arrays', cursor: array([[TIME], [UUID]]) },
  { label: 'nested objects', cursor: array([{ a: { b: TIME } }, { id: UUID }]) },
  { label: '__proto__ inside', cursor: b64(`[{"__proto__":{"x":1}},"${UUID}"]`) },
  // Times the database reads otherwise, or not at all
  { label: 'a word Postgres reads as a time', cursor: array(['yesterday', UUID]) },
  { label: 'epoch', cursor: array(['epoch', UUID]) },
  { label: 'infinity', cursor: array(['infinity', UUID]) },
  { label: 'not a time', cursor: array(['not a time', UUID]) },
  { label: 'February 30th', cursor: array(['2026-02-30 10:00:00+00', UUID]) },
  { label: 'month 13', cursor: array(['2026-13-01 10:00:00+00', UUID]) },
  { label: 'hour 25', cursor: array(['2026-01-01 25:00:00+00', UUID]) },
  { label: 'year 0', cursor: array(['0000-01-01 00:00:00+00', UUID]) },
  { label: 'past the last year Postgres has', cursor: array(['294277-01-01 00:00:00+00', UUID]) },
  { label: 'an offset of 99 hours', cursor: array(['2026-01-01 10:00:00+99', UUID]) },
  { label: 'a JavaScript ISO time', cursor: array(['2026-01-01T10:00:00.000Z', UUID]) },
  { label: 'a time with NUL', cursor: array([`${TIME}\u0000`, UUID]) },
  { label: 'a huge number as the time', cursor: array(['1e400', UUID]) },
  // Ids the database reads otherwise, or not at all
  { label: 'an id that is not a uuid', cursor: array([TIME, 'not-a-uuid']) },
  { label: 'a uuid with a g', cursor: array([TIME, '0b6c2a4e-3f4d-4c5e-9a1b-2c3d4e5f6a7g']) },
  { label: 'a uuid in braces', cursor: array([TIME, `{${UUID}}`]) },
  { label: 'a uuid without hyphens', cursor: array([TIME, UUID.replaceAll('-', '')]) },
  { label: 'an empty id', cursor: array([TIME, '']) },
  { label: 'the values swapped', cursor: array([UUID, TIME]) },
  { label: 'the largest bigint', cursor: array([TIME, '9223372036854775807']) },
  { label: 'past the largest bigint', cursor: array([TIME, '9223372036854775808']) },
  { label: 'a negative id', cursor: array([TIME, '-1']) },
  { label: 'an id of 200 digits', cursor: array([TIME, '9'.repeat(200)]) },
  // Text
  { label: 'NUL in the key', cursor: array(['a\u0000b', UUID]) },
  { label: 'control characters in the key', cursor: array(['a\u001b[31m', UUID]) },
  { label: 'a lone surrogate in the key', cursor: b64(`["a\\ud800","${UUID}"]`) },
  { label: 'SQL in the key', cursor: array(["' OR 1=1; --", UUID]) },
  { label: 'a 300-character cursor', cursor: array(['x'.repeat(220), UUID]) },
];
