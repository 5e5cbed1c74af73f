import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'content-security-policy',
  'x-frame-options',
];

/** A tool id as the agent server names them: no dot, no slash, nothing encoded. */
const TOOL_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The local agent server is also the OAuth provider of the demo tools; its consent pages are
 * reached through the BFF's own origin, under /oauth-provider/. Only the three routes a browser
 * needs are forwarded, each rebuilt from its matched parameters: the authorization page, the
 * consent form it posts, and the page shown when the flow ends. Nothing else of the agent server
 * (its login, tokens, health) is reachable this way. Only registered when that server runs in
 * this process.
 */
export async function providerProxy(
  app: FastifyInstance,
  { target, timeoutMs }: { target: string; timeoutMs: number },
) {
  // The consent form is posted as a form: pass its bytes through untouched.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );

  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ error: 'Not found', code: 'not_found' });

  async function forward(request: FastifyRequest, reply: FastifyReply, path: string) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let upstream: Response;
    try {
      upstream = await fetch(new URL(`/oauth-provider/${path}${query}`, target), {
        method: request.method,
        redirect: 'manual',
        headers: {
          accept: request.headers.accept ?? '*/*',
          ...(request.headers['accept-language']
            ? { 'accept-language': request.headers['accept-language'] }
            : {}),
          ...(request.method === 'POST'
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : {}),
        },
        body: request.method === 'POST' ? (request.body as string | undefined) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'agent authentication server unreachable');
      return reply.status(502).send({ error: 'An error occurred', code: 'bad_gateway' });
    }
    reply.status(upstream.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  }

  type ToolRoute = { Params: { tool: string } };
  // The provider's pages are its own: anyone may open them, as on any OAuth provider.
  const page = { config: { auth: 'public' as const } };
  app.get('/oauth-provider/done', page, (request, reply) => forward(request, reply, 'done'));
  app.get<ToolRoute>('/oauth-provider/:tool/authorize', page, (request, reply) =>
    TOOL_ID.test(request.params.tool)
      ? forward(request, reply, `${request.params.tool}/authorize`)
      : notFound(reply),
  );
  app.post<ToolRoute>(
    '/oauth-provider/:tool/consent',
    // A plain HTML form: it cannot send the SPA's header, so only its origin is checked.
    { config: { auth: 'public', csrf: 'origin' } },
    (request, reply) =>
      TOOL_ID.test(request.params.tool) &&
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? forward(request, reply, `${request.params.tool}/consent`)
        : notFound(reply),
  );
}
