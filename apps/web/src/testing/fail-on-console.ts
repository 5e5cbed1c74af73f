import { format } from 'node:util';
import { afterEach } from 'vitest';

/**
 * Every web test runs with this setup: anything written to console.error or console.warn during a
 * test fails that test, with what was written. React's warnings (act, keys, invalid nesting…), an
 * error the code only logs, MSW's unhandled request, an unhandled rejection: each is a bug to fix,
 * not noise. A test that expects a log says so with
 * `vi.spyOn(console, 'warn').mockImplementation(() => {})`, which stands in for this watcher until
 * the spy is restored.
 */
const written: string[] = [];

const watched =
  (level: string, write: (...args: unknown[]) => void) =>
  (...args: unknown[]) => {
    written.push(`console.${level}: ${format(...args)}`);
    write(...args);
  };
console.error = watched('error', console.error.bind(console));
console.warn = watched('warn', console.warn.bind(console));

process.on('unhandledRejection', (reason) => {
  written.push(`unhandled rejection: ${format(reason)}`);
});

afterEach(() => {
  const found = written.splice(0);
  if (found.length > 0)
    throw new Error(
      `The test wrote to the console (a test that expects it spies on console and mocks it):\n${found.join('\n')}`,
    );
});
