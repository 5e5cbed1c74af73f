import { apiContract } from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { routerOptions } from '../../plugins/contract-router.ts';

const s = initServer();
const NOT_FOUND = "The tool you're looking for doesn't exist.";

export async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = app.catalogue;
  const reads = {
    listTools: apiContract.catalogue.listTools,
    getToolFacets: apiContract.catalogue.getToolFacets,
    getTool: apiContract.catalogue.getTool,
  };
  const router = s.router(reads, {
    listTools: async ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=300');
      return { status: 200, body: await catalogue.listTools(query) };
    },
    getToolFacets: async ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return { status: 200, body: await catalogue.getFacets(query.lang) };
    },
    getTool: async ({ params, query, reply }) => {
      const tool = await catalogue.getTool(params.id, query.lang);
      // Ratings and comments change under people's eyes: revalidate every time.
      reply.header('cache-control', 'no-cache');
      if (!tool) return { status: 404, body: { error: NOT_FOUND, code: 'tool_not_found' } };
      return { status: 200, body: tool };
    },
  });
  s.registerRouter(reads, router, app, routerOptions(app));
}
