import { randomUUID } from 'node:crypto';
import { apiContract } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { insertInvitation } from '../../../test/helpers/invitations.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

// Every /api/agents, /api/agent-templates and /api/teams route, for each kind of caller: what is
// allowed succeeds, anything else is a 401, 403, 404 or 409 with a code and changes nothing.
type Actor = 'owner' | 'admin' | 'member' | 'stranger' | 'anonymous';
type Person = Exclude<Actor, 'anonymous'>;
type Browser = ReturnType<TestApp['http']>;
interface Fixture {
  teamId: string;
  agentId: string;
  teamBrainId: string;
  /** A brain and an agent of each person's own, in no team (what they may add to one). */
  brainOf: Record<Person, string>;
  agentOf: Record<Person, string>;
}

let t: TestApp;
const browsers = {} as Record<Person, Browser>;
const ids = {} as Record<Person, string>;
let extra: { id: string; email: string };
let outsider: { email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  let address = 70;
  for (const actor of ['owner', 'admin', 'member', 'stranger'] as const) {
    browsers[actor] = t.http().set('x-forwarded-for', `203.0.113.${address++}`);
    ids[actor] = (await registerAndVerify(t, browsers[actor])).user.id;
  }
  const other = await registerAndVerify(t, t.http().set('x-forwarded-for', '203.0.113.90'));
  extra = { id: other.user.id, email: other.email };
  const third = await registerAndVerify(t, t.http().set('x-forwarded-for', '203.0.113.91'));
  outsider = { email: third.email };
});
afterAll(async () => {
  await t.close();
});

/**
 * The owner's team with an admin, a member and one more member; the owner's agent and a ready
 * brain in it; and a brain and an agent of each person's own. Made in the database.
 */
/** An address invited to the fixture's team, with no account yet. */
const PENDING = 'pending-invitation@example.org';

