import { createHash } from 'node:crypto';
import {
  apiContract,
  authRequiredMessages,
  AVATAR_MAX_BYTES,
  type ErrorBody,
  type Profile,
} from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Profile as ProfileRow } from '../../db/schema.ts';
import { routerOptions } from '../../plugins/contract-router.ts';
import { limiter } from '../../plugins/rate-limits.ts';
import { IdentityError } from '../auth/identity/identity.ts';

const s = initServer();

const unauthenticated = (error: string = authRequiredMessages.profile) => ({
  status: 401 as const,
  body: { error, code: 'unauthenticated' } satisfies ErrorBody,
});
const toolNotFound = {
  status: 404 as const,
  body: { error: "The tool you're looking for doesn't exist.", code: 'tool_not_found' },
};

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    role: row.role,
    accountType: row.account_type,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function decodeAvatar(dataUrl: string) {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.+)$/.exec(dataUrl);
  if (!match) return null;
  const data = Buffer.from(match[2]!, 'base64');
  // The bytes must be what the type says: PNG, JPEG and WebP each start with their own signature.
  const signatures: Record<string, (b: Buffer) => boolean> = {
    'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
    'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    'image/webp': (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  };
  const type = match[1] as 'image/png' | 'image/jpeg' | 'image/webp';
  if (data.length === 0 || data.length > AVATAR_MAX_BYTES || !signatures[type]!(data)) return null;
  return { type, data };
}

