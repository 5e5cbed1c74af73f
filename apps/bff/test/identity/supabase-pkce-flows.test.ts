import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as SupabaseJs from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryGrantStore,
  createSupabaseIdentity,
} from '../../src/services/identity/supabase-identity.ts';
import { createFakeGoTrue } from './gotrue/fake-gotrue.ts';

/**
 * Social sign-in's PKCE verifier, as auth-js keeps it (finding 7). auth-js 2.119 stores one
 * verifier per flow (`<storageKey>-flow-<flowId>-code-verifier`) and, for a deprecation window
 * only, mirrors the newest one under the fixed `<storageKey>-code-verifier`. Here every client the
 * adapter makes behaves as auth-js will after that window: the fixed key is neither written nor
 * read. The adapter must not need it.
 */
const writes: { name: string; value: string }[] = [];
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  const real = await importOriginal<typeof SupabaseJs>();
  const createClient: typeof real.createClient = (url, key, options) => {
    const storage = options?.auth?.storage;
    const legacy = `${options?.auth?.storageKey}-code-verifier`;
    return real.createClient(url, key, {
      ...options,
      auth: {
        ...options?.auth,
        ...(storage && {
          storage: {
            getItem: (name) => (name === legacy ? null : storage.getItem(name)),
            setItem: (name, value) => {
              if (name === legacy) return;
              writes.push({ name, value });
              return storage.setItem(name, value);
            },
            removeItem: (name) => storage.removeItem(name),
          },
        }),
      },
    });
  };
  return { ...real, createClient };
});

afterEach(() => {
  writes.length = 0;
});

function installedAuthJs() {
  const fromSupabase = createRequire(
    createRequire(import.meta.url).resolve('@supabase/supabase-js'),
  );
  const file = fromSupabase.resolve('@supabase/auth-js/package.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string };
}

describe('social sign-in with auth-js’s per-flow PKCE verifiers', () => {
  it('is pinned to the auth-js it was checked against (read its storage keys again on upgrade)', () => {
    expect(installedAuthJs().version).toBe('2.119.1');
  });

  it('keeps the verifier auth-js stored for this flow, and exchanges the code with it', async () => {
    const gotrue = createFakeGoTrue({ providers: ['google'] });
    const identity = createSupabaseIdentity({
      url: gotrue.url,
      anonKey: gotrue.anonKey,
      serviceRoleKey: gotrue.serviceRoleKey,
      publicOrigin: 'https://app.example.com',
      oauthProviders: ['google'],
      grants: createMemoryGrantStore(),
      fetch: gotrue.fetch,
    });
    const redirectUri = 'https://app.example.com/oauth/callback/google';
    const started = await identity.startOAuth('google', redirectUri);
    const flowId = started.secret.flowId;
    expect(flowId).toMatch(/^[a-zA-Z0-9_-]{8,64}$/);
    expect(writes).toContainEqual({
      name: `sb-bff-auth-flow-${flowId}-code-verifier`,
      value: JSON.stringify(started.secret.codeVerifier),
    });

    const response = await gotrue.fetch(started.url, { redirect: 'manual' });
    const back = new URL(response.headers.get('location') ?? '');
    const signedIn = await identity.completeOAuth('google', {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      redirectUri,
      secret: started.secret,
    });
    expect(signedIn.user.email).toMatch(/@/);
    expect(gotrue.unexpected).toEqual([]);
  });
});
