import type { AgentToolId } from '@app/contracts';
import type { Clock } from '../clock.ts';
import {
  CODE_VERIFIER,
  randomToken,
  S256_CHALLENGE,
  s256,
  sameSecret,
  tokenHash,
} from '../oauth-crypto.ts';
import { catalogueTool, type Lang } from '../tool-catalogue.ts';

/** RFC 6749 §4.1.2: the code lives briefly and is used once. */
export const CODE_TTL_MS = 60_000;
/** How long a consent page may stay open before its answer is refused. */
export const CONSENT_REQUEST_TTL_MS = 10 * 60_000;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** An application registered with the provider: who asks, and where its codes may go. */
export type ProviderClient = { name: string; redirectUri(tool: AgentToolId): string };

/** RFC 6749 §5.1, plus GitHub's refresh_token_expires_in so the client knows when to give up. */
export type TokenAnswer = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
  scope: string;
};

/** RFC 6749 §5.2. */
export type OAuthError = {
  error:
    | 'invalid_request'
    | 'invalid_client'
    | 'invalid_grant'
    | 'unsupported_grant_type'
    | 'invalid_scope';
  error_description: string;
};

export type AuthorizeRequest = {
  tool: AgentToolId;
  query: Record<string, unknown>;
  lang: Lang;
};

export type ConsentRequest = {
  id: string;
  tool: AgentToolId;
  clientId: string;
  clientName: string;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  scopes: string[];
  lang: Lang;
  expiresAt: number;
};

/**
 * What an authorization request leads to: a consent page; a redirect back to the client with an
 * error (RFC 6749 §4.1.2.1); or, when the client or its redirect URI cannot be trusted, an error
 * page and no redirect at all (else the provider would be an open redirector).
 */
export type AuthorizeOutcome =
  | { kind: 'consent'; request: ConsentRequest }
  | { kind: 'redirect'; location: string }
  | { kind: 'refuse'; reason: 'unknown_client' | 'bad_redirect_uri' };

type AuthorizationCode = {
  tool: AgentToolId;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string[];
  expiresAt: number;
  /** Set once exchanged: a second exchange revokes what the first one gave (RFC 6749 §4.1.2). */
  grantId?: string;
};

/** One authorization and the tokens it has now: a refresh replaces both (rotation). */
type Grant = {
  id: string;
  tool: AgentToolId;
  clientId: string;
  scopes: string[];
  accessHash: string;
  accessExpiresAt: number;
  refreshHash: string;
  refreshExpiresAt: number;
  /** Refresh tokens this grant rotated away: presenting one again means it leaked. */
  spentRefreshHashes: string[];
};

type GrantBase = Pick<Grant, 'id' | 'tool' | 'clientId' | 'scopes' | 'spentRefreshHashes'>;

const invalidGrant = (error_description: string): OAuthError => ({
  error: 'invalid_grant',
  error_description,
});

function single(query: Record<string, unknown>, name: string): string | undefined | null {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : null; // null: repeated, which RFC 6749 §3.1 forbids
}

function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

export type OAuthProviderOptions = {
  clock: Clock;
  accessTokenTtlSeconds: number;
  /** The registered applications, by client_id. */
  client(clientId: string): ProviderClient | undefined;
};

/**
 * The demo OAuth 2.0 authorization server of every external tool (authorization code with PKCE
 * S256 only, refresh token rotation, RFC 7009 revocation), as plain functions over in-memory
 * state. The HTTP endpoints under /oauth-provider/ are thin wrappers; the agent server, its
 * client, calls the same functions directly.
 */
