import { apiContract, teamMessages, type ErrorBody, type TeamRole } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import { teamCan, teamRoleOf } from './teams-access.ts';
import type { BrainsForTeams, InvitationsForTeams, TeamItems } from './teams-ports.ts';
import { createTeamQueries, type TeamItemKind } from './teams-queries.ts';

export interface TeamsModuleDeps {
  db: Kysely<DB>;
  /** The brains added to teams: the brains feature makes them team brains and back. */
  brains: BrainsForTeams;
  /** The agents added to teams (the agents feature). */
  agents: TeamItems;
  /** The sender's side of invitations (the invited person answers in the invitations feature). */
  invitations: InvitationsForTeams;
  /** The limits of invitations sent, shared with the brains' invitations. */
  invitationLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

/**
 * Teams: people with a role (owner, admin, member) sharing brains and agents. Who may do what is
 * decided in teams-access.ts; a brain added to a team is the brains feature's to change, and
 * searched by the team's members as its rules say, an agent likewise (the ports in
 * teams-ports.ts).
 */
export function createTeamsModule(deps: TeamsModuleDeps) {
  const { db, invitations } = deps;
  const queries = createTeamQueries(db, invitations);
  const items: Record<TeamItemKind, TeamItems> = { brains: deps.brains, agents: deps.agents };
  const roleFor = (request: FastifyRequest, teamId: string) =>
    teamRoleOf(db, teamId, signedInUser(request).id);
  const detail = async (request: FastifyRequest, teamId: string) =>
    (await queries.detail(teamId, signedInUser(request).id))!;
  const teamTarget = (id: string) => ({ kind: 'team' as const, id });

  /**
   * Adds a brain or an agent of the caller's own to the team (owner or admin). Answers the
   * refusal, or `{ item }` once added.
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
    const added = await items[kind].add(itemId, teamId, signedInUser(request).id);
    if (added === 'not_yours') return fail(400, texts.notYours, texts.notYoursCode);
    if (added === 'in_other_team') return fail(409, texts.otherTeam, texts.otherTeamCode);
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
    if (!(await items[kind].remove(itemId, teamId)))
      return fail(404, itemTexts[kind].notInTeam, itemTexts[kind].notInTeamCode);
    return { status: 204 as const, body: undefined };
  }

  return async function teamsModule(app: FastifyInstance) {
    const writeLimit = perUserLimiter(app, {
      name: 'teams-write',
      max: 60,
      timeWindow: '1 minute',
    });

    const router = s.router(apiContract.teams, {
      listTeams: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        return { status: 200, body: { items: await queries.list(signedInUser(request).id) } };
      },

      createTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, body }) => {
          const id = await queries.create(signedInUser(request).id, body);
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
          await queries.update(params.id, body);
          return { status: 200, body: await detail(request, params.id) };
        },
      },

      deleteTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.own(role)) return refuseOwner(role);
          // Its brains go back to their owners (shared again if they still have shares).
          await queries.remove(params.id, (trx) => deps.brains.releaseTeam(trx, params.id));
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
          await queries.transfer(params.id, me.id, body.userId);
          return { status: 200, body: await detail(request, params.id) };
        },
      },

      leaveTeam: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.view(role)) return notFound();
          if (role === 'owner') return fail(409, teamMessages.ownerStays, 'owner_stays');
          await queries.removeMember(params.id, signedInUser(request).id);
          return { status: 204, body: undefined };
        },
      },

      listMembers: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!teamCan.view(await roleFor(request, params.id))) return notFound();
        return { status: 200, body: await queries.members(params.id) };
      },

      inviteMember: {
        hooks: { preHandler: deps.invitationLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          // Whoever may invite sees the members and their addresses already: saying that an
          // address is a member's tells them nothing new (ADR 048). Anyone else is invited alike,
          // with or without an account, and joins once they accept.
          if (await queries.hasMember(params.id, body.email))
            return fail(409, teamMessages.alreadyMember, 'already_member');
          const invitation = await invitations.send({
            target: teamTarget(params.id),
            email: body.email,
            role: body.role,
            inviter: signedInUser(request),
            locale: body.locale,
          });
          return {
            status: 201,
            body: { status: 'invited', invitation: { ...invitation, role: body.role } },
          };
        },
      },

      cancelInvitation: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!teamCan.administer(role)) return refuseAdmin(role);
          if (!(await invitations.withdraw(teamTarget(params.id), body.email)))
            return fail(404, teamMessages.invitationNotFound, 'invitation_not_found');
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
          await queries.setRole(params.id, params.userId, body.role);
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
          await queries.removeMember(params.id, params.userId);
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
