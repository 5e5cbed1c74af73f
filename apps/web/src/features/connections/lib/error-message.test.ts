import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { connectionFailure, failureText } from './error-message';
import { StateStorageUnavailableError } from './oauth-state';

describe('what a failed connections call says', () => {
  it('401 is "No active session", whatever the body', () => {
    expect(connectionFailure(new ApiError(401, { error: 'No active session' }))).toEqual({
      kind: 'no-session',
    });
    expect(failureText({ kind: 'no-session' }, (key) => key)).toBe('errors.noSession');
  });

  it("400 and 502 show the server's error", () => {
    expect(connectionFailure(new ApiError(502, { error: "Erreur d'autorisation" }))).toEqual({
      kind: 'server',
      text: "Erreur d'autorisation",
    });
    expect(
      connectionFailure(new ApiError(400, { error: 'Invalid or expired state', code: 'x' })),
    ).toEqual({ kind: 'server', text: 'Invalid or expired state' });
    expect(connectionFailure(new ApiError(502, { error: '  ' }))).toEqual({ kind: 'generic' });
  });

  it('an undeclared status keeps its error text when it has one', () => {
    const unknownStatus = Object.assign(new Error('Server returned unexpected response'), {
      response: { status: 429, body: { error: 'Too many requests' } },
    });
    expect(connectionFailure(unknownStatus)).toEqual({ kind: 'server', text: 'Too many requests' });
    const bare = Object.assign(new Error('x'), { response: { status: 500, body: 'oops' } });
    expect(connectionFailure(bare)).toEqual({ kind: 'generic' });
  });

  it('a network failure, blocked storage, anything else', () => {
    expect(connectionFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(connectionFailure(new StateStorageUnavailableError())).toEqual({ kind: 'storage' });
    expect(connectionFailure(new Error('boom'))).toEqual({ kind: 'generic' });
    expect(connectionFailure(undefined)).toEqual({ kind: 'generic' });
  });
});
