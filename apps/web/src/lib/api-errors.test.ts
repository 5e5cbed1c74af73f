import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorText } from './api-errors';

const t = (key: string, options?: { seconds: number }) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('what a failed call tells the reader', () => {
  it('keeps the wait a 429 names in Retry-After', () => {
    const limited = new ApiError(
      429,
      { error: 'Too many requests. Please try again in 54 minutes.', code: 'rate_limited' },
      new Headers({ 'retry-after': '3204' }),
    );
    expect(limited.retryAfterSeconds).toBe(3204);
    expect(apiErrorText(limited, t, {})).toBe('common:error.rateLimited {"seconds":3204}');
  });

  it('says the server’s text for a 429 that names no wait', () => {
    const limited = new ApiError(429, { error: 'Too many requests', code: 'rate_limited' });
    expect(limited.retryAfterSeconds).toBeNull();
    expect(apiErrorText(limited, t, {})).toBe('Too many requests');
  });
});
