import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageFrom } from './keyset-cursor.ts';

describe('keyset cursors', () => {
  it('round-trips the key of the last row', () => {
    const cursor = encodeCursor(['2026-01-01 10:00:00.123456+00', 'a-b']);
    expect(decodeCursor(cursor, 2)).toEqual(['2026-01-01 10:00:00.123456+00', 'a-b']);
  });

  it.each(['', 'not-base64!', encodeCursor(['one']), Buffer.from('{"a":1}').toString('base64url')])(
    'refuses %j',
    (cursor) => {
      expect(decodeCursor(cursor, 2)).toBeNull();
    },
  );

  it('gives a next cursor only when a row beyond the page was read', () => {
    expect(pageFrom([1, 2, 3], 2, (n) => [String(n)])).toEqual({
      items: [1, 2],
      nextCursor: encodeCursor(['2']),
    });
    expect(pageFrom([1, 2], 2, (n) => [String(n)]).nextCursor).toBeNull();
  });
});