async function fixture(): Promise<Fixture> {
  const db = t.database.db;
  const { id: teamId } = await db
    .insertInto('teams')
    .values({ name: 'Matrix team' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('team_members')
    .values([
      { team_id: teamId, user_id: ids.owner, role: 'owner' },
      { team_id: teamId, user_id: ids.admin, role: 'admin' },
      { team_id: teamId, user_id: ids.member, role: 'member' },
      { team_id: teamId, user_id: extra.id, role: 'member' },
    ])
    .execute();
  await insertInvitation(
    t,
    { team_id: teamId },
    { email: PENDING, role: 'member', invitedBy: ids.owner },
  );
  const brain = (owner: string, team: string | null) =>
    db
      .insertInto('brains')
      .values({
        owner_id: owner,
        team_id: team,
        name: 'Matrix brain',
        type: team ? 'team' : 'personal',
        visibility: 'private',
        status: 'ready',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const agent = (owner: string, team: string | null) =>
    db
      .insertInto('agents')
      .values({
        owner_id: owner,
        team_id: team,
        name: 'Matrix agent',
        category: 'support',
        language: 'en',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const teamBrain = await brain(ids.owner, teamId);
  const teamAgent = await agent(ids.owner, teamId);
  await db
    .insertInto('agent_brains')
    .values({ agent_id: teamAgent.id, brain_id: teamBrain.id })
    .execute();
  const brainOf = {} as Record<Person, string>;
  const agentOf = {} as Record<Person, string>;
  for (const person of ['owner', 'admin', 'member', 'stranger'] as const) {
    brainOf[person] = (await brain(ids[person], null)).id;
    agentOf[person] = (await agent(ids[person], null)).id;
  }
  return { teamId, agentId: teamAgent.id, teamBrainId: teamBrain.id, brainOf, agentOf };
}

/** What the agent and team tables hold (counts and the fixture's rows). */
async function snapshot(f: Fixture) {
  const { rows } = await sql<{ state: string }>`
    select json_build_object(
      'agents', (select count(*) from agents),
      'teams', (select count(*) from teams),
      'team', (select row_to_json(x) from (select name, description from teams where id = ${f.teamId}) x),
      'members', (select coalesce(json_agg(m order by m.user_id), '[]') from (select user_id, role from team_members where team_id = ${f.teamId}) m),
      'invitations', (select coalesce(json_agg(i order by i.email), '[]') from (select email, role, token_hash from invitations where team_id = ${f.teamId}) i),
      'agent', (select row_to_json(a) from (select name, status, team_id, instructions from agents where id = ${f.agentId}) a),
      'agentBrains', (select count(*) from agent_brains where agent_id = ${f.agentId}),
      'teamBrains', (select coalesce(json_agg(b.id order by b.id), '[]') from brains b where b.team_id = ${f.teamId}),
      'teamAgents', (select coalesce(json_agg(a.id order by a.id), '[]') from agents a where a.team_id = ${f.teamId})
    )::text as state`.execute(t.database.db);
  return rows[0]!.state;
}

type Call = (browser: Browser, f: Fixture, actor: Actor) => ReturnType<Browser['get']>;
interface RouteCase {
  call: Call;
  /** The answer for each actor; anyone not named gets `denied(actor)`. */
  expect: Partial<Record<Actor, number>>;
}
const own = (actor: Actor) => (actor === 'anonymous' ? 'owner' : actor);
const everyone = { owner: 200, admin: 200, member: 200, stranger: 200 };

const agentRoutes: Record<keyof typeof apiContract.agents, RouteCase> = {
  listTemplates: {
    call: (b) => b.get('/api/agent-templates').query({ lang: 'fr' }),
    expect: everyone,
  },
  listAgents: { call: (b) => b.get('/api/agents'), expect: everyone },
  createAgent: {
    call: (b) => b.post('/api/agents').send({ templateId: 'client-support' }),
    expect: { owner: 201, admin: 201, member: 201, stranger: 201 },
  },
  getAgent: {
    call: (b, f) => b.get(`/api/agents/${f.agentId}`),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  updateAgent: {
    call: (b, f) => b.patch(`/api/agents/${f.agentId}`).send({ instructions: 'Be brief.' }),
    expect: { owner: 200, admin: 200 },
  },
  deleteAgent: { call: (b, f) => b.delete(`/api/agents/${f.agentId}`), expect: { owner: 204 } },
  pauseAgent: {
    call: (b, f) => b.post(`/api/agents/${f.agentId}/pause`),
    expect: { owner: 200, admin: 200 },
  },
  resumeAgent: {
    call: (b, f) => b.post(`/api/agents/${f.agentId}/resume`),
    expect: { owner: 200, admin: 200 },
  },
  askAgent: {
    call: (b, f) => b.post(`/api/agents/${f.agentId}/ask`).send({ question: 'Refunds?' }),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  streamAskAgent: {
    call: (b, f) => b.post(`/api/agents/${f.agentId}/ask/stream`).send({ question: 'Refunds?' }),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  listConversations: {
    call: (b, f) => b.get(`/api/agents/${f.agentId}/conversations`),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  // A conversation is its asker's alone: nobody else finds it, whatever their role.
  getConversation: {
    call: (b, f) => b.get(`/api/agents/${f.agentId}/conversations/${randomUUID()}`),
    expect: { owner: 404, admin: 404, member: 404 },
  },
  deleteConversation: {
    call: (b, f) => b.delete(`/api/agents/${f.agentId}/conversations/${randomUUID()}`),
    expect: { owner: 404, admin: 404, member: 404 },
  },
};

const teamRoutes: Record<keyof typeof apiContract.teams, RouteCase> = {
  listTeams: { call: (b) => b.get('/api/teams'), expect: everyone },
  createTeam: {
    call: (b) => b.post('/api/teams').send({ name: 'Another team' }),
    expect: { owner: 201, admin: 201, member: 201, stranger: 201 },
  },
  getTeam: {
    call: (b, f) => b.get(`/api/teams/${f.teamId}`),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  updateTeam: {
    call: (b, f) => b.patch(`/api/teams/${f.teamId}`).send({ name: 'Renamed' }),
    expect: { owner: 200, admin: 200 },
  },
  deleteTeam: { call: (b, f) => b.delete(`/api/teams/${f.teamId}`), expect: { owner: 204 } },
  transferTeam: {
    call: (b, f) => b.post(`/api/teams/${f.teamId}/transfer`).send({ userId: ids.admin }),
    expect: { owner: 200 },
  },
  // The owner stays until the team is transferred.
  leaveTeam: {
    call: (b, f) => b.post(`/api/teams/${f.teamId}/leave`),
    expect: { owner: 409, admin: 204, member: 204 },
  },
  listMembers: {
    call: (b, f) => b.get(`/api/teams/${f.teamId}/members`),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  inviteMember: {
    call: (b, f) => b.post(`/api/teams/${f.teamId}/members`).send({ email: outsider.email }),
    expect: { owner: 201, admin: 201 },
  },
  cancelInvitation: {
    call: (b, f) => b.post(`/api/teams/${f.teamId}/invitations/cancel`).send({ email: PENDING }),
    expect: { owner: 204, admin: 204 },
  },
  updateMember: {
    call: (b, f) => b.patch(`/api/teams/${f.teamId}/members/${extra.id}`).send({ role: 'admin' }),
    expect: { owner: 200, admin: 200 },
  },
  removeMember: {
    call: (b, f) => b.delete(`/api/teams/${f.teamId}/members/${extra.id}`),
    expect: { owner: 204, admin: 204 },
  },
  listTeamBrains: {
    call: (b, f) => b.get(`/api/teams/${f.teamId}/brains`),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  addTeamBrain: {
    call: (b, f, actor) =>
      b.post(`/api/teams/${f.teamId}/brains`).send({ brainId: f.brainOf[own(actor)] }),
    expect: { owner: 201, admin: 201 },
  },
  removeTeamBrain: {
    call: (b, f) => b.delete(`/api/teams/${f.teamId}/brains/${f.teamBrainId}`),
    expect: { owner: 204, admin: 204 },
  },
  listTeamAgents: {
    call: (b, f) => b.get(`/api/teams/${f.teamId}/agents`),
    expect: { owner: 200, admin: 200, member: 200 },
  },
  addTeamAgent: {
    call: (b, f, actor) =>
      b.post(`/api/teams/${f.teamId}/agents`).send({ agentId: f.agentOf[own(actor)] }),
    expect: { owner: 201, admin: 201 },
  },
  removeTeamAgent: {
    call: (b, f) => b.delete(`/api/teams/${f.teamId}/agents/${f.agentId}`),
    expect: { owner: 204, admin: 204 },
  },
};

const actors: Actor[] = ['owner', 'admin', 'member', 'stranger', 'anonymous'];
/**
 * Not allowed: signed out, 401; not in the team (nor the agent's owner), 404: nobody learns it
 * exists; in the team, but not for this, 403.
 */
const denied = (actor: Actor) => (actor === 'anonymous' ? 401 : actor === 'stranger' ? 404 : 403);

function matrix(title: string, routes: Record<string, RouteCase>, contractKeys: string[]) {
  describe(title, () => {
    it('covers every route of the contract', () => {
      expect(Object.keys(routes).sort()).toEqual([...contractKeys].sort());
    });

    for (const [name, route] of Object.entries(routes))
      it(`${name}: ${actors.map((actor) => `${actor} ${route.expect[actor] ?? denied(actor)}`).join(', ')}`, async () => {
        for (const actor of actors) {
          const f = await fixture();
          const before = await snapshot(f);
          const browser = actor === 'anonymous' ? t.http() : browsers[actor];
          const response = await route.call(browser, f, actor);
          const expected = route.expect[actor] ?? denied(actor);
          expect(response.status, `${actor}: ${JSON.stringify(response.body)}`).toBe(expected);
          if (expected >= 400) {
            expect(response.body.code, actor).toBeTruthy();
            expect(await snapshot(f), `${actor} changed nothing`).toBe(before);
          }
        }
      });
  });
}

matrix('who may call each /api/agents route', agentRoutes, Object.keys(apiContract.agents));
matrix('who may call each /api/teams route', teamRoutes, Object.keys(apiContract.teams));
