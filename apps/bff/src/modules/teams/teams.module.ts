import { apiContract, teamMessages, type ErrorBody, type TeamRole } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../events.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import { IdentityError, type IdentityProvider } from '../identity/identity.ts';
import type { Mailer } from '../mail/mailer.ts';
import { teamCan, teamRoleOf } from './team-access.ts';
import { createTeamQueries, type TeamItemKind } from './team-queries.ts';

export interface TeamsModuleDeps {
  db: Kysely<DB>;
  identity: Pick<IdentityProvider, 'inviteUserByEmail'>;
  mailer: Mailer;
  events: EventBus;
  publicOrigin: string;
  routing: ContractRouting;
}

const fail = <S extends 400 | 403 | 404 | 409>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});
const notFound = () => fail(404, teamMessages.notFound, 'team_not_found');
const refuseAdmin = (role: TeamRole | null) =>
  role === null ? notFound() : fail(403, teamMessages.adminOnly, 'admin_only');
const refuseOwner = (role: TeamRole | null) =>
  role === null ? notFound() : fail(403, teamMessages.ownerOnly, 'owner_only');

/** A brain out of its team: shared again if it still has shares, else personal. */
const personalAgain = sql<
  'shared' | 'personal'
>`case when exists (select 1 from brain_shares s where s.brain_id = brains.id) then 'shared' else 'personal' end`;

const itemTexts = {
  brains: {
    notYours: teamMessages.brainNotYours,
    notYoursCode: 'brain_not_yours',
    otherTeam: teamMessages.brainInOtherTeam,
    otherTeamCode: 'brain_in_other_team',
    notInTeam: teamMessages.brainNotInTeam,
    notInTeamCode: 'brain_not_in_team',
  },
  agents: {
    notYours: teamMessages.agentNotYours,
    notYoursCode: 'agent_not_yours',
    otherTeam: teamMessages.agentInOtherTeam,
    otherTeamCode: 'agent_in_other_team',
    notInTeam: teamMessages.agentNotInTeam,
    notInTeamCode: 'agent_not_in_team',
  },
} as const;

/** The notice a known person gets when added to a team, in the inviter's language. */
function addedMail(locale: 'en' | 'fr', to: string, team: string, link: string) {
  return locale === 'fr'
    ? {
        to,
        subject: `Vous faites partie de l’équipe « ${team} »`,
        text: `Vous avez été ajouté à l’équipe « ${team} ». Ses cerveaux et ses agents sont à votre disposition : ${link}`,
      }
    : {
        to,
        subject: `You are now a member of the team “${team}”`,
        text: `You were added to the team “${team}”. Its brains and agents are yours to use: ${link}`,
      };
}

/**
 * Invitations of addresses that had no account yet: once the account exists, it joins every
 * team that invited it. Called at sign-in (composition root) and when the person lists teams.
 */
export async function claimTeamInvitations(db: Kysely<DB>, userId: string, events?: EventBus) {
  const joined = await db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!profile) return [];
    const invitations = await trx
      .deleteFrom('team_invitations')
      .where(sql<boolean>`lower(email) = ${profile.email.toLowerCase()}`)
      .returning(['team_id', 'role'])
      .execute();
    if (invitations.length === 0) return [];
    await trx
      .insertInto('team_members')
      .values(
        invitations.map((item) => ({ team_id: item.team_id, user_id: userId, role: item.role })),
      )
      .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
      .execute();
    return invitations.map((item) => item.team_id);
  });
  for (const teamId of joined) events?.emit('team.joined', { teamId, userId, via: 'invitation' });
  return joined;
}

/**
 * Teams: people with a role (owner, admin, member) sharing brains and agents. Who may do what is
 * decided in team-access.ts; a brain added to a team is searched by its members through
 * brain-access.ts, an agent used through agent-access.ts.
 */
