import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageFrom, type CursorValue } from './keyset-cursor.ts';

const UUID = '0b6c2a4e-3f4d-4c5e-9a1b-2c3d4e5f6a7b';
const TIME_UUID: CursorValue[] = ['time', 'uuid'];

describe('keyset cursors', () => {
  it('round-trips the key of the last row', () => {
    const cursor = encodeCursor(['2026-01-01 10:00:00.123456+00', UUID]);
    expect(decodeCursor(cursor, TIME_UUID)).toEqual(['2026-01-01 10:00:00.123456+00', UUID]);
  });

  it.each([
    '2026-01-01 10:00:00+00',
    '2026-02-28 23:59:59.5+05:30',
    '2024-02-29 00:00:00.000001-03',
    '1890-01-01 00:00:00+00:09:21',
  ])('reads the times Postgres writes, in any session time zone: %s', (time) => {
    expect(decodeCursor(encodeCursor([time, UUID]), TIME_UUID)).not.toBeNull();
  });

  it.each([
    ['not base64', 'not-base64!'],
    ['empty', ''],
    ['not an array', Buffer.from('{"a":1}').toString('base64url')],
    ['too few values', encodeCursor(['2026-01-01 10:00:00+00'])],
    ['too many values', encodeCursor(['2026-01-01 10:00:00+00', UUID, UUID])],
    ['a number', Buffer.from(`["2026-01-01 10:00:00+00",1]`).toString('base64url')],
    ['nested', Buffer.from(`[["2026-01-01 10:00:00+00"],"${UUID}"]`).toString('base64url')],
    ['a word Postgres reads as a time', encodeCursor(['yesterday', UUID])],
    ['a day the calendar has not', encodeCursor(['2026-02-30 10:00:00+00', UUID])],
    ['an hour past 23', encodeCursor(['2026-01-01 24:00:00+00', UUID])],
    ['an offset past 15 hours', encodeCursor(['2026-01-01 10:00:00+16', UUID])],
    ['year 0', encodeCursor(['0000-01-01 10:00:00+00', UUID])],
    ['an ISO time of JavaScript', encodeCursor(['2026-01-01T10:00:00.000Z', UUID])],
    ['an id that is not a uuid', encodeCursor(['2026-01-01 10:00:00+00', 'abc'])],
  ])('refuses %s', (_, cursor) => {
    expect(decodeCursor(cursor, TIME_UUID)).toBeNull();
  });

  it('reads a bigint key up to the largest bigint, and text without control characters', () => {
    const time = '2026-01-01 10:00:00+00';
    expect(decodeCursor(encodeCursor([time, '9223372036854775807']), ['time', 'bigint'])).not.toBe(
      null,
    );
    for (const id of ['9223372036854775808', '-1', '01', '1e3', ''])
      expect(decodeCursor(encodeCursor([time, id]), ['time', 'bigint']), id).toBeNull();
    expect(decodeCursor(encodeCursor(['ana@example.org', UUID]), ['text', 'uuid'])).not.toBeNull();
    for (const text of ['a\u0000b', 'a\u001bb', 'a\ud800b'])
      expect(decodeCursor(encodeCursor([text, UUID]), ['text', 'uuid'])).toBeNull();
  });

  it('gives a next cursor only when a row beyond the page was read', () => {
    expect(pageFrom([1, 2, 3], 2, (n) => [String(n)])).toEqual({
      items: [1, 2],
      nextCursor: encodeCursor(['2']),
    });
    expect(pageFrom([1, 2], 2, (n) => [String(n)]).nextCursor).toBeNull();
  });
});
