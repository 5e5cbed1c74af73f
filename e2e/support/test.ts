import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one more rule for every page a test opens: the browser must not block
 * anything under our Content Security Policy and no script may throw uncaught. Either fails the
 * test that caused it, with what the browser said.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  // Each test is a visitor of its own address (the e2e BFF trusts one proxy hop): the per-address
  // limits (20 sign-ups an hour…) then count one test's visitors, not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': addressOf(`${testInfo.testId}#${testInfo.retry}`),
    });
  },
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      // A violation that the page's script catches (a library probing for eval) writes nothing to
      // the console by itself: the event says it.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          ),
        );
      });
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

/** A made-up private address, the same for the same key. */
function addressOf(key: string) {
  let hash = 2_166_136_261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 253) + 1}`;
}

export { expect };
export type { Page } from '@playwright/test';
