import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The BFF's rooms are kept by lint (eslint.config.js, ADR 052): these imports must be refused, and
// the ordinary ones allowed. Each case lints a real file's path with the import as its text.
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, specifier: string) {
  const [result] = await eslint.lintText(
    `import * as imported from '${specifier}';\nexport const used = imported;\n`,
    { filePath: resolve(import.meta.dirname, file) },
  );
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the BFF’s lint zones', { timeout: 120_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'features/agents/agents.module.ts',
      '../brains/brains-queries.ts',
      'A feature never imports another feature',
    ],
    [
      'a feature’s subfolder importing another feature',
      'features/brains/search/index.ts',
      '../../teams/teams-access.ts',
      'A feature never imports another feature',
    ],
    [
      'a test beside a feature importing another feature',
      'features/invitations/invitations.integration.test.ts',
      '../teams/teams-queries.ts',
      'A feature never imports another feature',
    ],
    [
      'a service importing a feature',
      'services/accounts/accounts.ts',
      '../../features/brains/brains-access.ts',
      'never import a feature',
    ],
    [
      'a plugin importing a feature',
      'plugins/guards.ts',
      '../features/auth/auth-answers.ts',
      'never import a feature',
    ],
    [
      'a service importing a plugin',
      'services/sessions/csrf.ts',
      '../../plugins/guards.ts',
      'Services never import plugins',
    ],
    [
      'the database layer importing a service',
      'db/schema.ts',
      '../services/events/event-bus.ts',
      'db/ and lib/ are the bottom',
    ],
    [
      'a feature importing the composition root',
      'features/brains/brains.module.ts',
      '../../app.ts',
      'Only the composition root',
    ],
  ])('refuses %s', async (_case, file, specifier, words) => {
    const found = await refusals(file, specifier);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(words);
  });

  it('lets a feature import its own files, services, plugins, db/ and lib/', async () => {
    for (const specifier of [
      './agents-access.ts',
      '../../services/events/event-bus.ts',
      '../../plugins/guards.ts',
      '../../db/schema.ts',
      '../../lib/wait.ts',
    ])
      expect(await refusals('features/agents/agents.module.ts', specifier)).toEqual([]);
  });
});
