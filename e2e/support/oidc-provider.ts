import { Events, OAuth2Server } from 'oauth2-mock-server';
import { OIDC_ISSUER, OIDC_PORT, SOCIAL_USER } from './servers.ts';

/**
 * A local OpenID Connect provider for social sign-in: it signs real tokens with its own keys and
 * redirects straight back as a consenting user.
 */
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on(Events.BeforeTokenSigning, (token) => {
  Object.assign(token.payload, {
    sub: SOCIAL_USER.subject,
    email: SOCIAL_USER.email,
    email_verified: true,
    name: SOCIAL_USER.name,
  });
});
await server.start(OIDC_PORT, '127.0.0.1');
// It names itself after `localhost`; the BFF is configured with the address it listens on.
server.issuer.url = OIDC_ISSUER;
console.log(`OpenID provider on ${server.issuer.url}`);
