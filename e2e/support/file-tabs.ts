import type { BrowserContext, Response } from '@playwright/test';
import { expect, type Page } from './test.ts';

/** Follows a link that opens a source's file in a new tab, and answers the tab and the file's response. */
export async function openInNewTab(context: BrowserContext, follow: () => Promise<void>) {
  const file = context.waitForEvent('response', (response: Response) =>
    /\/api\/brains\/[^/]+\/sources\/[^/]+\/file$/.test(new URL(response.url()).pathname),
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), follow()]);
  const response = await file;
  await tab.waitForLoadState();
  return { tab, response };
}

/**
 * The file opened in a tab is a PDF the browser shows (its document is the PDF, not an error
 * page), and the BFF serves it never sniffed, in a sandbox. The headers are read from the BFF's
 * own answer: for the tab, Chromium replaces a PDF's policy with its viewer's.
 */
export async function expectSandboxedPdf(tab: Page, response: Response, url: string) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  const served = await tab.context().request.get(url);
  expect(served.status()).toBe(200);
  const headers = served.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  expect(headers['content-disposition']).toMatch(/^inline; filename=/);
}