export function createOAuthProvider(options: OAuthProviderOptions) {
  const { clock } = options;
  const consentRequests = new Map<string, ConsentRequest>();
  const codes = new Map<string, AuthorizationCode>();
  const grants = new Map<string, Grant>();
  const byAccessHash = new Map<string, string>();
  const byRefreshHash = new Map<string, string>();

  function prune() {
    const now = clock();
    for (const [id, request] of consentRequests)
      if (request.expiresAt <= now) consentRequests.delete(id);
    for (const [hash, code] of codes) if (code.expiresAt <= now) codes.delete(hash);
    for (const grant of grants.values()) if (grant.refreshExpiresAt <= now) dropGrant(grant);
  }

  function dropGrant(grant: Grant) {
    grants.delete(grant.id);
    byAccessHash.delete(grant.accessHash);
    for (const hash of [grant.refreshHash, ...grant.spentRefreshHashes]) byRefreshHash.delete(hash);
  }

  /** New tokens for a grant, new or refreshed: the previous access token stops working. */
  function issue(grant: GrantBase, previous?: Grant): TokenAnswer {
    const accessToken = randomToken('at_');
    const refreshToken = randomToken('rt_');
    const now = clock();
    if (previous) {
      byAccessHash.delete(previous.accessHash);
      grant.spentRefreshHashes.push(previous.refreshHash);
    }
    const next: Grant = {
      ...grant,
      accessHash: tokenHash(accessToken),
      accessExpiresAt: now + options.accessTokenTtlSeconds * 1000,
      refreshHash: tokenHash(refreshToken),
      refreshExpiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
    };
    grants.set(next.id, next);
    byAccessHash.set(next.accessHash, next.id);
    byRefreshHash.set(next.refreshHash, next.id);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: options.accessTokenTtlSeconds,
      refresh_token: refreshToken,
      refresh_token_expires_in: REFRESH_TOKEN_TTL_SECONDS,
      scope: next.scopes.join(' '),
    };
  }

  function liveGrant(tool: AgentToolId, id: string | undefined): Grant | undefined {
    const grant = id === undefined ? undefined : grants.get(id);
    if (!grant || grant.tool !== tool) return undefined;
    if (grant.refreshExpiresAt <= clock()) {
      dropGrant(grant);
      return undefined;
    }
    return grant;
  }

  return {
    /** GET /oauth-provider/:tool/authorize, checked in the order RFC 6749 §4.1.2.1 asks. */
    authorize({ tool, query, lang }: AuthorizeRequest): AuthorizeOutcome {
      const clientId = single(query, 'client_id');
      const client = clientId ? options.client(clientId) : undefined;
      if (!clientId || !client) return { kind: 'refuse', reason: 'unknown_client' };
      const redirectUri = single(query, 'redirect_uri');
      if (!redirectUri || redirectUri !== client.redirectUri(tool))
        return { kind: 'refuse', reason: 'bad_redirect_uri' };

      const state = single(query, 'state');
      const back = (error: string, error_description: string): AuthorizeOutcome => ({
        kind: 'redirect',
        location: withParams(redirectUri, {
          error,
          error_description,
          state: state ?? undefined,
        }),
      });
      const responseType = single(query, 'response_type');
      if (responseType !== undefined && responseType !== 'code')
        return back('unsupported_response_type', 'Only response_type=code is supported');
      if (state === null || (state !== undefined && state.length > 512))
        return back('invalid_request', 'state is malformed');
      const challenge = single(query, 'code_challenge');
      if (single(query, 'code_challenge_method') !== 'S256' || !challenge)
        return back('invalid_request', 'PKCE with code_challenge_method=S256 is required');
      if (!S256_CHALLENGE.test(challenge))
        return back('invalid_request', 'code_challenge is not an S256 challenge');
      const scope = single(query, 'scope');
      if (scope === null) return back('invalid_scope', 'scope is repeated');
      const known = catalogueTool(tool).scopes.map((entry) => entry.id);
      const asked = scope === undefined ? known : [...new Set(scope.split(' ').filter(Boolean))];
      if (asked.length === 0 || asked.some((entry) => !known.includes(entry)))
        return back('invalid_scope', `scope must be among: ${known.join(' ')}`);

      prune();
      const request: ConsentRequest = {
        id: randomToken(),
        tool,
        clientId,
        clientName: client.name,
        redirectUri,
        state,
        codeChallenge: challenge,
        // In the tool's own order, so the page lists them the same way every time.
        scopes: known.filter((entry) => asked.includes(entry)),
        lang,
        expiresAt: clock() + CONSENT_REQUEST_TTL_MS,
      };
      consentRequests.set(request.id, request);
      return { kind: 'consent', request };
    },

    /**
     * POST /oauth-provider/:tool/consent. The request id is single-use and unguessable, so it is
     * also what stops a cross-site form from consenting for the user. Null when it is unknown,
     * expired, already answered or another tool's: the caller shows an error, never redirects.
     */
    decide(tool: AgentToolId, requestId: string, allow: boolean): { location: string } | null {
      const request = consentRequests.get(requestId);
      if (!request || request.tool !== tool) return null;
      consentRequests.delete(requestId);
      if (request.expiresAt <= clock()) return null;
      if (!allow)
        return {
          location: withParams(request.redirectUri, {
            error: 'access_denied',
            state: request.state,
          }),
        };
      const code = randomToken('ac_');
      codes.set(tokenHash(code), {
        tool,
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        scopes: request.scopes,
        expiresAt: clock() + CODE_TTL_MS,
      });
      return { location: withParams(request.redirectUri, { code, state: request.state }) };
    },

    /** The consent request a page is about, for rendering errors in its language. */
    consentRequest(requestId: string): ConsentRequest | undefined {
      return consentRequests.get(requestId);
    },

    /** grant_type=authorization_code (RFC 6749 §4.1.3, RFC 7636 §4.6). */
    exchangeCode(input: {
      tool: AgentToolId;
      code: string;
      clientId: string;
      redirectUri: string;
      codeVerifier: string;
    }): TokenAnswer | OAuthError {
      if (!options.client(input.clientId))
        return { error: 'invalid_client', error_description: 'Unknown client' };
      const hash = tokenHash(input.code);
      const code = codes.get(hash);
      if (!code || code.tool !== input.tool) return invalidGrant('Unknown authorization code');
      if (code.grantId !== undefined) {
        // Replayed: whoever holds it now may not be the client that used it first.
        const grant = grants.get(code.grantId);
        if (grant) dropGrant(grant);
        codes.delete(hash);
        return invalidGrant('Authorization code already used');
      }
      // Spent by any attempt: a wrong verifier does not leave the code open to guessing.
      codes.delete(hash);
      if (code.expiresAt <= clock()) return invalidGrant('Authorization code expired');
      if (code.clientId !== input.clientId)
        return invalidGrant('Authorization code was issued to another client');
      if (code.redirectUri !== input.redirectUri)
        return invalidGrant('redirect_uri does not match the authorization request');
      if (
        !CODE_VERIFIER.test(input.codeVerifier) ||
        !sameSecret(s256(input.codeVerifier), code.codeChallenge)
      )
        return invalidGrant('code_verifier does not match the code_challenge');

      prune();
      const grantId = randomToken();
      codes.set(hash, { ...code, grantId });
      return issue({
        id: grantId,
        tool: input.tool,
        clientId: input.clientId,
        scopes: code.scopes,
        spentRefreshHashes: [],
      });
    },

    /** grant_type=refresh_token (RFC 6749 §6), rotating the refresh token (RFC 9700 §4.14.2). */
    refresh(input: {
      tool: AgentToolId;
      refreshToken: string;
      clientId: string;
    }): TokenAnswer | OAuthError {
      if (!options.client(input.clientId))
        return { error: 'invalid_client', error_description: 'Unknown client' };
      const hash = tokenHash(input.refreshToken);
      const grant = liveGrant(input.tool, byRefreshHash.get(hash));
      if (!grant || grant.clientId !== input.clientId)
        return invalidGrant('Unknown or expired refresh token');
      if (grant.refreshHash !== hash) {
        // A rotated-away token came back: it leaked, so the whole grant goes.
        dropGrant(grant);
        return invalidGrant('Refresh token already used');
      }
      return issue(grant, grant);
    },

    /** RFC 7009: either token of a grant revokes the grant. Unknown tokens are not an error. */
    revoke(tool: AgentToolId, token: string, clientId: string): OAuthError | undefined {
      if (!options.client(clientId))
        return { error: 'invalid_client', error_description: 'Unknown client' };
      const hash = tokenHash(token);
      const grant = liveGrant(tool, byAccessHash.get(hash) ?? byRefreshHash.get(hash));
      if (grant && grant.clientId === clientId) dropGrant(grant);
      return undefined;
    },

    /** What an access token allows now (RFC 7662's `active`), as the tool's API would check it. */
    introspect(
      tool: AgentToolId,
      accessToken: string,
    ): { active: true; scopes: string[] } | { active: false } {
      const grant = liveGrant(tool, byAccessHash.get(tokenHash(accessToken)));
      if (!grant || grant.accessExpiresAt <= clock()) return { active: false };
      return { active: true, scopes: grant.scopes };
    },
  };
}

export type OAuthProvider = ReturnType<typeof createOAuthProvider>;
