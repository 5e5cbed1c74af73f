import { apiContract, type ErrorBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { SessionStore } from '../../services/sessions/session-store.ts';
import type { CatalogueQueries } from './catalogue-queries.ts';

const toolNotFound = {
  status: 404 as const,
  body: { error: "The tool you're looking for doesn't exist.", code: 'tool_not_found' },
} satisfies { status: 404; body: ErrorBody };

export interface CatalogueModuleDeps {
  /** The cached reads, which the feature's own writes (ratings, comments) refresh. */
  catalogue: CatalogueQueries;
  /** Who is signed in, on the public reads (for what they did only). */
  sessions: Pick<SessionStore, 'get'>;
  /** Says what people did with a tool (viewed, rated, commented), for analytics. */
  events: EventBus;
  routing: ContractRouting;
}

/**
 * The catalogue of AI tools with their guides, ratings and comments (spec §1): cached reads for
 * everyone, and the ratings and comments of signed-in users, which refresh those reads.
 */
export function createCatalogueModule(deps: CatalogueModuleDeps) {
  const { catalogue, events } = deps;
  const tool = async (id: string) => ({ id, name: await catalogue.toolName(id) });

  return async function catalogueModule(app: FastifyInstance) {
    const router = s.router(apiContract.catalogue, {
      listTools: async ({ query, reply }) => {
        reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=300');
        return { status: 200, body: await catalogue.listTools(query) };
      },
      getToolFacets: async ({ query, reply }) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
        return { status: 200, body: await catalogue.getFacets(query.lang) };
      },
      getTool: async ({ params, query, request, reply }) => {
        const found = await catalogue.getTool(params.id, query.lang);
        // Ratings and comments change under people's eyes: revalidate every time.
        reply.header('cache-control', 'no-cache');
        if (!found) return toolNotFound;
        // Only a request with a session cookie costs a session read.
        const viewer = request.headers.cookie ? await deps.sessions.get(request) : null;
        if (viewer)
          events.emit('tool.viewed', {
            userId: viewer.user.id,
            tool: { id: found.id, name: found.name },
          });
        return { status: 200, body: found };
      },

      getMyRating: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!(await catalogue.toolExists(params.id))) return toolNotFound;
        const rating = await catalogue.ratingOf(params.id, signedInUser(request).id);
        return { status: 200, body: { rating } };
      },

      rateTool: {
        hooks: {
          preHandler: perUserLimiter(app, { name: 'rate', max: 30, timeWindow: '1 minute' }),
        },
        handler: async ({ request, params, body }) => {
          if (!(await catalogue.toolExists(params.id))) return toolNotFound;
          const userId = signedInUser(request).id;
          const summary = await catalogue.rate(params.id, userId, body.rating);
          events.emit('tool.rated', { userId, tool: await tool(params.id) });
          return { status: 200, body: { rating: body.rating, summary } };
        },
      },

      createComment: {
        hooks: {
          preHandler: perUserLimiter(app, { name: 'comment', max: 10, timeWindow: '1 minute' }),
        },
        handler: async ({ request, params, body }) => {
          const me = signedInUser(request);
          if (!(await catalogue.toolExists(params.id))) return toolNotFound;
          const row = await catalogue.comment(params.id, me.id, body.content);
          events.emit('tool.commented', { userId: me.id, tool: await tool(params.id) });
          return {
            status: 201,
            body: {
              id: row.id,
              content: row.content,
              createdAt: new Date(row.created_at).toISOString(),
              author: { id: me.id, fullName: me.fullName, avatarUrl: me.avatarUrl },
            },
          };
        },
      },
    });
    await serveContract(app, apiContract.catalogue, router, deps.routing);
  };
}
