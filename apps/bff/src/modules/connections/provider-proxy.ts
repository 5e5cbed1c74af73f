import type { FastifyInstance } from 'fastify';

const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'content-security-policy',
  'x-frame-options',
];

/**
 * The local agent server is also the OAuth provider of the demo tools; its consent pages are
 * reached through the BFF's own origin, under /oauth-provider/, so nothing else has to be exposed.
 * Only registered when that server runs in this process.
 */
export async function providerProxy(app: FastifyInstance, { target }: { target: string }) {
  // The consent form is posted as a form: pass its bytes through untouched.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/oauth-provider/*',
    handler: async (request, reply) => {
      let upstream: Response;
      try {
        upstream = await fetch(new URL(request.url, target), {
          method: request.method,
          redirect: 'manual',
          headers: {
            accept: request.headers.accept ?? '*/*',
            ...(request.headers['accept-language']
              ? { 'accept-language': request.headers['accept-language'] }
              : {}),
            ...(request.headers['content-type']
              ? { 'content-type': request.headers['content-type'] }
              : {}),
          },
          body: request.method === 'POST' ? (request.body as string | undefined) : undefined,
          signal: AbortSignal.timeout(app.config.AGENT_AUTH_TIMEOUT_MS),
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
    },
  });
}
