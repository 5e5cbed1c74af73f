import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConsent,
  authorizeAndConsent,
  openConsent,
  pkcePair,
  postForm,
  startServer,
  useAtTool,
  type TestServer,
} from './helpers.ts';

// The local provider as any OAuth client sees it: these tests play the client by hand, with their
// own PKCE verifier, against the endpoints under /oauth-provider/.

const TOOL_TTL_SECONDS = 900;
const CLIENT_ID = 'agent-auth';

let t: TestServer;
let redirectUri = '';
beforeAll(async () => {
  t = await startServer({ toolAccessTokenTtlSeconds: TOOL_TTL_SECONDS });
  redirectUri = `${t.baseUrl}/oauth-provider/done`;
});
afterAll(() => t.close());

function authorizeUrl(tool: string, params: Record<string, string | undefined> = {}) {
  const url = new URL(`${t.baseUrl}/oauth-provider/${tool}/authorize`);
  const all: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    state: 'client-state-123',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [name, value] of Object.entries(all))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** Consent to a request made by hand: the code, and the verifier that goes with it. */
async function codeFor(tool: string, params: Record<string, string> = {}) {
  const { verifier, challenge } = pkcePair();
  const url = authorizeUrl(tool, { code_challenge: challenge, ...params });
  const { requestId } = await openConsent(url);
  const { location } = await answerConsent(url, requestId!, 'allow');
  return { code: location!.searchParams.get('code')!, verifier };
}

const tokenUrl = (tool: string) => `${t.baseUrl}/oauth-provider/${tool}/token`;

function exchange(
  tool: string,
  code: string,
  verifier: string,
  change: Record<string, string> = {},
) {
  return postForm(tokenUrl(tool), {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: CLIENT_ID,
    code_verifier: verifier,
    ...change,
  });
}

function refresh(tool: string, refreshToken: string) {
  return postForm(tokenUrl(tool), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
  });
}

