import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { renderEnvDocs } from './env-docs.ts';
import { EnvSchema, workspaceRoot } from './env.ts';

it('documents every environment variable, and the checked-in page is current', () => {
  const docs = renderEnvDocs();
  for (const name of Object.keys(EnvSchema.shape)) expect(docs).toContain(`| \`${name}\` |`);
  const checkedIn = readFileSync(resolve(workspaceRoot, 'docs/environment-variables.md'), 'utf8');
  expect(checkedIn, 'run `pnpm --filter @app/bff env:docs`').toBe(docs);
});
