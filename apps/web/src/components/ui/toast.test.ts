import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentToasts as read,
  MAX_TOASTS,
  pauseToasts,
  resumeToasts,
  toast,
  TOAST_DURATION_MS,
} from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  toast.clear();
});
afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stack in order, with their variant and title', () => {
    const first = toast.success('Google Drive is connected.', { title: 'Google Drive' });
    const second = toast.error('Access was denied');
    expect(read()).toEqual([
      {
        id: first,
        variant: 'success',
        message: 'Google Drive is connected.',
        title: 'Google Drive',
      },
      { id: second, variant: 'error', message: 'Access was denied' },
    ]);
  });

  it('leave by themselves after 5 seconds', () => {
    toast.success('One');
    vi.advanceTimersByTime(2000);
    toast.info('Two');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1);
    expect(read().map((t) => t.message)).toEqual(['One', 'Two']);
    vi.advanceTimersByTime(1);
    expect(read().map((t) => t.message)).toEqual(['Two']);
    vi.advanceTimersByTime(2000);
    expect(read()).toEqual([]);
  });

  it('can be dismissed at once', () => {
    const id = toast.error('Oops');
    toast.dismiss(id);
    expect(read()).toEqual([]);
    toast.dismiss(id);
    expect(read()).toEqual([]);
  });

  it('wait while paused, for every reason, then get their remaining time', () => {
    toast.success('Stay');
    vi.advanceTimersByTime(4000);
    pauseToasts('hover');
    pauseToasts('focus');
    vi.advanceTimersByTime(60_000);
    resumeToasts('hover');
    vi.advanceTimersByTime(60_000);
    expect(read()).toHaveLength(1);
    resumeToasts('focus');
    vi.advanceTimersByTime(999);
    expect(read()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(read()).toEqual([]);
  });

  it('keep the newest few', () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) toast.info(`Message ${i}`);
    expect(read().map((t) => t.message)).toEqual(
      Array.from({ length: MAX_TOASTS }, (_, i) => `Message ${i + 3}`),
    );
  });

  it('accept their own duration', () => {
    toast.info('Quick', { duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(read()).toEqual([]);
  });
});
