import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createEmbeddedIdentity } from './embedded-identity.ts';
import { createDatabaseGrantStore } from './grant-store.ts';
import type { IdentityProvider } from './identity.ts';
import { createDatabaseWaitingCodes } from './waiting-codes.ts';

/** The identity adapter `IDENTITY` names, configured from the environment. */
export async function createIdentity(
  env: Env,
  db: Kysely<DB>,
  mailer: Mailer,
): Promise<IdentityProvider> {
  if (env.IDENTITY === 'supabase') {
    // Loaded only when chosen: embedded mode never pays for supabase-js at start.
    const { createSupabaseIdentity } = await import('./supabase-identity.ts');
    return createSupabaseIdentity({
      url: env.SUPABASE_URL!,
      anonKey: env.SUPABASE_ANON_KEY!,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
      ...(env.SUPABASE_SECRET_KEY && { secretKey: env.SUPABASE_SECRET_KEY }),
      otpLength: env.SUPABASE_OTP_LENGTH,
      otpExpirySeconds: env.SUPABASE_OTP_EXPIRY_SECONDS,
      publicOrigin: env.PUBLIC_ORIGIN,
      oauthProviders: env.SUPABASE_OAUTH_PROVIDERS,
      grants: createDatabaseGrantStore(db),
      emailsPerHour: env.SUPABASE_EMAILS_PER_HOUR,
      waitingCodes: createDatabaseWaitingCodes(db, { perHour: env.SUPABASE_EMAILS_PER_HOUR }),
      secret: env.SESSION_SECRET,
      timeoutMs: env.IDENTITY_TIMEOUT_MS,
    });
  }
  return createEmbeddedIdentity({
    db,
    mailer,
    publicOrigin: env.PUBLIC_ORIGIN,
    secret: env.SESSION_SECRET,
    oidc: env.OIDC_ISSUER
      ? {
          id: env.OIDC_PROVIDER_ID,
          name: env.OIDC_PROVIDER_NAME,
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
        }
      : undefined,
  });
}
