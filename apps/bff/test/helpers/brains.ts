import { apiContract, type BrainDetail } from '@app/contracts';
import { expect } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './test-app.ts';

type Browser = ReturnType<TestApp['http']>;
const { brains } = apiContract;

export async function createBrain(
  browser: Browser,
  body: Record<string, unknown> = {},
): Promise<BrainDetail> {
  return expectContract(
    brains.createBrain,
    201,
    await browser.post('/api/brains').send({ name: 'Product handbook', type: 'shared', ...body }),
  );
}

/** Uploads files as the browser does: one multipart request, field `files`. */
export async function upload(
  browser: Browser,
  brainId: string,
  files: { name: string; bytes: Buffer }[],
) {
  let request = browser.post(`/api/brains/${brainId}/sources`);
  for (const file of files) request = request.attach('files', file.bytes, file.name);
  return request;
}

/**
 * Polls the brain until every source has settled (ready or error), as the detail page does;
 * `watch` sees the brain at each poll.
 */
export async function settled(
  browser: Browser,
  brainId: string,
  timeoutMs = 20_000,
  watch?: (brain: BrainDetail) => void,
) {
  let brain: BrainDetail | undefined;
  await expect
    .poll(
      async () => {
        brain = expectContract(brains.getBrain, 200, await browser.get(`/api/brains/${brainId}`));
        watch?.(brain);
        return brain.sources.every(
          (source) => source.status === 'ready' || source.status === 'error',
        );
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .toBe(true);
  return brain!;
}

/** A brain of the browser's own with one pasted source (refunds.txt), read and indexed. */
export async function readyBrain(browser: Browser, name: string, content: string) {
  const brain = await createBrain(browser, { name, type: 'personal' });
  expectContract(
    brains.pasteSource,
    201,
    await browser
      .post(`/api/brains/${brain.id}/sources/text`)
      .send({ name: 'refunds.txt', content }),
  );
  await settled(browser, brain.id);
  return brain.id;
}

/** A policy a brain holds, which agents are asked about. */
export const refundsText =
  'Refunds are paid within fourteen days of the return. A customer asks for a refund from the orders page, and the money goes back to the card used for the purchase.';
