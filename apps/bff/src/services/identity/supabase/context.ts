import type { Provider } from '@supabase/supabase-js';
import { IdentityError } from '../identity.ts';
import { createMemoryWaitingCodes } from '../waiting-codes.ts';
import { displayName } from './gotrue-answers.ts';
import { createGoTrueClient } from './gotrue-client.ts';
import { createLinkGrants } from './link-grants.ts';
import type { SupabaseIdentityOptions } from './options.ts';
import { createRegistrations } from './registrations.ts';

/** What every group of the Supabase adapter's operations works with, made once. */
export function createSupabaseContext(options: SupabaseIdentityOptions) {
  const { publicOrigin, grants } = options;
  const otpLength = options.otpLength ?? 6;
  const otpExpirySeconds = options.otpExpirySeconds ?? 3600;
  const readinessCacheMs = options.readinessCacheMs ?? 5000;
  const emailsPerHour = options.emailsPerHour ?? 30;
  const waiting = options.waitingCodes ?? createMemoryWaitingCodes({ perHour: emailsPerHour });
  const gotrue = createGoTrueClient(options);
  const links = createLinkGrants(gotrue, grants);
  const registrations = createRegistrations(gotrue, {
    grants,
    waiting,
    secret: options.secret ?? options.serviceRoleKey,
    otpExpirySeconds,
    publicOrigin,
  });
  /** Providers GoTrue's `/settings` said are off, once it was read: their buttons would fail. */
  let disabledProviders = new Set<string>();

  function offeredProvider(provider: string): Provider {
    if (!offered().some(({ id }) => id === provider))
      throw new IdentityError('unknown_provider', 'Unknown provider');
    return provider as Provider;
  }
  const offered = () =>
    options.oauthProviders
      .filter((id) => !disabledProviders.has(id))
      .map((id) => ({ id, name: displayName(id) }));

  return {
    ...gotrue,
    ...links,
    ...registrations,
    publicOrigin,
    otpLength,
    otpExpirySeconds,
    readinessCacheMs,
    emailsPerHour,
    waiting,
    oauthProviders: options.oauthProviders,
    offered,
    offeredProvider,
    /** What GoTrue's settings said of the providers configured: the ones off are not offered. */
    disableProviders(ids: Iterable<string>) {
      disabledProviders = new Set(ids);
      return disabledProviders;
    },
  };
}

export type SupabaseContext = ReturnType<typeof createSupabaseContext>;
