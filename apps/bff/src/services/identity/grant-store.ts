import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Short-lived values an identity adapter keeps between two requests, shared by every replica. */
export function createDatabaseGrantStore(db: Kysely<DB>) {
  const live = (key: string) =>
    db
      .selectFrom('identity_grants')
      .select('value')
      .where('key', '=', key)
      .where('expires_at', '>', new Date());
  return {
    async put(key: string, value: Record<string, unknown>, ttlSeconds: number) {
      const expires_at = new Date(Date.now() + ttlSeconds * 1000);
      await db.deleteFrom('identity_grants').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('identity_grants')
        .values({ key, value: JSON.stringify(value), expires_at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: JSON.stringify(value), expires_at }),
        )
        .execute();
    },
    async peek(key: string) {
      return (await live(key).executeTakeFirst())?.value ?? null;
    },
    async take(key: string) {
      const row = await db
        .deleteFrom('identity_grants')
        .where('key', '=', key)
        .where('expires_at', '>', new Date())
        .returning('value')
        .executeTakeFirst();
      return row?.value ?? null;
    },
  };
}
