import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isToolId, type Lang } from '../tool-catalogue.ts';
import type { OAuthError, OAuthProvider } from './oauth-provider.ts';
import {
  consentPage,
  donePage,
  errorPage,
  pageLanguage,
  pageSecurityHeaders,
  type PageError,
} from './provider-pages.ts';

export const PROVIDER_PREFIX = '/oauth-provider';

type ToolParams = { tool: string };
const FORM = 'application/x-www-form-urlencoded';
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function languageOf(request: FastifyRequest): Lang {
  return pageLanguage(
    (request.query as Record<string, unknown>).lang,
    request.headers['accept-language'],
  );
}

function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string) {
  return reply
    .status(status)
    .headers({ ...pageSecurityHeaders(redirectUri), vary: 'Accept-Language' })
    .type('text/html; charset=utf-8')
    .send(html);
}

function sendErrorPage(
  reply: FastifyReply,
  lang: Lang,
  status: number,
  error: PageError,
  tool?: string,
) {
  return sendPage(reply, status, errorPage(lang, error, isToolId(tool) ? tool : undefined));
}

/** A form field given exactly once (RFC 6749 §3.2: parameters must not repeat). */
function field(form: URLSearchParams, name: string): string | undefined {
  const values = form.getAll(name);
  return values.length === 1 && values[0] !== '' ? values[0] : undefined;
}

function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  return reply
    .status(error.error === 'invalid_client' ? 401 : 400)
    .headers(NO_STORE)
    .send(error);
}

const missing = (names: string): OAuthError => ({
  error: 'invalid_request',
  error_description: `${names} required`,
});

/**
 * The provider's HTTP face, under /oauth-provider/: the browser's authorization and consent
 * pages, and the token, revocation and demo API endpoints a client calls.
 */
export function registerProviderRoutes(app: FastifyInstance, provider: OAuthProvider) {
  return app.register(
    async (scope) => {
      // OAuth speaks forms (RFC 6749 §4.1.3); only this scope accepts them.
      scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) =>
        done(null, new URLSearchParams(body as string)),
      );
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status >= 500) request.log.error({ err: error }, 'oauth-provider request failed');
        return reply
          .status(status >= 500 ? 500 : status)
          .headers(NO_STORE)
          .send({
            error: status >= 500 ? 'server_error' : 'invalid_request',
            error_description: status >= 500 ? 'Internal server error' : error.message,
          });
      });
      const formOf = (request: FastifyRequest) =>
        request.body instanceof URLSearchParams ? request.body : new URLSearchParams();

      scope.get('/done', async (request, reply) =>
        sendPage(
          reply,
          200,
          donePage(languageOf(request), request.query as Record<string, unknown>),
        ),
      );

      scope.get<{ Params: ToolParams }>('/:tool/authorize', async (request, reply) => {
        const { tool } = request.params;
        const lang = languageOf(request);
        if (!isToolId(tool)) return sendErrorPage(reply, lang, 404, 'unknown_tool');
        const outcome = provider.authorize({
          tool,
          query: request.query as Record<string, unknown>,
          lang,
        });
        if (outcome.kind === 'refuse') return sendErrorPage(reply, lang, 400, outcome.reason, tool);
        if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
        return sendPage(reply, 200, consentPage(outcome.request), outcome.request.redirectUri);
      });

      scope.post<{ Params: ToolParams }>('/:tool/consent', async (request, reply) => {
        const { tool } = request.params;
        const form = formOf(request);
        const requestId = field(form, 'request_id');
        const decision = field(form, 'decision');
        const pending = requestId ? provider.consentRequest(requestId) : undefined;
        const lang = pending?.lang ?? languageOf(request);
        if (!isToolId(tool)) return sendErrorPage(reply, lang, 404, 'unknown_tool');
        if (!requestId || (decision !== 'allow' && decision !== 'deny'))
          return sendErrorPage(reply, lang, 400, 'bad_form', tool);
        const answer = provider.decide(tool, requestId, decision === 'allow');
        if (!answer) return sendErrorPage(reply, lang, 400, 'expired', tool);
        // 303: the browser follows with a GET, never re-posting the form to the client.
        return reply.headers({ 'cache-control': 'no-store' }).redirect(answer.location, 303);
      });

      scope.post<{ Params: ToolParams }>('/:tool/token', async (request, reply) => {
        const { tool } = request.params;
        if (!isToolId(tool))
          return reply
            .status(404)
            .send({ error: 'invalid_request', error_description: 'Unknown tool' });
        const form = formOf(request);
        const clientId = field(form, 'client_id');
        const grantType = field(form, 'grant_type');
        let answer;
        if (grantType === 'authorization_code') {
          const code = field(form, 'code');
          const redirectUri = field(form, 'redirect_uri');
          const codeVerifier = field(form, 'code_verifier');
          if (!code || !redirectUri || !clientId || !codeVerifier)
            return sendOAuthError(
              reply,
              missing('code, redirect_uri, client_id and code_verifier are'),
            );
          answer = provider.exchangeCode({ tool, code, clientId, redirectUri, codeVerifier });
        } else if (grantType === 'refresh_token') {
          const refreshToken = field(form, 'refresh_token');
          if (!refreshToken || !clientId)
            return sendOAuthError(reply, missing('refresh_token and client_id are'));
          answer = provider.refresh({ tool, refreshToken, clientId });
        } else if (grantType === undefined) {
          return sendOAuthError(reply, missing('grant_type is'));
        } else {
          return sendOAuthError(reply, {
            error: 'unsupported_grant_type',
            error_description: 'grant_type must be authorization_code or refresh_token',
          });
        }
        if ('error' in answer) return sendOAuthError(reply, answer);
        return reply.status(200).headers(NO_STORE).send(answer);
      });

      scope.post<{ Params: ToolParams }>('/:tool/revoke', async (request, reply) => {
        const { tool } = request.params;
        if (!isToolId(tool))
          return reply
            .status(404)
            .send({ error: 'invalid_request', error_description: 'Unknown tool' });
        const form = formOf(request);
        const token = field(form, 'token');
        const clientId = field(form, 'client_id');
        if (!token || !clientId) return sendOAuthError(reply, missing('token and client_id are'));
        const error = provider.revoke(tool, token, clientId);
        if (error) return sendOAuthError(reply, error);
        return reply.status(200).headers(NO_STORE).send();
      });

      // The tool's API, reduced to "who am I and what may I do": how an access token is used.
      scope.get<{ Params: ToolParams }>('/:tool/me', async (request, reply) => {
        const { tool } = request.params;
        if (!isToolId(tool))
          return reply
            .status(404)
            .send({ error: 'invalid_request', error_description: 'Unknown tool' });
        const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        const grant = token ? provider.introspect(tool, token) : { active: false as const };
        if (!grant.active)
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer error="invalid_token"')
            .send({ error: 'invalid_token', error_description: 'The access token is not valid' });
        return reply.status(200).headers(NO_STORE).send({ tool, scopes: grant.scopes });
      });
    },
    { prefix: PROVIDER_PREFIX },
  );
}