async function tokensFor(tool: string) {
  const { code, verifier } = await codeFor(tool);
  const answer = await exchange(tool, code, verifier);
  expect(answer.status).toBe(200);
  return answer.body as { access_token: string; refresh_token: string; scope: string };
}

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe('the consent page', () => {
  it('names the tool, the app asking and the scopes, with Allow and Deny buttons', async () => {
    const { response, html } = await openConsent(authorizeUrl('github'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Agentia wants to access your GitHub account</h1>');
    expect(h1Count(html)).toBe(1);
    for (const scope of ['repo', 'read:user', 'read:org'])
      expect(html).toContain(`<code>${scope}</code>`);
    expect(html).toContain('Full control of your private repositories');
    expect(html).toMatch(
      /<button type="submit" name="decision" value="allow"[^>]*>Allow<\/button>/,
    );
    expect(html).toMatch(/<button type="submit" name="decision" value="deny"[^>]*>Deny<\/button>/);
  });

  it('is fit for a phone and carries no script, no outside asset and no frame', async () => {
    const { response, html } = await openConsent(authorizeUrl('slack'));
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\son\w+=/i);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('speaks French with ?lang=fr', async () => {
    const { html } = await openConsent(`${authorizeUrl('notion')}&lang=fr`);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Agentia souhaite accéder à votre compte Notion</h1>');
    expect(html).toContain('>Autoriser</button>');
    expect(html).toContain('>Refuser</button>');
    expect(html).toContain('Lire les pages et bases de données que vous partagez');
  });

  it('speaks the browser’s preferred language, French or English', async () => {
    const french = await openConsent(authorizeUrl('hubspot'), {
      'accept-language': 'de-DE, fr-CA;q=0.8, en;q=0.5',
    });
    expect(french.html).toContain('<html lang="fr">');
    expect(french.response.headers.get('vary')).toContain('Accept-Language');
    const english = await openConsent(authorizeUrl('hubspot'), {
      'accept-language': 'fr;q=0.4, en-GB',
    });
    expect(english.html).toContain('<html lang="en">');
    const fallback = await openConsent(authorizeUrl('hubspot'), { 'accept-language': 'de' });
    expect(fallback.html).toContain('<html lang="en">');
  });

  it('lists only the scopes asked for', async () => {
    const { html } = await openConsent(authorizeUrl('slack', { scope: 'channels:read' }));
    expect(html).toContain('<code>channels:read</code>');
    expect(html).not.toContain('chat:write');
  });

  it('answers each request once', async () => {
    const url = authorizeUrl('github');
    const { requestId } = await openConsent(url);
    expect((await answerConsent(url, requestId!, 'allow')).response.status).toBe(303);

    const again = await answerConsent(url, requestId!, 'allow');
    expect(again.response.status).toBe(400);
    expect(again.location).toBeNull();
    expect(await again.response.text()).toContain('expired or was already answered');
  });

  it('refuses an answer to a request it never made, or made for another tool', async () => {
    const unknown = await answerConsent(authorizeUrl('github'), 'made-up-request-id', 'allow');
    expect(unknown.response.status).toBe(400);
    expect(unknown.location).toBeNull();

    const { requestId } = await openConsent(authorizeUrl('github'));
    const elsewhere = await answerConsent(authorizeUrl('slack'), requestId!, 'allow');
    expect(elsewhere.response.status).toBe(400);
  });

  it('refuses an answer after 10 minutes', async () => {
    const url = authorizeUrl('notion');
    const { requestId } = await openConsent(url);
    t.advance(10 * 60_000 + 1000);
    expect((await answerConsent(url, requestId!, 'allow')).response.status).toBe(400);
  });
});

describe('the authorization endpoint', () => {
  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['no client', { client_id: undefined }],
    ['a redirect URI the client has not registered', { redirect_uri: 'https://evil.example/cb' }],
  ])('shows an error and redirects nowhere for %s', async (_case, params) => {
    const { response, html } = await openConsent(authorizeUrl('github', params));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(h1Count(html)).toBe(1);
    expect(html).toContain('This authorization request cannot be completed');
  });

  it.each([
    ['no PKCE challenge', { code_challenge: undefined }, 'invalid_request'],
    ['a plain PKCE challenge', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a challenge that is not S256', { code_challenge: 'short' }, 'invalid_request'],
    ['a scope the tool does not have', { scope: 'repo admin:org' }, 'invalid_scope'],
    ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
  ])('sends the client an error, with its state, for %s', async (_case, params, error) => {
    const { response } = await openConsent(authorizeUrl('github', params));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('client-state-123');
  });

  it('answers 404 for an unknown tool', async () => {
    const { response, html } = await openConsent(authorizeUrl('dropbox'));
    expect(response.status).toBe(404);
    expect(html).toContain('There is no such tool on this server.');
  });
});

describe('the token endpoint', () => {
  it('gives short-lived access and refresh tokens for a code and its PKCE verifier', async () => {
    const { code, verifier } = await codeFor('github', { scope: 'repo read:user' });
    const answer = await exchange('github', code, verifier);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^at_/),
      token_type: 'Bearer',
      expires_in: TOOL_TTL_SECONDS,
      refresh_token: expect.stringMatching(/^rt_/),
      refresh_token_expires_in: 30 * 24 * 3600,
      scope: 'repo read:user',
    });
    const access = answer.body!.access_token as string;
    expect(await useAtTool(t, 'github', access)).toEqual({
      status: 200,
      body: { tool: 'github', scopes: ['repo', 'read:user'] },
    });
    expect((await useAtTool(t, 'slack', access)).status).toBe(401);
  });

  it('refuses a verifier that does not match the challenge, and the code is spent', async () => {
    const { code, verifier } = await codeFor('notion');
    const wrong = await exchange('notion', code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge',
    });
    expect((await exchange('notion', code, verifier)).body).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a code for another redirect URI, client or tool', async () => {
    const a = await codeFor('slack');
    expect(
      (await exchange('slack', a.code, a.verifier, { redirect_uri: `${t.baseUrl}/elsewhere` }))
        .body,
    ).toMatchObject({ error: 'invalid_grant' });

    const b = await codeFor('slack');
    const otherClient = await exchange('slack', b.code, b.verifier, { client_id: 'someone' });
    expect(otherClient.status).toBe(401);
    expect(otherClient.body).toMatchObject({ error: 'invalid_client' });

    const c = await codeFor('slack');
    expect((await exchange('github', c.code, c.verifier)).body).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a code older than 60 seconds', async () => {
    const { code, verifier } = await codeFor('hubspot');
    t.advance(61_000);
    expect(await exchange('hubspot', code, verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Authorization code expired' },
    });
  });

  it('accepts a code once: replayed, it is refused and what it gave is revoked', async () => {
    const { code, verifier } = await codeFor('google-drive');
    const first = await exchange('google-drive', code, verifier);
    expect(first.status).toBe(200);
    expect((await exchange('google-drive', code, verifier)).body).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await useAtTool(t, 'google-drive', first.body!.access_token as string)).status).toBe(
      401,
    );
    expect((await refresh('google-drive', first.body!.refresh_token as string)).status).toBe(400);
  });

  it('rotates the refresh token, and a used one revokes the whole grant', async () => {
    const tokens = await tokensFor('notion');
    const rotated = await refresh('notion', tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const next = rotated.body as typeof tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.scope).toBe(tokens.scope);
    expect((await useAtTool(t, 'notion', tokens.access_token)).status).toBe(401);
    expect((await useAtTool(t, 'notion', next.access_token)).status).toBe(200);

    expect((await refresh('notion', tokens.refresh_token)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Refresh token already used',
    });
    expect((await useAtTool(t, 'notion', next.access_token)).status).toBe(401);
    expect((await refresh('notion', next.refresh_token)).status).toBe(400);
  });

  it('lets an access token expire after toolAccessTokenTtlSeconds', async () => {
    const tokens = await tokensFor('slack');
    t.advance(TOOL_TTL_SECONDS * 1000 - 1000);
    expect((await useAtTool(t, 'slack', tokens.access_token)).status).toBe(200);
    t.advance(2000);
    expect((await useAtTool(t, 'slack', tokens.access_token)).status).toBe(401);
  });

  it.each([
    [{ grant_type: 'password', client_id: CLIENT_ID }, 'unsupported_grant_type'],
    [{ client_id: CLIENT_ID }, 'invalid_request'],
    [{ grant_type: 'authorization_code', client_id: CLIENT_ID }, 'invalid_request'],
    [{ grant_type: 'refresh_token', client_id: CLIENT_ID }, 'invalid_request'],
  ])('answers %o with %s', async (fields, error) => {
    const answer = await postForm(tokenUrl('github'), fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error });
  });

  it('takes only forms', async () => {
    const response = await fetch(tokenUrl('github'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'y' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('the revocation endpoint', () => {
  it('revokes the grant of a refresh token, access token included', async () => {
    const tokens = await tokensFor('hubspot');
    const revoke = await postForm(`${t.baseUrl}/oauth-provider/hubspot/revoke`, {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: CLIENT_ID,
    });
    expect(revoke.status).toBe(200);
    expect((await useAtTool(t, 'hubspot', tokens.access_token)).status).toBe(401);
    expect((await refresh('hubspot', tokens.refresh_token)).status).toBe(400);
  });

  it('revokes the grant of an access token too', async () => {
    const tokens = await tokensFor('github');
    await postForm(`${t.baseUrl}/oauth-provider/github/revoke`, {
      token: tokens.access_token,
      client_id: CLIENT_ID,
    });
    expect((await refresh('github', tokens.refresh_token)).status).toBe(400);
  });

  it('answers 200 for a token it does not know, 400 without a token', async () => {
    const url = `${t.baseUrl}/oauth-provider/github/revoke`;
    expect((await postForm(url, { token: 'never-issued', client_id: CLIENT_ID })).status).toBe(200);
    expect((await postForm(url, { client_id: CLIENT_ID })).body).toMatchObject({
      error: 'invalid_request',
    });
  });
});

describe('the default redirect page', () => {
  it('shows the code and state to finish the connection by hand, escaped', async () => {
    const token = await t.signIn();
    const { location } = await authorizeAndConsent(t, token, 'github');
    const page = await fetch(location);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(h1Count(html)).toBe(1);
    expect(html).toContain('Authorization complete');
    expect(html).toContain(location.searchParams.get('code')!);

    const hostile = await fetch(
      `${t.baseUrl}/oauth-provider/done?lang=fr&code=${encodeURIComponent('<script>x</script>')}`,
    );
    const hostileHtml = await hostile.text();
    expect(hostileHtml).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(hostileHtml).toContain('Autorisation accordée');
  });

  it('says so when access was denied', async () => {
    const page = await fetch(`${t.baseUrl}/oauth-provider/done?error=access_denied&state=s`);
    expect(await page.text()).toContain('Access denied');
  });
});
