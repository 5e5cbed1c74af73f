import type { AdminUser, ListUsersQuery, UserSort } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, Profile } from '../../db/schema.ts';
import { decodeCursor, InvalidCursor, pageFrom } from '../../lib/keyset-cursor.ts';
import { startsWithPattern } from '../../lib/like-pattern.ts';

type UsersQuery = z.output<typeof ListUsersQuery>;

type Listed = Pick<Profile, 'id' | 'email' | 'full_name' | 'role' | 'created_at' | 'disabled_at'>;
type UserRow = Listed & { invited: boolean; created_key: string };

export function toAdminUser(row: Listed & { invited?: boolean }): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    status: row.invited ? 'invited' : row.disabled_at ? 'disabled' : 'active',
    createdAt: new Date(row.created_at).toISOString(),
    disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
  };
}

/**
 * What the list reads: accounts (profiles), and the invitations sent from here that nobody has
 * completed yet and that may still be, unless an account of that address exists by then. A
 * status filter reads only its side, so an `active` or `disabled` page is the profiles' query
 * alone, along their indexes.
 */
function listed(db: Kysely<DB>, status: UsersQuery['status']) {
  const accounts = db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'role', 'created_at', 'disabled_at'])
    .select(sql<boolean>`false`.as('invited'));
  const invited = db
    .selectFrom('account_invitations as i')
    .select(['i.id', 'i.email'])
    .select(sql<string | null>`null::text`.as('full_name'))
    .select(['i.role', 'i.invited_at as created_at'])
    .select(sql<Date | null>`null::timestamptz`.as('disabled_at'))
    .select(sql<boolean>`true`.as('invited'))
    .where('i.expires_at', '>', new Date())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('profiles as p')
            .select('p.id')
            .where(sql<boolean>`lower(p.email) = lower(i.email)`),
        ),
      ),
    );
  const source =
    status === 'invited'
      ? invited
      : status === 'active' || status === 'disabled'
        ? accounts
        : accounts.unionAll(invited);
  return db.selectFrom(source.as('u'));
}

/** Each sort: its key column, direction, and how to read the key back from a row. */
const sorts: Record<
  UserSort,
  { column: 'created_at' | 'email'; direction: 'asc' | 'desc'; key: (row: UserRow) => string }
> = {
  newest: { column: 'created_at', direction: 'desc', key: (row) => row.created_key },
  oldest: { column: 'created_at', direction: 'asc', key: (row) => row.created_key },
  email: { column: 'email', direction: 'asc', key: (row) => row.email },
  email_desc: { column: 'email', direction: 'desc', key: (row) => row.email },
};

/**
 * A page of users: prefix search on the e-mail address or the name, role and status filters,
 * one of four sorts, keyset paging on (sort key, id) along an index of that order.
 */
export async function listUsers(db: Kysely<DB>, query: UsersQuery) {
  const sort = sorts[query.sort];
  const after = query.cursor
    ? decodeCursor(query.cursor, [sort.column === 'created_at' ? 'time' : 'text', 'uuid'])
    : null;
  if (query.cursor && !after) throw new InvalidCursor();
  let select = listed(db, query.status)
    .selectAll()
    .select(sql<string>`created_at::text`.as('created_key'));
  const q = query.q?.trim().toLowerCase();
  if (q) {
    const pattern = startsWithPattern(q);
    select = select.where((eb) =>
      eb.or([eb(sql`lower(email)`, 'like', pattern), eb(sql`lower(full_name)`, 'like', pattern)]),
    );
  }
  if (query.role) select = select.where('role', '=', query.role);
  if (query.status === 'active') select = select.where('disabled_at', 'is', null);
  if (query.status === 'disabled') select = select.where('disabled_at', 'is not', null);
  if (after) {
    const [key, id] = after as [string, string];
    const value = sort.column === 'created_at' ? sql`${key}::timestamptz` : sql`${key}`;
    select = select.where(
      sort.direction === 'desc'
        ? sql<boolean>`(${sql.ref(sort.column)}, id) < (${value}, ${id}::uuid)`
        : sql<boolean>`(${sql.ref(sort.column)}, id) > (${value}, ${id}::uuid)`,
    );
  }
  const rows = (await select
    .orderBy(sort.column, sort.direction)
    .orderBy('id', sort.direction)
    .limit(query.limit + 1)
    .execute()) as UserRow[];
  const page = pageFrom(rows, query.limit, (row) => [sort.key(row), row.id]);
  return { items: page.items.map(toAdminUser), nextCursor: page.nextCursor };
}
