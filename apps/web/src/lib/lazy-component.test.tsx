import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module that arrives when `arrive` is called. */
function laterModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    arrive,
    load: () => arrived.then(() => ({ default: Counter })),
  };
}

describe('lazy', () => {
  it('renders at once, without its fallback, a component whose module was loaded ahead', async () => {
    const later = laterModule();
    const Screen = lazy(later.load);
    const loading = Screen.load();
    later.arrive();
    await loading;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="ready" />
      </Suspense>,
    );
    // Synchronously: no fallback was shown, so React has nothing to reveal later.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('ready 0');
  });

  it('shows the fallback until the module arrives, and keeps its state when rendered again', async () => {
    const later = laterModule();
    const Screen = lazy(later.load);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="first" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => later.arrive());
    const button = await screen.findByRole('button');
    act(() => button.click());
    expect(button.textContent).toBe('first 1');
    // The module has arrived since it mounted: the same instance renders on, its state kept.
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="again" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('again 1');
  });

  it('loads its module once, however often it is asked', async () => {
    let loads = 0;
    const Screen = lazy(() => {
      loads += 1;
      return Promise.resolve({ default: Counter });
    });
    await Promise.all([Screen.load(), Screen.load()]);
    render(<Screen label="once" />);
    expect(loads).toBe(1);
  });
});
