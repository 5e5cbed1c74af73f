import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_LIFETIME_DAYS,
  type InvitationKind,
  type InvitationRole,
  type Language,
  type ReceivedInvitation,
  type SessionUser,
} from '@app/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Mailer } from '../../services/mail/mailer.ts';
import { invitationMail } from './invitation-mail.ts';
import type { BrainsForInvitations, TeamsForInvitations } from './invitations-ports.ts';

/** What an invitation is to: a brain (viewer, editor) or a team (admin, member). */
export interface InvitationTarget {
  kind: InvitationKind;
  id: string;
}

export interface PendingInvitation<Role extends InvitationRole = InvitationRole> {
  email: string;
  role: Role;
  invitedAt: string;
  expiresAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const lifetime = sql.raw(`interval '${INVITATION_LIFETIME_DAYS} days'`);
const targetColumn = (kind: InvitationKind) => (kind === 'brain' ? 'brain_id' : 'team_id');

/**
 * Invitations to brains and teams, from both sides (ADR 048). The sender's side (`send`,
 * `pending`, `withdraw`, `withdrawAll`) is given to the brains and teams features (their ports),
 * whose routes check the sender may invite; it does the same work whether or not the address has
 * an account, and its answer names nobody. The invited person's side (`received`, `open`,
 * `accept`, `decline`) is this feature's routes': an invitation is only ever seen or answered by
 * the account of the address it was sent to. Accepting asks the brains or teams feature for the
 * share or the membership (`targets`).
 */
export function createInvitations({
  db,
  mailer,
  publicOrigin,
  targets,
}: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicOrigin: string;
  /** What an accepted invitation makes: a brain's share, a team's membership. */
  targets: { brains: BrainsForInvitations; teams: TeamsForInvitations };
}) {
  /** Every invitation to the caller's address, with what it is to and who sent it. */
  const received = () =>
    db
      .selectFrom('invitations as i')
      .leftJoin('brains as b', 'b.id', 'i.brain_id')
      .leftJoin('teams as t', 't.id', 'i.team_id')
      .leftJoin('profiles as p', 'p.id', 'i.invited_by')
      .select([
        'i.id',
        'i.brain_id',
        'i.team_id',
        'i.email',
        'i.role',
        'i.created_at',
        'i.expires_at',
        sql<string>`coalesce(b.name, t.name, '')`.as('target_name'),
        'p.full_name as inviter_name',
        'p.email as inviter_email',
        sql<boolean>`i.expires_at <= now()`.as('expired'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof received>['executeTakeFirstOrThrow']>>;
  const toReceived = (row: Row): ReceivedInvitation => ({
    id: row.id,
    kind: row.brain_id ? 'brain' : 'team',
    target: { name: row.target_name },
    role: row.role,
    invitedBy: row.inviter_email ? { fullName: row.inviter_name, email: row.inviter_email } : null,
    email: row.email,
    invitedAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
  });

  return {
    /**
     * Invites an address, or renews its invitation (a new link, the role given now, seven days
     * again): the same statements and one e-mail through the outbox whether or not the address
     * has an account, so neither the answer nor its time tells.
     */
    async send(input: {
      target: InvitationTarget;
      email: string;
      role: InvitationRole;
      inviter: SessionUser;
      locale: Language;
    }): Promise<PendingInvitation> {
      const { target, email, role, inviter } = input;
      const token = randomBytes(32).toString('base64url');
      const column = targetColumn(target.kind);
      const row = await db
        .insertInto('invitations')
        .values({
          [column]: target.id,
          email,
          role,
          invited_by: inviter.id,
          token_hash: digest(token),
          expires_at: sql<Date>`now() + ${lifetime}`,
        })
        .onConflict((oc) =>
          oc.columns([column, 'email']).doUpdateSet({
            role,
            invited_by: inviter.id,
            token_hash: digest(token),
            created_at: sql<Date>`now()`,
            expires_at: sql<Date>`now() + ${lifetime}`,
          }),
        )
        .returning(['email', 'role', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ name: string; has_account: boolean }>`
        select coalesce((select name from brains where id = ${target.kind === 'brain' ? target.id : null}),
          (select name from teams where id = ${target.kind === 'team' ? target.id : null}), '') as name,
          exists (select 1 from profiles where lower(email) = ${email}) as has_account`.execute(db);
      const about = rows[0]!;
      await mailer.send(
        invitationMail({
          locale: input.locale,
          to: email,
          kind: target.kind,
          targetName: about.name,
          role,
          inviter: inviter.fullName || inviter.email,
          hasAccount: about.has_account,
          link: `${publicOrigin}/dashboard/invitations?token=${token}`,
          registerLink: `${publicOrigin}/register`,
        }),
      );
      return {
        email: row.email,
        role: row.role,
        invitedAt: iso(row.created_at),
        expiresAt: iso(row.expires_at),
      };
    },

    /** The target's invitations waiting for an answer, oldest first; expired ones too. */
    async pending(target: InvitationTarget): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom('invitations')
        .select(['email', 'role', 'created_at', 'expires_at'])
        .where(targetColumn(target.kind), '=', target.id)
        .orderBy('created_at')
        .orderBy('email')
        .execute();
      return rows.map((row) => ({
        email: row.email,
        role: row.role,
        invitedAt: iso(row.created_at),
        expiresAt: iso(row.expires_at),
      }));
    },

    /** Withdraws an address's invitation (its link stops working); false when there is none. */
    async withdraw(target: InvitationTarget, email: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('invitations')
        .where(targetColumn(target.kind), '=', target.id)
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** Withdraws every invitation to the target, in the caller's transaction. */
    async withdrawAll(target: InvitationTarget, trx: Transaction<DB>): Promise<void> {
      await trx
        .deleteFrom('invitations')
        .where(targetColumn(target.kind), '=', target.id)
        .execute();
    },

    /** The invitations waiting for the person's address that can still be accepted. */
    async received(user: SessionUser, kind?: InvitationKind): Promise<ReceivedInvitation[]> {
      let query = received()
        .where('i.email', '=', user.email.toLowerCase())
        .where(sql<boolean>`i.expires_at > now()`);
      if (kind) query = query.where(`i.${targetColumn(kind)}`, 'is not', null);
      const rows = await query.orderBy('i.created_at', 'desc').orderBy('i.id').execute();
      return rows.map(toReceived);
    },

    /**
     * The invitation of a link's token, for the account of its address only: `other_account`
     * for anyone else (who learns nothing of it), `expired` past its life.
     */
    async open(
      user: SessionUser,
      token: string,
    ): Promise<
      { invitation: ReceivedInvitation } | { refused: 'not_found' | 'other_account' | 'expired' }
    > {
      const row = await received().where('i.token_hash', '=', digest(token)).executeTakeFirst();
      if (!row) return { refused: 'not_found' };
      if (row.email !== user.email.toLowerCase()) return { refused: 'other_account' };
      if (row.expired) return { refused: 'expired' };
      return { invitation: toReceived(row) };
    },

    /**
     * Accepts an invitation to the person's address: the brain is shared with them (unless it
     * became personal meanwhile) or they join the team, and the invitation is used up, in one
     * transaction. A share or a membership they already have is kept as it is.
     */
    async accept(
      user: SessionUser,
      id: string,
    ): Promise<
      { accepted: InvitationTarget; joined: boolean } | { refused: 'not_found' | 'expired' }
    > {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('invitations')
          .select(['brain_id', 'team_id', 'role', sql<boolean>`expires_at <= now()`.as('expired')])
          .where('id', '=', id)
          .where('email', '=', user.email.toLowerCase())
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { refused: 'not_found' as const };
        if (row.expired) return { refused: 'expired' as const };
        await trx.deleteFrom('invitations').where('id', '=', id).execute();
        if (row.brain_id) {
          const joined = await targets.brains.grantShare(trx, {
            brainId: row.brain_id,
            userId: user.id,
            role: row.role as 'viewer' | 'editor',
          });
          return { accepted: { kind: 'brain' as const, id: row.brain_id }, joined };
        }
        const teamId = row.team_id!;
        const joined = await targets.teams.addMember(trx, {
          teamId,
          userId: user.id,
          role: row.role as 'admin' | 'member',
        });
        return { accepted: { kind: 'team' as const, id: teamId }, joined };
      });
    },

    /** Declines an invitation to the person's address (used up); false when there is none. */
    async decline(user: SessionUser, id: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('invitations')
        .where('id', '=', id)
        .where('email', '=', user.email.toLowerCase())
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
