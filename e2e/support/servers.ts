/** Where the e2e servers listen; shared by playwright.config.ts and the tests. */
export const PORT = Number(process.env.E2E_PORT ?? 4321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? 4399);
/** The chat webhook stub (support/webhook-stub.ts), which a test may also call to release a stream. */
export const STUB_URL = `http://127.0.0.1:${STUB_PORT}`;
export const STUB_BFF_PORT = PORT + 1;
export const STUB_BFF_URL = `http://127.0.0.1:${STUB_BFF_PORT}`;
/** The stand-in OpenAI-compatible provider the main BFF's agents answer through. */
export const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? STUB_PORT - 2);
export const PROVIDER_URL = `http://127.0.0.1:${PROVIDER_PORT}`;
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4398);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/** Who the local OpenID provider says signs in. */
export const SOCIAL_USER = {
  subject: 'social-user-1',
  email: 'sam.social@example.org',
  name: 'Sam Social',
};
/** Lifetime of the demo tools' access tokens in this run, short enough to watch one expire. */
export const TOOL_TOKEN_TTL_SECONDS = 8;
