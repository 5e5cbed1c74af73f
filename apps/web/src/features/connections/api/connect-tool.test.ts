import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type * as ApiClient from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthStateKey, StateStorageUnavailableError, type StateStorage } from '../lib/oauth-state';
import { connectToolMutationOptions, type ConnectToolDeps } from './connect-tool';

const connectTool = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { connections: { connectTool } },
}));

const STATE = 'f3a1c2d4e5b6a7980f1e2d3c4b5a6978';
const AUTH_URL = `https://app.example/oauth-provider/notion/authorize?state=${STATE}`;
const now = Date.parse('2026-03-10T12:00:00Z');

let storage: StateStorage & { data: Map<string, string> };
let queryClient: QueryClient;
beforeEach(() => {
  const data = new Map<string, string>();
  storage = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
  vi.resetAllMocks();
});

const connect = (deps: ConnectToolDeps) =>
  new MutationObserver(queryClient, connectToolMutationOptions(deps)).mutate({
    tool: 'notion',
    lang: 'fr',
  });

describe('connecting a tool', () => {
  it('stores the state pair for the tool, then leaves for the consent page', async () => {
    connectTool.mockResolvedValue({ status: 200, body: { authUrl: AUTH_URL, state: STATE } });
    const redirect = vi.fn((url: string) => {
      // Already stored when the browser leaves.
      expect(JSON.parse(storage.data.get(oauthStateKey('notion'))!)).toEqual({
        state: STATE,
        createdAt: now,
      });
      return url;
    });
    await connect({ storage, redirect, now: () => now });

    expect(connectTool).toHaveBeenCalledWith({ params: { tool: 'notion' }, body: { lang: 'fr' } });
    expect(redirect).toHaveBeenCalledWith(AUTH_URL);
  });

  it('stays when the state cannot be stored', async () => {
    connectTool.mockResolvedValue({ status: 200, body: { authUrl: AUTH_URL, state: STATE } });
    const redirect = vi.fn();
    await expect(connect({ storage: null, redirect })).rejects.toBeInstanceOf(
      StateStorageUnavailableError,
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never follows anything but a web address', async () => {
    connectTool.mockResolvedValue({
      status: 200,
      body: { authUrl: 'javascript:alert(1)', state: STATE },
    });
    const redirect = vi.fn();
    await expect(connect({ storage, redirect })).rejects.toThrow('javascript:');
    expect(redirect).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('reports the server’s error', async () => {
    connectTool.mockResolvedValue({ status: 502, body: { error: "Erreur d'autorisation" } });
    const redirect = vi.fn();
    const failure = connect({ storage, redirect });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow("Erreur d'autorisation");
    expect(redirect).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });
});
