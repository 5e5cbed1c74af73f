import { apiContract, type ErrorBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import type { EventRecorder } from '../analytics/event-writer.ts';
import type { SessionStore } from '../../services/sessions/session-store.ts';
import type { CatalogueService } from './catalogue-queries.ts';

/** A signed-in person opening the same tool again within this time (reloads) is one view. */
const VIEW_DEDUPE_MS = 30 * 60_000;

const toolNotFound = {
  status: 404 as const,
  body: { error: "The tool you're looking for doesn't exist.", code: 'tool_not_found' },
} satisfies { status: 404; body: ErrorBody };

export interface CatalogueModuleDeps {
  db: Kysely<DB>;
  /** The cached reads, which the module's own writes (ratings, comments) refresh. */
  catalogue: CatalogueService;
  /** Who is signed in, on the public reads (for their analytics only). */
  sessions: Pick<SessionStore, 'get'>;
  analytics: EventRecorder;
  routing: ContractRouting;
}

/**
 * The catalogue of AI tools with their guides, ratings and comments (spec §1): cached reads for
 * everyone, and the ratings and comments of signed-in users, which refresh those reads.
 */
export function createCatalogueModule(deps: CatalogueModuleDeps) {
  const { db, catalogue, analytics } = deps;
  const toolName = async (id: string) =>
    (
      await db
        .selectFrom('tool_translations')
        .select('name')
        .where('tool_id', '=', id)
        .orderBy('locale')
        .executeTakeFirst()
    )?.name ?? id;
  const toolExists = async (id: string) =>
    Boolean(await db.selectFrom('tools').select('id').where('id', '=', id).executeTakeFirst());

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
        const tool = await catalogue.getTool(params.id, query.lang);
        // Ratings and comments change under people's eyes: revalidate every time.
        reply.header('cache-control', 'no-cache');
        if (!tool) return toolNotFound;
        // Only a request with a session cookie costs a session read.
        const viewer = request.headers.cookie ? await deps.sessions.get(request) : null;
        if (viewer)
          analytics.record(
            {
              userId: viewer.user.id,
              kind: 'tool_viewed',
              subject: { id: tool.id, name: tool.name },
            },
            { onceWithinMs: VIEW_DEDUPE_MS },
          );
        return { status: 200, body: tool };
      },

      getMyRating: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!(await toolExists(params.id))) return toolNotFound;
        const row = await db
          .selectFrom('ratings')
          .select('rating')
          .where('tool_id', '=', params.id)
          .where('user_id', '=', signedInUser(request).id)
          .executeTakeFirst();
        return { status: 200, body: { rating: row?.rating ?? null } };
      },

      rateTool: {
        hooks: {
          preHandler: perUserLimiter(app, { name: 'rate', max: 30, timeWindow: '1 minute' }),
        },
        handler: async ({ request, params, body }) => {
          if (!(await toolExists(params.id))) return toolNotFound;
          // The user's rating is updated if there is one, else inserted (one per tool and user).
          await db
            .insertInto('ratings')
            .values({ tool_id: params.id, user_id: signedInUser(request).id, rating: body.rating })
            .onConflict((oc) =>
              oc.columns(['tool_id', 'user_id']).doUpdateSet({
                rating: body.rating,
                updated_at: new Date(),
              }),
            )
            .execute();
          catalogue.invalidate();
          analytics.record({
            userId: signedInUser(request).id,
            kind: 'tool_rated',
            subject: { id: params.id, name: await toolName(params.id) },
          });
          const summary = await db
            .selectFrom('ratings')
            .select((eb) => [
              eb.fn.avg<string>('rating').as('average'),
              eb.fn.countAll<string>().as('count'),
            ])
            .where('tool_id', '=', params.id)
            .executeTakeFirstOrThrow();
          return {
            status: 200,
            body: {
              rating: body.rating,
              summary: {
                average: Math.round(Number(summary.average) * 10) / 10,
                count: Number(summary.count),
              },
            },
          };
        },
      },

      createComment: {
        hooks: {
          preHandler: perUserLimiter(app, { name: 'comment', max: 10, timeWindow: '1 minute' }),
        },
        handler: async ({ request, params, body }) => {
          const me = signedInUser(request);
          if (!(await toolExists(params.id))) return toolNotFound;
          const row = await db
            .insertInto('comments')
            .values({ tool_id: params.id, user_id: me.id, content: body.content })
            .returning(['id', 'content', 'created_at'])
            .executeTakeFirstOrThrow();
          catalogue.invalidate();
          analytics.record({
            userId: me.id,
            kind: 'comment_posted',
            subject: { id: params.id, name: await toolName(params.id) },
          });
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
