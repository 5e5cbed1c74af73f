import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one more rule for every page a test opens: the browser must not block
 * anything under our Content Security Policy and no script may throw uncaught. Either fails the
 * test that caused it, with what the browser said.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('page', (page) => {
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            problems.push(`CSP: ${message.text()}`);
        });
      });
      await use(problems);
      expect(problems, 'the browser reported problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
