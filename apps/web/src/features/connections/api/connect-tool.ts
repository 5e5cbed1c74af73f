import type { AgentToolId, ConnectStarted, Language } from '@app/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import {
  saveOAuthState,
  StateStorageUnavailableError,
  type StateStorage,
} from '../lib/oauth-state';

export interface ConnectToolVariables {
  tool: AgentToolId;
  lang: Language;
}

export interface ConnectToolDeps {
  /** Where the state pair is kept; session storage by default. */
  storage?: StateStorage | null;
  /** Leaves for the consent page; `window.location.assign` by default. */
  redirect?: (url: string) => void;
  now?: () => number;
}

/** Only a web address may be followed: never a `javascript:` or other scheme. */
function consentUrl(authUrl: string): string {
  const url = new URL(authUrl, globalThis.location?.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Refusing to follow a ${url.protocol} consent URL`);
  return url.toString();
}

/**
 * Connect (or reconnect) a tool: the BFF answers the consent URL and a single-use state; the
 * state is kept with its timestamp for this tool (spec §3) before the browser leaves. If it cannot
 * be kept, the browser stays: the way back would be refused anyway.
 */
export const connectToolMutationOptions = ({
  storage,
  redirect = (url) => window.location.assign(url),
  now = Date.now,
}: ConnectToolDeps = {}) =>
  mutationOptions({
    mutationKey: ['connections', 'connect'],
    mutationFn: async ({ tool, lang }: ConnectToolVariables): Promise<ConnectStarted> => {
      const res = await api.connections.connectTool({ params: { tool }, body: { lang } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      const url = consentUrl(res.body.authUrl);
      if (!saveOAuthState(tool, res.body.state, storage, now()))
        throw new StateStorageUnavailableError();
      redirect(url);
      return res.body;
    },
  });

export function useConnectTool() {
  return useMutation(connectToolMutationOptions());
}
