// Writes docs/api/openapi.json from the contract (`pnpm --filter @app/bff openapi`). A test
// fails when the checked-in file differs from what this produces.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { workspaceRoot } from '../src/env.ts';
import { renderOpenApiDocument } from '../src/features/api-docs/openapi.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };
const target = resolve(workspaceRoot, 'docs/api/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderOpenApiDocument(version));
console.log(`wrote ${target}`);
