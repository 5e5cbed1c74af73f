import type { Role, UpdateUserRequest } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB, Profile } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import type { IdentityUser } from '../identity/identity.ts';
import { endSessionsOf } from '../sessions/session-store.ts';

/**
 * The account record every feature reads: a person's profile (name, picture, role, status) and
 * the invitations the admin area sent to make one. Only this service writes them: the auth
 * feature makes a profile at sign-in, the profile feature changes its name and picture, the
 * admin area its role and status.
 */

/** The profile mirrors the identity: created at first sign-in, its role kept afterwards. */
export async function upsertProfile(db: Kysely<DB>, user: IdentityUser) {
  return db
    .insertInto('profiles')
    .values({
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      // Free at registration (the sign-up metadata says so); Pro when the metadata has no role.
      role: user.role ?? 'Pro',
      account_type: user.accountType,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        full_name: eb.fn.coalesce('profiles.full_name', eb.ref('excluded.full_name')),
        account_type: eb.fn.coalesce('profiles.account_type', eb.ref('excluded.account_type')),
        updated_at: new Date(),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A completed invitation from the admin area: the profile is made now, with the role the person
 * was invited with, and the invitation is spent. An invitation the admin area did not send (none
 * is kept for the address) leaves the profile to the first sign-in, as before.
 */
export async function profileFromInvitation(
  db: Kysely<DB>,
  account: { id: string; email: string; fullName: string },
) {
  await db.transaction().execute(async (trx) => {
    const invitation = await trx
      .deleteFrom('account_invitations')
      .where(sql<boolean>`lower(email) = lower(${account.email})`)
      .returning('role')
      .executeTakeFirst();
    if (invitation)
      await upsertProfile(trx, { ...account, role: invitation.role, accountType: null });
  });
}

/** The profile's own fields a person changes: their name and their picture's address. */
export async function updateProfile(
  db: Kysely<DB>,
  id: string,
  changes: { fullName?: string; avatarUrl?: string | null },
) {
  return db
    .updateTable('profiles')
    .set({
      ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
      ...(changes.avatarUrl !== undefined ? { avatar_url: changes.avatarUrl } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Keeps an invitation sent from the admin area until it is completed: listed as "invited", and
 * the role the account is made with. Inviting an address again replaces its invitation.
 */
export async function rememberInvitation(
  db: Kysely<DB>,
  invitation: { email: string; role: Role; invitedBy: string; expiresAt: Date },
) {
  await db
    .insertInto('account_invitations')
    .values({
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.invitedBy,
      invited_at: new Date(),
      expires_at: invitation.expiresAt,
    })
    .onConflict((oc) =>
      oc.expression(sql`lower(email)`).doUpdateSet({
        email: invitation.email,
        role: invitation.role,
        invited_by: invitation.invitedBy,
        invited_at: new Date(),
        expires_at: invitation.expiresAt,
      }),
    )
    .execute();
}

export class LastAdmin extends Error {
  override name = 'LastAdmin';
  /** The address of the Admin who would have been left without a peer. */
  readonly email: string;
  constructor(email: string) {
    super('the last active Admin');
    this.email = email;
  }
}

/**
 * Changes a role or a status in one transaction with its audit rows. Disabling ends every
 * session of the user in the same transaction; the guard reads the role on every request, so a
 * new role counts at the user's next one. The active Admins are locked first, so two Admins
 * demoting each other at once cannot leave none.
 */
export async function changeRoleOrStatus(
  db: Kysely<DB>,
  actor: AuditActor,
  id: string,
  change: UpdateUserRequest,
): Promise<Profile | null> {
  return db.transaction().execute(async (trx) => {
    const activeAdmins = await trx
      .selectFrom('profiles')
      .select('id')
      .where('role', '=', 'Admin')
      .where('disabled_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const user = await trx
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;
    const isActiveAdmin = activeAdmins.some((admin) => admin.id === id);
    const losesAdmin =
      (change.role !== undefined && change.role !== 'Admin') || change.status === 'disabled';
    if (isActiveAdmin && losesAdmin && activeAdmins.length <= 1) throw new LastAdmin(user.email);

    const target = { type: 'user', id, label: user.email };
    const set: { role?: Role; disabled_at?: Date | null; updated_at: Date } = {
      updated_at: new Date(),
    };
    if (change.role !== undefined && change.role !== user.role) {
      set.role = change.role;
      await recordAudit(trx, actor, {
        action: 'user.role_changed',
        target,
        details: { from: user.role, to: change.role },
      });
    }
    if (change.status === 'disabled' && !user.disabled_at) {
      set.disabled_at = new Date();
      await endSessionsOf(trx, id);
      await recordAudit(trx, actor, { action: 'user.disabled', target });
    }
    if (change.status === 'active' && user.disabled_at) {
      set.disabled_at = null;
      await recordAudit(trx, actor, { action: 'user.enabled', target });
    }
    return trx
      .updateTable('profiles')
      .set(set)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
