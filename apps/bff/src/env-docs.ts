import { z } from 'zod';
import { EnvSchema, workspaceRoot } from './env.ts';

/** The configuration table, generated from the schema so it cannot drift from the code. */
export function renderEnvDocs(): string {
  const rows = Object.entries(EnvSchema.shape).map(([name, schema]) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      default?: unknown;
      description?: string;
    };
    let fallback =
      json.default === undefined
        ? '—'
        : json.default === ''
          ? '(empty)'
          : `\`${String(json.default)}\``;
    if (typeof json.default === 'string' && json.default.startsWith(workspaceRoot)) {
      fallback = `\`${json.default.slice(workspaceRoot.length + 1)}\` (in the repository)`;
    }
    return `| \`${name}\` | ${fallback} | ${schema.description ?? ''} |`;
  });
  return [
    '# Environment variables of the BFF',
    '',
    'Generated from `apps/bff/src/env.ts` by `pnpm --filter @app/bff env:docs`; do not edit by hand.',
    'Every variable is optional: with none set, the BFF runs the embedded stack on port 3000.',
    'A bad value stops start-up with one line naming the variable.',
    '',
    '| Variable | Default | Description |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
