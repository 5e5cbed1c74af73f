import type { AccountSettings } from '@app/contracts';
import type { IdentityProvider } from '../identity.ts';
import type { SupabaseContext } from './context.ts';

/**
 * What the product reads of the project: the code and link lifetimes, whether GoTrue answers, and
 * how it is configured.
 */
export function settingsOperations(
  context: SupabaseContext,
): Pick<IdentityProvider, 'accountSettings' | 'checkReady' | 'checkConfiguration'> {
  const {
    readSettings,
    otpLength,
    otpExpirySeconds,
    readinessCacheMs,
    oauthProviders,
    disableProviders,
  } = context;
  let readiness: { ok: boolean; at: number } | undefined;
  return {
    accountSettings(): AccountSettings {
      // GoTrue has one lifetime for every e-mailed code and link, and tells neither it nor the
      // code length: both come from the configuration (SUPABASE_OTP_*).
      return {
        codeLength: otpLength,
        codeValidSeconds: otpExpirySeconds,
        resetLinkValidSeconds: otpExpirySeconds,
        invitationValidSeconds: otpExpirySeconds,
      };
    },

    async checkReady() {
      if (readiness && Date.now() - readiness.at < readinessCacheMs) return readiness.ok;
      const ok = await readSettings().then(
        () => true,
        () => false,
      );
      readiness = { ok, at: Date.now() };
      return ok;
    },

    async checkConfiguration() {
      const settings = await readSettings();
      readiness = { ok: true, at: Date.now() };
      const warnings: string[] = [];
      if (settings.mailer_autoconfirm)
        warnings.push(
          'Supabase confirms sign-ups by itself (mailer_autoconfirm): no code is e-mailed and sign-ups fail; turn "Confirm email" on.',
        );
      if (settings.external.email === false)
        warnings.push(
          'Supabase has e-mail sign-in off (external.email): sign-ups and sign-ins fail.',
        );
      if (settings.disable_signup)
        warnings.push('Supabase refuses new sign-ups (disable_signup): registrations fail.');
      const disabled = disableProviders(
        oauthProviders.filter((id) => settings.external[id] !== true),
      );
      for (const id of disabled)
        warnings.push(
          `SUPABASE_OAUTH_PROVIDERS names ${id}, which the project does not enable: it is not offered.`,
        );
      return warnings;
    },
  };
}
