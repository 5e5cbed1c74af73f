import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Probe() {
  return <p>{useAfterPaint() ? 'painted' : 'first'}</p>;
}

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false on the first render, and true only once a frame and a task after it have run', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(<Probe />);
    expect(screen.getByText('first')).toBeDefined();
    // The frame's callback has run, not yet the task it queued: still before the paint.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('first')).toBeDefined();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('painted')).toBeDefined();
  });

  it('asks nothing more once unmounted before the frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    const { unmount } = render(<Probe />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
