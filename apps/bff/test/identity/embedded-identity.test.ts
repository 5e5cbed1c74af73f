import { Events, OAuth2Server } from 'oauth2-mock-server';
import { createEmbeddedIdentity } from '../../src/services/identity/embedded-identity.ts';
import { createDevMailbox } from '../../src/services/mail/mailer.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { runIdentitySuite } from './identity-suite.ts';

const publicOrigin = 'http://localhost:3000';
/** Where each kind of link leads in the e-mails of the embedded adapter. */
const linkPaths = {
  signup: '/confirm',
  recovery: '/reset-password',
  invite: '/invite',
  email_change: '/email-change',
} as const;

runIdentitySuite('embedded', async () => {
  const database = await openTestDatabase();
  const mailbox = createDevMailbox(database.db);
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  let signIns = 0;
  // Each sign-in at the provider is a different person with a verified address.
  provider.service.on(Events.BeforeTokenSigning, (token) => {
    signIns += 1;
    Object.assign(token.payload, {
      sub: `social-${signIns}-${Date.now()}`,
      email: `social.${signIns}.${Date.now()}@example.com`,
      email_verified: true,
      name: 'Social Person',
    });
  });

  const identity = createEmbeddedIdentity({
    db: database.db,
    mailer: mailbox,
    publicOrigin,
    secret: 'test-secret-for-one-time-code-hashes',
    oidc: {
      id: 'google',
      name: 'Google',
      issuer: provider.issuer.url!,
      clientId: 'agentia-test',
      clientSecret: 'test-secret',
    },
  });

  const texts = async (email: string) => (await mailbox.list(email)).map((mail) => mail.text);
  async function readLinkToken(email: string, purpose: keyof typeof linkPaths) {
    const pattern = new RegExp(`${linkPaths[purpose]}\\?token=([A-Za-z0-9_-]+)`);
    for (const text of await texts(email)) {
      const token = pattern.exec(text)?.[1];
      if (token) return token;
    }
    throw new Error(`no ${purpose} link was e-mailed to ${email}`);
  }
  return {
    identity,
    async readCode(email) {
      for (const text of await texts(email)) {
        const code = /\b(\d{6})\b/.exec(text)?.[1];
        if (code) return code;
      }
      throw new Error(`no code was e-mailed to ${email}`);
    },
    readLinkToken,
    async emailChangeLinks(_current, next) {
      // One link, to the new address: the old one is told nothing it must act on.
      return [await readLinkToken(next, 'email_change')];
    },
    countMessages: async (email) => (await mailbox.list(email)).length,
    // No minimum interval: the BFF's own resend cooldown is the only one.
    async passMinimumInterval() {},
    async authorize(url) {
      const response = await fetch(url, { redirect: 'manual' });
      const back = new URL(response.headers.get('location') ?? '');
      const code = back.searchParams.get('code') ?? '';
      const state = back.searchParams.get('state') ?? '';
      back.searchParams.delete('code');
      back.searchParams.delete('state');
      return { code, state, redirectUri: back.href };
    },
    async close() {
      await provider.stop();
      await database.close();
    },
  };
});
