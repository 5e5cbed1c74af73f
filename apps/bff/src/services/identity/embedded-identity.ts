import { CODE_LENGTH } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { adminOperations } from './embedded/admin-operations.ts';
import { CODE_TTL_MINUTES, createAccountStore, INVITE_TTL_DAYS } from './embedded/account-store.ts';
import { emailChangeOperations } from './embedded/email-change.ts';
import { invitationOperations } from './embedded/invitations.ts';
import { passwordOperations } from './embedded/password.ts';
import { signUpOperations } from './embedded/sign-up.ts';
import { type OidcSettings, socialOperations } from './embedded/social-sign-in.ts';
import type { IdentityProvider } from './identity.ts';

export { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, INVITE_TTL_DAYS } from './embedded/account-store.ts';
export type { OidcSettings } from './embedded/social-sign-in.ts';

export interface EmbeddedIdentityOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  publicOrigin: string;
  /** Keys the one-time-code hashes: a copy of the table alone cannot be brute-forced offline. */
  secret: string;
  oidc?: OidcSettings | undefined;
}

/** The identity provider of embedded mode: accounts in our own tables, e-mails through the mailer. */
export function createEmbeddedIdentity(options: EmbeddedIdentityOptions): IdentityProvider {
  const store = createAccountStore(options);
  return {
    kind: 'embedded',

    accountSettings() {
      return {
        codeLength: CODE_LENGTH,
        codeValidSeconds: CODE_TTL_MINUTES * 60,
        resetLinkValidSeconds: CODE_TTL_MINUTES * 60,
        invitationValidSeconds: INVITE_TTL_DAYS * 86_400,
      };
    },

    // Its tables live in the BFF's own database, which readiness checks on its own.
    async checkReady() {
      return true;
    },

    async checkConfiguration() {
      return [];
    },

    ...signUpOperations(store),
    ...passwordOperations(store),
    ...invitationOperations(store),
    ...emailChangeOperations(store),
    ...socialOperations(store, options.oidc),
    ...adminOperations(store),
  };
}