export function createTeamsModule(deps: TeamsModuleDeps) {
  const { db, events } = deps;
  const queries = createTeamQueries(db);
  const roleFor = (request: FastifyRequest, teamId: string) =>
    teamRoleOf(db, teamId, signedInUser(request).id);
  const detail = async (request: FastifyRequest, teamId: string) =>
    (await queries.detail(teamId, signedInUser(request).id))!;

  /**
   * Adds a brain or an agent of the caller's own to the team (owner or admin): a brain becomes a
   * team brain. Answers the refusal, or `{ item }` once added.
   */
  async function addItem(
    request: FastifyRequest,
    kind: TeamItemKind,
    teamId: string,
    itemId: string,
  ): Promise<{ item: string } | ReturnType<typeof fail<400 | 403 | 404 | 409>>> {
    const role = await roleFor(request, teamId);
    if (!teamCan.administer(role)) return refuseAdmin(role);
    const texts = itemTexts[kind];
    const item = await db
      .selectFrom(kind)
      .select(['owner_id', 'team_id'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!item || item.owner_id !== signedInUser(request).id)
      return fail(400, texts.notYours, texts.notYoursCode);
    if (item.team_id && item.team_id !== teamId)
      return fail(409, texts.otherTeam, texts.otherTeamCode);
    await db
      .updateTable(kind)
      .set({
        team_id: teamId,
        updated_at: new Date(),
        ...(kind === 'brains' ? { type: 'team' } : {}),
      })
      .where('id', '=', itemId)
      .execute();
    return { item: itemId };
  }

  /** Takes a brain (back to personal, or shared) or an agent out of the team (owner or admin). */
  async function removeItem(
    request: FastifyRequest,
    kind: TeamItemKind,
    teamId: string,
    itemId: string,
  ) {
    const role = await roleFor(request, teamId);
    if (!teamCan.administer(role)) return refuseAdmin(role);
    const updated = await db
      .updateTable(kind)
      .set({
        team_id: null,
        updated_at: new Date(),
        ...(kind === 'brains' ? { type: personalAgain } : {}),
      })
      .where('id', '=', itemId)
      .where('team_id', '=', teamId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      return fail(404, itemTexts[kind].notInTeam, itemTexts[kind].notInTeamCode);
    return { status: 204 as const, body: undefined };
  }

  return async function teamsModule(app: FastifyInstance) {
    const writeLimit = perUserLimiter(app, {
      name: 'teams-write',
      max: 60,
      timeWindow: '1 minute',
    });
    const inviteLimit = perUserLimiter(app, {
      name: 'teams-invite',
      max: 30,
      timeWindow: '1 hour',
    });

    const router = s.router(apiContract.teams, {
      listTeams: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        const me = signedInUser(request);
        await claimTeamInvitations(db, me.id, events);
        return { status: 200, body: { items: await queries.list(me.id) } };
      },

      createTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, body }) => {
          const me = signedInUser(request);
          const id = await db.transaction().execute(async (trx) => {
            const team = await trx
              .insertInto('teams')
              .values({ name: body.name, description: body.description })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('team_members')
              .values({ team_id: team.id, user_id: me.id, role: 'owner' })
              .execute();
            return team.id;
          });
          return { status: 201, body: await detail(request, id) };
        },
      },

      getTeam: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const team = await queries.detail(params.id, signedInUser(request).id);
        return team ? { status: 200, body: team } : notFound();
      },

      updateTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          await db
            .updateTable('teams')
            .set({ ...body, updated_at: new Date() })
            .where('id', '=', params.id)
            .execute();
          return { status: 200, body: await detail(request, params.id) };
        },
      },

      deleteTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.own(role)) return refuseOwner(role);
          await db.transaction().execute(async (trx) => {
            // Its brains go back to their owners (shared again if they still have shares);
            // its agents lose the team by the foreign key.
            await trx
              .updateTable('brains')
              .set({
                type: personalAgain,
                team_id: null,
                updated_at: new Date(),
              })
              .where('team_id', '=', params.id)
              .execute();
            await trx.deleteFrom('teams').where('id', '=', params.id).execute();
          });
          return { status: 204, body: undefined };
        },
      },

      transferTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.own(role)) return refuseOwner(role);
          const me = signedInUser(request);
          if (body.userId === me.id) return { status: 200, body: await detail(request, params.id) };
          const target = await teamRoleOf(db, params.id, body.userId);
          if (!target) return fail(404, teamMessages.memberNotFound, 'member_not_found');
          await db.transaction().execute(async (trx) => {
            // One owner a team (a unique index): the former owner steps down first.
            await trx
              .updateTable('team_members')
              .set({ role: 'admin' })
              .where('team_id', '=', params.id)
              .where('user_id', '=', me.id)
              .execute();
            await trx
              .updateTable('team_members')
              .set({ role: 'owner' })
              .where('team_id', '=', params.id)
              .where('user_id', '=', body.userId)
              .execute();
          });
          return { status: 200, body: await detail(request, params.id) };
        },
      },

      leaveTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.view(role)) return notFound();
          if (role === 'owner') return fail(409, teamMessages.ownerStays, 'owner_stays');
          await db
            .deleteFrom('team_members')
            .where('team_id', '=', params.id)
            .where('user_id', '=', signedInUser(request).id)
            .execute();
          return { status: 204, body: undefined };
        },
      },

      listMembers: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!teamCan.view(await roleFor(request, params.id))) return notFound();
        return { status: 200, body: await queries.members(params.id) };
      },

      inviteMember: {
        hooks: { preHandler: inviteLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          const team = await db
            .selectFrom('teams')
            .select('name')
            .where('id', '=', params.id)
            .executeTakeFirstOrThrow();
          const person = await db
            .selectFrom('profiles')
            .select(['id', 'email'])
            .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email))
            .executeTakeFirst();
          if (person) {
            if (await teamRoleOf(db, params.id, person.id))
              return fail(409, teamMessages.alreadyMember, 'already_member');
            await db
              .insertInto('team_members')
              .values({ team_id: params.id, user_id: person.id, role: body.role })
              .execute();
            await deps.mailer.send(
              addedMail(
                body.locale,
                person.email,
                team.name,
                `${deps.publicOrigin}/dashboard/teams/${params.id}`,
              ),
            );
            events.emit('team.joined', { teamId: params.id, userId: person.id, via: 'added' });
            return {
              status: 201,
              body: { status: 'added', member: (await queries.member(params.id, person.id))! },
            };
          }
          // No account yet: the existing invitation flow, and the team is joined at sign-in.
          const row = await db
            .insertInto('team_invitations')
            .values({
              team_id: params.id,
              email: body.email,
              role: body.role,
              invited_by: signedInUser(request).id,
            })
            .onConflict((oc) => oc.columns(['team_id', 'email']).doUpdateSet({ role: body.role }))
            .returning(['email', 'role', 'created_at'])
            .executeTakeFirstOrThrow();
          try {
            await deps.identity.inviteUserByEmail(body.email, {
              role: 'Free',
              locale: body.locale,
            });
          } catch (error) {
            // An account made meanwhile claims the invitation when it signs in.
            if (!(error instanceof IdentityError && error.code === 'email_taken')) throw error;
          }
          return {
            status: 201,
            body: {
              status: 'invited',
              invitation: {
                email: row.email,
                role: row.role,
                invitedAt: new Date(row.created_at).toISOString(),
              },
            },
          };
        },
      },

      cancelInvitation: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          // The account-invitation e-mail may still be used to sign up: the team is not joined.
          const removed = await db
            .deleteFrom('team_invitations')
            .where('team_id', '=', params.id)
            .where('email', '=', body.email)
            .returningAll()
            .executeTakeFirst();
          if (!removed) return fail(404, teamMessages.invitationNotFound, 'invitation_not_found');
          return { status: 204, body: undefined };
        },
      },

      updateMember: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          const target = await teamRoleOf(db, params.id, params.userId);
          if (!target) return fail(404, teamMessages.memberNotFound, 'member_not_found');
          if (target === 'owner') return fail(409, teamMessages.ownerRole, 'owner_role');
          await db
            .updateTable('team_members')
            .set({ role: body.role })
            .where('team_id', '=', params.id)
            .where('user_id', '=', params.userId)
            .execute();
          return { status: 200, body: (await queries.member(params.id, params.userId))! };
        },
      },

      removeMember: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          const target = await teamRoleOf(db, params.id, params.userId);
          if (!target) return fail(404, teamMessages.memberNotFound, 'member_not_found');
          if (target === 'owner') return fail(409, teamMessages.ownerStays, 'owner_stays');
          // Access is read from membership on every request: the brains and agents go at once.
          await db
            .deleteFrom('team_members')
            .where('team_id', '=', params.id)
            .where('user_id', '=', params.userId)
            .execute();
          return { status: 204, body: undefined };
        },
      },

      listTeamBrains: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!teamCan.view(await roleFor(request, params.id))) return notFound();
        return { status: 200, body: await queries.brains(params.id) };
      },

      addTeamBrain: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const added = await addItem(request, 'brains', params.id, body.brainId);
          return 'item' in added
            ? {
                status: 201,
                body: (await queries.brains(params.id)).find((item) => item.id === body.brainId)!,
              }
            : added;
        },
      },

      removeTeamBrain: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) =>
          removeItem(request, 'brains', params.id, params.brainId),
      },

      listTeamAgents: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!teamCan.view(await roleFor(request, params.id))) return notFound();
        return { status: 200, body: await queries.agents(params.id) };
      },

      addTeamAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const added = await addItem(request, 'agents', params.id, body.agentId);
          return 'item' in added
            ? {
                status: 201,
                body: (await queries.agents(params.id)).find((item) => item.id === body.agentId)!,
              }
            : added;
        },
      },

      removeTeamAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) =>
          removeItem(request, 'agents', params.id, params.agentId),
      },
    });
    await serveContract(app, apiContract.teams, router, deps.routing);
  };
}
