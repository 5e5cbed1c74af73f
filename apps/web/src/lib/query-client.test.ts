import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

const overloaded = new ApiError(503, {
  error: 'The service is busy. Please try again in a moment.',
  code: 'overloaded',
});

describe('which failed reads are tried again', () => {
  it('tries a busy BFF twice more, after the two seconds it asks for, then four', () => {
    expect([0, 1, 2].map((failures) => shouldRetry(failures, overloaded))).toEqual([
      true,
      true,
      false,
    ]);
    expect([0, 1].map((failures) => retryDelay(failures, overloaded))).toEqual([2_000, 4_000]);
  });

  it('tries a request with no answer (network) twice more', () => {
    const network = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((failures) => shouldRetry(failures, network))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('shows any other answer at once: it will not change by asking again', () => {
    for (const error of [
      new ApiError(500, { error: 'Internal error', code: 'internal' }),
      new ApiError(503, { error: 'Error connecting to authentication server' }),
      new ApiError(404, { error: 'Not found', code: 'not_found' }),
      new ApiError(429, { error: 'Too many requests', code: 'rate_limited' }),
      // ts-rest's error for a status the contract does not declare.
      Object.assign(new Error('Unknown status'), { response: { status: 502 } }),
    ])
      expect(shouldRetry(0, error)).toBe(false);
  });
});
