import type { WaitingCodes } from '../waiting-codes.ts';
import type { GrantStore } from './grants.ts';

export interface SupabaseIdentityOptions {
  /** The project URL, e.g. https://<ref>.supabase.co */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where the e-mailed links lead: the SPA's /confirm, /reset-password, /invite, /email-change. */
  publicOrigin: string;
  /** Social providers enabled in the project, e.g. ['google', 'github']. */
  oauthProviders: string[];
  grants: GrantStore;
  fetch?: typeof fetch;
  /** How long one call to GoTrue may take before it counts as unavailable (default 5 s). */
  timeoutMs?: number;
  /**
   * A secret API key (`sb_secret_…`). With it, calls made for a person use it and carry that
   * person's address in `Sb-Forwarded-For`, so GoTrue's per-address limits count people (the
   * project must have IP address forwarding on). Without it, the anon key, and no address.
   */
  secretKey?: string;
  /** The project's `MAILER_OTP_LENGTH`: digits of an e-mailed code (6). GoTrue does not tell it. */
  otpLength?: number;
  /** The project's `MAILER_OTP_EXP`: seconds a code or link lives (3600). GoTrue does not tell it. */
  otpExpirySeconds?: number;
  /** How long a readiness answer is remembered (5 s). */
  readinessCacheMs?: number;
  /**
   * The project's `RATE_LIMIT_EMAIL_SENT`: e-mails it sends an hour (30 with custom SMTP). GoTrue
   * does not tell it; it dates the codes that wait for the next hour.
   */
  emailsPerHour?: number;
  /** Sign-up codes the hourly cap held back, until a job sends them (in memory by default). */
  waitingCodes?: WaitingCodes;
  /**
   * Keys the passwords of registrations waiting for their code, kept sealed until the code is used
   * (ADR 047). Defaults to the service-role key, as secret as it.
   */
  secret?: string;
}
