import { expect, it, vi } from 'vitest';

it('makes zod parse without compiling, so it never tries `new Function` under our CSP', async () => {
  vi.resetModules();
  await import('./zod-jitless');
  const { config, util } = await import('zod/v4/core');
  const { z } = await import('zod');
  expect(config().jitless).toBe(true);
  expect(util.allowsEval.value).toBe(false);
  expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
});
