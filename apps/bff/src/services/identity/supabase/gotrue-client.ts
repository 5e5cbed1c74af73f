import { isIP } from 'node:net';
import { createClient, type SupportedStorage, type User } from '@supabase/supabase-js';
import { endUserAddress, IdentityError, IdentityUnavailable } from '../identity.ts';
import type { ProviderTokens } from './gotrue-answers.ts';
import {
  STORAGE_KEY,
  ADMIN_PAGE_SIZE,
  lower,
  type GrantPurpose,
  GoTrueSettings,
  failure,
  addressTakenMeanwhile,
  refused,
  gone,
  gotrueCode,
} from './gotrue-answers.ts';
import type { SupabaseIdentityOptions } from './options.ts';

/**
 * GoTrue, through supabase-js, on the server only. Every operation that involves a user's
 * session gets a client of its own, with a throwaway storage, so no signed-in state is ever
 * shared between requests. `persistSession` is on because auth-js ignores a `storage` otherwise
 * (it keeps a private one): "persisting" into a map that dies with the client is what lets the
 * PKCE verifier be read out and handed back. Every call has a time-out.
 */
export function createGoTrueClient(
  options: Pick<
    SupabaseIdentityOptions,
    'url' | 'anonKey' | 'serviceRoleKey' | 'secretKey' | 'fetch' | 'timeoutMs'
  >,
) {
  const { url, anonKey, serviceRoleKey } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const baseFetch = options.fetch ?? fetch;
  // supabase-js waits forever by default: every call to GoTrue gets a time-out.
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return baseFetch(input, { ...init, signal });
  };
  /**
   * Calls made for a person. With a secret key, GoTrue (IP address forwarding on) counts its
   * per-address limits on `Sb-Forwarded-For`; the address is the one the BFF itself believes
   * (`TRUST_PROXY`), never a header the client chose, and only a well-formed IP is sent.
   */
  const userFetch: typeof fetch = (input, init) => {
    const address = endUserAddress();
    if (!options.secretKey || !address || !isIP(address)) return timedFetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('sb-forwarded-for', address);
    return timedFetch(input, { ...init, headers });
  };

  function newClient(key: string, clientFetch: typeof fetch, seed: Record<string, string> = {}) {
    const items = new Map(Object.entries(seed));
    const storage: SupportedStorage = {
      getItem: async (name) => items.get(name) ?? null,
      setItem: async (name, value) => void items.set(name, value),
      removeItem: async (name) => void items.delete(name),
    };
    const client = createClient(url, key, {
      auth: {
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'pkce',
        storage,
        storageKey: STORAGE_KEY,
      },
      global: { fetch: clientFetch },
    });
    return { auth: client.auth, items };
  }
  const userClient = (seed?: Record<string, string>) =>
    newClient(options.secretKey ?? anonKey, userFetch, seed);
  let adminClient: ReturnType<typeof newClient> | undefined;
  /** Never signs in, so one is enough. */
  const admin = () => (adminClient ??= newClient(serviceRoleKey, timedFetch)).auth.admin;

  type Auth = ReturnType<typeof userClient>['auth'];

  /** Signs this client's session out of GoTrue (only this session: the user's others stay). */
  async function endSession(auth: Auth, operation: string) {
    const { error } = await auth.signOut({ scope: 'local' });
    if (error && !gone(error)) throw failure(operation, error);
  }

  /**
   * A client signed in with stored tokens; null when GoTrue no longer knows the session. An
   * expired access token is refreshed from the stored refresh token, every time: GoTrue answers
   * the parent of the live token with the live one, so the stored tokens keep working.
   */
  async function resume(tokens: ProviderTokens, operation: string) {
    const { auth } = userClient();
    const { access_token, refresh_token } = tokens;
    const { data, error } = await auth.setSession({ access_token, refresh_token });
    if (!error && data.user) return { auth, user: data.user };
    if (error && gone(error)) return null;
    throw failure(operation, error ?? 'GoTrue returned no user');
  }

  /**
   * Verifies a link. Null for the first link of a secure e-mail change: GoTrue answers
   * `{ msg: "Confirmation link accepted…" }`, spends the link and opens no session.
   */
  async function verifyLink(token: string, type: GrantPurpose | 'signup') {
    const { auth } = userClient();
    const { data, error } = await auth.verifyOtp({ token_hash: token, type });
    if (error) {
      if (refused(error) && gotrueCode(error) === 'user_banned')
        throw new IdentityError('account_banned');
      if (refused(error)) throw new IdentityError('invalid_link', 'Invalid or expired link');
      // The last link of an e-mail change whose new address another account took meanwhile: the
      // unique index refuses it and GoTrue answers 500 in these words (the change stays pending).
      if (type === 'email_change' && addressTakenMeanwhile(error))
        throw new IdentityError('email_taken');
      throw failure(`${type} link verification`, error);
    }
    if (data.session && data.user) return { auth, session: data.session, user: data.user };
    if (type === 'email_change') return null;
    throw failure(`${type} link verification`, 'GoTrue opened no session');
  }

  async function findUserByEmail(email: string): Promise<User | null> {
    for (let page = 1; ; page++) {
      const { data, error } = await admin().listUsers({ page, perPage: ADMIN_PAGE_SIZE });
      if (error) throw failure('user lookup', error);
      const found = data.users.find((user) => user.email && lower(user.email) === lower(email));
      if (found) return found;
      if (data.users.length < ADMIN_PAGE_SIZE) return null;
    }
  }

  /** GoTrue's public settings (the anon key only: the API gateway wants a key on everything). */
  async function readSettings(): Promise<GoTrueSettings> {
    let response: Response;
    try {
      response = await timedFetch(`${url}/auth/v1/settings`, {
        headers: { apikey: anonKey, 'x-supabase-api-version': '2024-01-01' },
      });
    } catch (error) {
      throw new IdentityUnavailable(`Supabase settings could not be read: ${String(error)}`, {
        cause: error,
      });
    }
    if (!response.ok)
      throw new IdentityUnavailable(`Supabase settings answered ${response.status}`);
    const settings = GoTrueSettings.safeParse(await response.json().catch(() => null));
    if (!settings.success)
      throw new Error(`Supabase settings unreadable: ${settings.error.message}`);
    return settings.data;
  }

  return { userClient, admin, endSession, resume, verifyLink, findUserByEmail, readSettings };
}

export type GoTrueClient = ReturnType<typeof createGoTrueClient>;
