import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJtiList } from '../src/agent-tokens.ts';

describe('the revocation list', () => {
  afterEach(() => vi.useRealTimers());

  it('forgets a revoked token once it has expired anyway, so memory stays bounded', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const revoked = createJtiList();
    const now = Math.floor(Date.now() / 1000);
    revoked.add('short', now + 60);
    revoked.add('long', now + 3600);
    expect(revoked.has('short')).toBe(true);

    vi.advanceTimersByTime(61_000);
    expect(revoked.has('short')).toBe(false);
    expect(revoked.has('long')).toBe(true);
    expect(revoked.size).toBe(1);
  });
});
