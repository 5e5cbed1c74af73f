import { beforeEach, describe, expect, it } from 'vitest';
import {
  OAUTH_STATE_TTL_MS,
  oauthStateKey,
  readOAuthState,
  saveOAuthState,
  takeOAuthState,
  type StateStorage,
} from './oauth-state';

/** An in-memory stand-in for session storage. */
function memoryStorage(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const t0 = Date.parse('2026-03-10T12:00:00Z');
const STATE = 'b6d1f0c2e4a84c5f9e3a7d2b1c0f9e8d';
let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
});

describe('the OAuth state pair', () => {
  it('is stored per tool with its timestamp', () => {
    expect(saveOAuthState('notion', STATE, storage, t0)).toBe(true);
    expect(JSON.parse(storage.data.get('oauth-state:notion')!)).toEqual({
      state: STATE,
      createdAt: t0,
    });
    expect(readOAuthState('notion', storage)).toEqual({ state: STATE, createdAt: t0 });
    expect(readOAuthState('slack', storage)).toBeNull();
  });

  it('accepts the same state within 10 minutes', () => {
    saveOAuthState('notion', STATE, storage, t0);
    expect(takeOAuthState('notion', STATE, storage, t0 + OAUTH_STATE_TTL_MS - 1)).toEqual({
      ok: true,
    });
  });

  it('refuses it after 10 minutes', () => {
    saveOAuthState('notion', STATE, storage, t0);
    expect(takeOAuthState('notion', STATE, storage, t0 + OAUTH_STATE_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses one dated in the future', () => {
    saveOAuthState('notion', STATE, storage, t0 + 60_000);
    expect(takeOAuthState('notion', STATE, storage, t0)).toMatchObject({ reason: 'expired' });
  });

  it('is single use, even when the check fails', () => {
    saveOAuthState('notion', STATE, storage, t0);
    expect(takeOAuthState('notion', STATE, storage, t0 + 1000).ok).toBe(true);
    expect(storage.data.has(oauthStateKey('notion'))).toBe(false);
    expect(takeOAuthState('notion', STATE, storage, t0 + 2000)).toEqual({
      ok: false,
      reason: 'missing',
    });

    saveOAuthState('notion', STATE, storage, t0);
    expect(takeOAuthState('notion', 'someone-elses-state-000000', storage, t0)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(takeOAuthState('notion', STATE, storage, t0)).toMatchObject({ reason: 'missing' });
  });

  it('belongs to one tool: another tool’s state is not accepted, nor touched', () => {
    saveOAuthState('notion', STATE, storage, t0);
    saveOAuthState('slack', 'slack-state-0000000000000000', storage, t0);
    expect(takeOAuthState('github', STATE, storage, t0)).toMatchObject({ reason: 'missing' });
    expect(takeOAuthState('slack', STATE, storage, t0)).toMatchObject({ reason: 'mismatch' });
    expect(takeOAuthState('notion', STATE, storage, t0).ok).toBe(true);
  });

  it('a new attempt replaces the previous one for the tool', () => {
    saveOAuthState('notion', 'first-state-00000000000000000', storage, t0);
    saveOAuthState('notion', STATE, storage, t0 + 1000);
    expect(takeOAuthState('notion', 'first-state-00000000000000000', storage, t0 + 2000).ok).toBe(
      false,
    );
  });

  it('refuses a missing returned state and anything malformed in storage', () => {
    saveOAuthState('notion', STATE, storage, t0);
    expect(takeOAuthState('notion', null, storage, t0)).toMatchObject({ reason: 'missing' });
    for (const bad of ['not json', '{"state":1,"createdAt":1}', '{"state":"x"}', 'null']) {
      storage.data.set(oauthStateKey('notion'), bad);
      expect(takeOAuthState('notion', 'x', storage, t0)).toMatchObject({ reason: 'missing' });
    }
  });

  it('reports storage that cannot be used', () => {
    expect(saveOAuthState('notion', STATE, null, t0)).toBe(false);
    const full: StateStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(saveOAuthState('notion', STATE, full, t0)).toBe(false);
    expect(takeOAuthState('notion', STATE, null, t0)).toMatchObject({ reason: 'missing' });
  });
});
