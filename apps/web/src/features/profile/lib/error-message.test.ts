import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from './error-message';

describe('the message of a failed profile call', () => {
  it('says nobody is signed in on a 401, whatever the server wrote', () => {
    expect(failureMessage(new ApiError(401, { error: 'No active session' }))).toEqual({
      kind: 'signed-out',
    });
  });

  it('shows the server’s error text', () => {
    expect(
      failureMessage(new ApiError(409, { error: 'This e-mail address is already in use' })),
    ).toEqual({ kind: 'server', text: 'This e-mail address is already in use' });
  });

  it('falls back to the generic message', () => {
    expect(failureMessage(new ApiError(500, undefined))).toEqual({ kind: 'generic' });
    expect(failureMessage(new TypeError('Failed to fetch'))).toEqual({ kind: 'generic' });
  });
});
