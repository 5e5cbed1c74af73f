import { createHash } from 'node:crypto';
import { apiContract, AVATAR_MAX_BYTES, type Profile } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, Profile as ProfileRow } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { updateProfile } from '../../services/accounts/accounts.ts';
import type { IdentityProvider } from '../../services/identity/identity.ts';
import type { SessionStore } from '../../services/sessions/session-store.ts';

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

export interface ProfileModuleDeps {
  db: Kysely<DB>;
  identity: IdentityProvider;
  sessions: SessionStore;
  events: EventBus;
  routing: ContractRouting;
}

/** The signed-in user's own profile (name, picture), and everyone's pictures. */
export function createProfileModule(deps: ProfileModuleDeps) {
  const { db } = deps;
  return async function profileModule(app: FastifyInstance) {
    const router = s.router(apiContract.profile, {
      getProfile: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        const row = await db
          .selectFrom('profiles')
          .selectAll()
          .where('id', '=', signedInUser(request).id)
          .executeTakeFirstOrThrow();
        return { status: 200, body: toProfile(row) };
      },

      updateProfile: async ({ request, body }) => {
        const id = signedInUser(request).id;
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
        const row = await updateProfile(db, id, {
          ...(body.fullName !== undefined ? { fullName: body.fullName } : {}),
          ...(avatarUrl !== undefined ? { avatarUrl } : {}),
        });
        if (body.fullName !== undefined) {
          const session = await deps.sessions.get(request);
          await deps.identity.updateUser(id, session?.providerSession ?? null, {
            fullName: body.fullName,
          });
        }
        deps.events.emit('profile.changed', { userId: id });
        return { status: 200, body: toProfile(row) };
      },
    });
    await serveContract(app, apiContract.profile, router, deps.routing);

    // Pictures are served by id; the URL carries a content hash, so they can be cached for long.
    app.get<{ Params: { id: string } }>(
      '/api/avatars/:id',
      { config: { auth: 'public' } },
      async (request, reply) => {
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
      },
    );
  };
}