export async function accountRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const user = async (request: FastifyRequest) => (await app.sessions.get(request))?.user ?? null;
  const toolExists = async (id: string) =>
    Boolean(await db.selectFrom('tools').select('id').where('id', '=', id).executeTakeFirst());
  const perUser = (max: number, name: string) =>
    limiter(app, {
      name,
      max,
      timeWindow: '1 minute',
      // The signed-in user, whichever session they use; else the network address.
      key: async (request) => (await app.sessions.get(request))?.user.id ?? request.ip,
    });

  const profileRouter = s.router(apiContract.profile, {
    getProfile: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const me = await user(request);
      if (!me) return unauthenticated();
      const row = await db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      return { status: 200, body: toProfile(row) };
    },

    updateProfile: async ({ request, body }) => {
      const session = await app.sessions.get(request);
      if (!session) return unauthenticated();
      const id = session.user.id;
      let avatarUrl: string | null | undefined;
      if (body.avatar === null) avatarUrl = null;
      else if (body.avatar !== undefined) {
        const avatar = decodeAvatar(body.avatar);
        if (!avatar)
          return {
            status: 400,
            body: {
              error: 'The picture must be a PNG, JPEG or WebP image of at most 256 KB',
              code: 'invalid_avatar',
            },
          };
        const version = createHash('sha256').update(avatar.data).digest('hex').slice(0, 12);
        avatarUrl = `/api/avatars/${id}?v=${version}`;
        await db
          .insertInto('avatars')
          .values({ user_id: id, content_type: avatar.type, data: avatar.data })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              content_type: avatar.type,
              data: avatar.data,
              updated_at: new Date(),
            }),
          )
          .execute();
      }
      if (avatarUrl === null) await db.deleteFrom('avatars').where('user_id', '=', id).execute();
      const row = await db
        .updateTable('profiles')
        .set({
          ...(body.fullName !== undefined ? { full_name: body.fullName } : {}),
          ...(avatarUrl !== undefined ? { avatar_url: avatarUrl } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (body.fullName !== undefined)
        await app.identity.updateUser(id, session.providerSession, { fullName: body.fullName });
      // Names and pictures show beside comments in the cached catalogue.
      app.catalogue.invalidate();
      return { status: 200, body: toProfile(row) };
    },
  });
  const communityRouter = s.router(
    {
      getMyRating: apiContract.catalogue.getMyRating,
      rateTool: apiContract.catalogue.rateTool,
      createComment: apiContract.catalogue.createComment,
    },
    {
      getMyRating: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const me = await user(request);
        if (!me) return unauthenticated(authRequiredMessages.session);
        if (!(await toolExists(params.id))) return toolNotFound;
        const row = await db
          .selectFrom('ratings')
          .select('rating')
          .where('tool_id', '=', params.id)
          .where('user_id', '=', me.id)
          .executeTakeFirst();
        return { status: 200, body: { rating: row?.rating ?? null } };
      },

      rateTool: {
        hooks: { preHandler: perUser(30, 'rate') },
        handler: async ({ request, params, body }) => {
          const me = await user(request);
          if (!me) return unauthenticated(authRequiredMessages.session);
          if (!(await toolExists(params.id))) return toolNotFound;
          // The user's rating is updated if there is one, else inserted (one per tool and user).
          await db
            .insertInto('ratings')
            .values({ tool_id: params.id, user_id: me.id, rating: body.rating })
            .onConflict((oc) =>
              oc.columns(['tool_id', 'user_id']).doUpdateSet({
                rating: body.rating,
                updated_at: new Date(),
              }),
            )
            .execute();
          app.catalogue.invalidate();
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
        hooks: { preHandler: perUser(10, 'comment') },
        handler: async ({ request, params, body }) => {
          const me = await user(request);
          if (!me) return unauthenticated(authRequiredMessages.session);
          if (!(await toolExists(params.id))) return toolNotFound;
          const row = await db
            .insertInto('comments')
            .values({ tool_id: params.id, user_id: me.id, content: body.content })
            .returning(['id', 'content', 'created_at'])
            .executeTakeFirstOrThrow();
          app.catalogue.invalidate();
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
    },
  );
  const adminRouter = s.router(apiContract.admin, {
    createInvitation: {
      hooks: { preHandler: perUser(30, 'invite') },
      handler: async ({ request, body }) => {
        const me = await user(request);
        if (!me) return unauthenticated(authRequiredMessages.session);
        // Checked here, on the server: the admin screens are only a view of this rule.
        if (me.role !== 'Admin')
          return { status: 403, body: { error: 'Admin role required', code: 'forbidden' } };
        try {
          const { expiresAt } = await app.identity.inviteUserByEmail(body.email, {
            role: body.role,
            locale: body.locale,
          });
          request.log.info({ invitedBy: me.id, role: body.role }, 'invitation sent');
          return {
            status: 201,
            body: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
          };
        } catch (error) {
          if (error instanceof IdentityError && error.code === 'email_taken')
            return {
              status: 409,
              body: { error: 'This e-mail address already has an account', code: error.code },
            };
          throw error;
        }
      },
    },
  });
  // One scope a router: each ts-rest router sets the error handler of its scope.
  await app.register(async (scope) => {
    s.registerRouter(apiContract.profile, profileRouter, scope, routerOptions(app));
  });
  await app.register(async (scope) => {
    s.registerRouter(
      {
        getMyRating: apiContract.catalogue.getMyRating,
        rateTool: apiContract.catalogue.rateTool,
        createComment: apiContract.catalogue.createComment,
      },
      communityRouter,
      scope,
      routerOptions(app),
    );
  });
  await app.register(async (scope) => {
    s.registerRouter(apiContract.admin, adminRouter, scope, routerOptions(app));
  });

  // Pictures are served by id; the URL carries a content hash, so they can be cached for long.
  app.get<{ Params: { id: string } }>('/api/avatars/:id', async (request, reply) => {
    const { id } = request.params;
    if (!/^[0-9a-f-]{36}$/i.test(id))
      return reply.status(404).send({ error: 'Not found', code: 'not_found' });
    const avatar = await db
      .selectFrom('avatars')
      .select(['content_type', 'data'])
      .where('user_id', '=', id)
      .executeTakeFirst();
    if (!avatar) return reply.status(404).send({ error: 'Not found', code: 'not_found' });
    return reply
      .header('content-type', avatar.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(avatar.data));
  });
}
