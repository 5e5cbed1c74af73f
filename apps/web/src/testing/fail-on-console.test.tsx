import { render } from '@testing-library/react';
import { describe, expect, it, vi, type TestContext } from 'vitest';

/**
 * Proof that the setup's watcher (fail-on-console.ts) fails a test that writes to the console.
 * Each `it.fails` below does nothing wrong but write to the console, so it can only fail through
 * the watcher, and vitest counts that expected failure as a pass. Each records why it failed; the
 * last test checks those reasons, so a test failing for any other reason would show here.
 */
const reasons: Record<string, string> = {};
function recordWhyItFails({ task, onTestFailed }: TestContext) {
  onTestFailed(() => {
    reasons[task.name] = (task.result?.errors ?? []).map((error) => error.message).join('\n');
  });
}

function ListWithoutKeys() {
  // Deliberately without keys: React warns about it (in development, as tests run).
  return (
    <ul>
      {['one', 'two'].map((item) => (
        <li>{item}</li>
      ))}
    </ul>
  );
}

describe('a test that writes to the console', () => {
  it.fails('fails on console.error', (context) => {
    recordWhyItFails(context);
    console.error('Deliberate error (expected by fail-on-console.test.tsx)');
  });

  it.fails('fails on console.warn', (context) => {
    recordWhyItFails(context);
    console.warn('Deliberate warning (expected by fail-on-console.test.tsx)');
  });

  it.fails('fails on a React warning', (context) => {
    recordWhyItFails(context);
    render(<ListWithoutKeys />);
  });

  it('passes when it expects the log and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    console.warn('An expected warning');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('failed each of those for what it wrote', () => {
    expect(reasons).toEqual({
      'fails on console.error': expect.stringContaining('console.error: Deliberate error'),
      'fails on console.warn': expect.stringContaining('console.warn: Deliberate warning'),
      'fails on a React warning': expect.stringMatching(/console\.error: .*unique "key" prop/),
    });
  });
});
