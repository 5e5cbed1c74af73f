import type { IdentityProvider } from './identity.ts';
import { adminOperations } from './supabase/admin-operations.ts';
import { createSupabaseContext } from './supabase/context.ts';
import { emailChangeOperations } from './supabase/email-change.ts';
import { invitationOperations } from './supabase/invitations.ts';
import type { SupabaseIdentityOptions } from './supabase/options.ts';
import { passwordOperations } from './supabase/password.ts';
import { settingsOperations } from './supabase/settings.ts';
import { signUpOperations } from './supabase/sign-up.ts';
import { socialOperations } from './supabase/social-sign-in.ts';

export { createMemoryGrantStore, type GrantStore } from './supabase/grants.ts';
export type { SupabaseIdentityOptions } from './supabase/options.ts';

export type SupabaseIdentity = IdentityProvider;

/**
 * The identity provider of Supabase mode: GoTrue through supabase-js, on the server only
 * (supabase/gotrue-client.ts). Each group of operations has a file of its own in supabase/; what
 * they share (the clients, the grants kept for e-mailed links, the registrations waiting for their
 * code) is made once (supabase/context.ts).
 */
export function createSupabaseIdentity(options: SupabaseIdentityOptions): SupabaseIdentity {
  const context = createSupabaseContext(options);
  return {
    kind: 'supabase',
    ...settingsOperations(context),
    ...signUpOperations(context),
    ...passwordOperations(context),
    ...invitationOperations(context),
    ...emailChangeOperations(context),
    ...socialOperations(context),
    ...adminOperations(context),
  };
}
