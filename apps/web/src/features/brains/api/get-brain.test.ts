import type { BrainDetail, BrainStatus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { liveInterval } from './get-brain';

const withSources = (...statuses: BrainStatus[]) =>
  ({ sources: statuses.map((status) => ({ status })) }) as unknown as BrainDetail;

describe('the live status of a brain', () => {
  it('asks again every second while a source waits or is being read', () => {
    expect(liveInterval(withSources('ready', 'pending'))).toBe(1000);
    expect(liveInterval(withSources('processing', 'error'))).toBe(1000);
  });

  it('stops once every source has settled, or before anything is known', () => {
    expect(liveInterval(withSources('ready', 'error'))).toBe(false);
    expect(liveInterval(withSources())).toBe(false);
    expect(liveInterval(undefined)).toBe(false);
  });
});
