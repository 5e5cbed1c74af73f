import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

/**
 * Swagger UI adds one `<style>` element of its own as it starts. That element alone is allowed,
 * by its hash, on these pages only; the e2e test fails on any other CSP violation (and on this
 * one, should a new Swagger UI change it).
 */
const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

export interface ApiDocsModuleDeps {
  version: string;
}

/**
 * The API reference: the OpenAPI 3.1 document generated from the contract at
 * `/api/openapi.json`, and Swagger UI at `/api/docs` (its files served from our origin, within
 * our CSP: no inline script, no other host, one style element allowed by its hash). Public, like the API's shape itself.
 */
export function createApiDocsModule({ version }: ApiDocsModuleDeps) {
  const document = buildOpenApiDocument(version);
  const body = JSON.stringify(document);
  return async function apiDocsModule(app: FastifyInstance) {
    // Every route registered in here (Swagger UI's page, files and copies of the document) is
    // public; the guards check that each route says so.
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), auth: 'public' };
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header(
          'content-security-policy',
          policy.replace("style-src 'self'", `style-src 'self' ${SWAGGER_UI_STYLE}`),
        );
      return payload;
    });
    app.get('/api/openapi.json', async (_request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body),
    );
    await app.register(fastifySwagger, {
      mode: 'static',
      specification: { document: document as never },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
      // Swagger UI checks documents with a third-party service by default: not ours to call.
      validatorUrl: false,
      theme: { title: 'Agentia API reference' },
    });
  };
}
