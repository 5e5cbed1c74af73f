// Writes docs/environment-variables.md from the BFF's configuration schema (`pnpm --filter
// @app/bff env:docs`). A test fails when the checked-in file differs from what this produces.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderEnvDocs } from '../src/env-docs.ts';
import { workspaceRoot } from '../src/env.ts';

const target = resolve(workspaceRoot, 'docs/environment-variables.md');
writeFileSync(target, renderEnvDocs());
console.log(`wrote ${target}`);
