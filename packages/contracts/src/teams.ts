import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AgentStatus } from './agents.ts';
import { EmailField } from './auth.ts';
import { BrainStatus } from './brains.ts';
import { access, ErrorBody, Language, Text } from './common.ts';
import { invitationSent, pendingInvitation } from './invitations.ts';

const c = initContract();

/** Spec: owner (one a team), admins and members. */
export const teamRoles = ['owner', 'admin', 'member'] as const;
export const TeamRole = z.enum(teamRoles);
export type TeamRole = z.infer<typeof TeamRole>;
/** The roles a person can be given; ownership moves only by transfer. */
export const MemberRole = z.enum(['admin', 'member']);
export type MemberRole = z.infer<typeof MemberRole>;

const Timestamp = z.iso.datetime({ offset: true });

export const TeamSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  myRole: TeamRole,
  memberCount: z.number().int().nonnegative(),
  brainCount: z.number().int().nonnegative(),
  agentCount: z.number().int().nonnegative(),
  createdAt: Timestamp,
});
export type TeamSummary = z.infer<typeof TeamSummary>;

export const TeamMember = z.object({
  user: z.object({ id: z.uuid(), fullName: z.string().nullable(), email: z.string() }),
  role: TeamRole,
  joinedAt: Timestamp,
});
export type TeamMember = z.infer<typeof TeamMember>;

/** An invitation waiting for its answer: the person joins once they accept it. */
export const TeamInvitation = pendingInvitation(MemberRole);
export type TeamInvitation = z.infer<typeof TeamInvitation>;

/** A brain or an agent of the team, with its owner. */
const teamItem = <S extends z.ZodType>(status: S) =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    status,
    owner: z.object({ id: z.uuid(), fullName: z.string().nullable() }),
  });
export const TeamBrain = teamItem(BrainStatus);
export type TeamBrain = z.infer<typeof TeamBrain>;
export const TeamAgent = teamItem(AgentStatus);
export type TeamAgent = z.infer<typeof TeamAgent>;

export const TeamDetail = TeamSummary.extend({
  members: z.array(TeamMember),
  /** Pending invitations: shown to the owner and admins only (empty for members). */
  invitations: z.array(TeamInvitation),
  brains: z.array(TeamBrain),
  agents: z.array(TeamAgent),
});
export type TeamDetail = z.infer<typeof TeamDetail>;

export const TeamName = Text.trim().min(1, 'This field is required').max(100);
export const TeamDescription = Text.trim().max(1000);

export const CreateTeamRequest = z.object({
  name: TeamName,
  description: TeamDescription.default(''),
});
export type CreateTeamRequest = z.input<typeof CreateTeamRequest>;

export const UpdateTeamRequest = z
  .object({ name: TeamName.optional(), description: TeamDescription.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateTeamRequest = z.input<typeof UpdateTeamRequest>;

export const InviteMemberRequest = z.object({
  email: EmailField,
  role: MemberRole.default('member'),
  locale: Language.default('en'),
});
export type InviteMemberRequest = z.input<typeof InviteMemberRequest>;

/** The same answer whether or not the address has an account: the invitation e-mail is sent. */
export const InviteResult = invitationSent(MemberRole);
export type InviteResult = z.infer<typeof InviteResult>;

/** The address of a pending invitation to withdraw (in the body: addresses stay out of URLs). */
export const CancelInvitationRequest = z.object({ email: EmailField });
export type CancelInvitationRequest = z.input<typeof CancelInvitationRequest>;

export const UpdateMemberRequest = z.object({ role: MemberRole });
export const TransferTeamRequest = z.object({ userId: z.uuid('Person not found') });
export const AddTeamBrainRequest = z.object({ brainId: z.uuid('Brain not found') });
export const AddTeamAgentRequest = z.object({ agentId: z.uuid('Agent not found') });

export const TeamList = z.object({ items: z.array(TeamSummary) });
export type TeamList = z.infer<typeof TeamList>;

/** The texts of a team's refusals (404 for a team the caller is not a member of). */
export const teamMessages = {
  notFound: 'This team does not exist, or you are not one of its members.',
  adminOnly: 'Only the team’s owner and admins can do this.',
  ownerOnly: 'Only the team’s owner can do this.',
  memberNotFound: 'This person is not a member of the team.',
  invitationNotFound: 'There is no pending invitation for this address.',
  alreadyMember: 'This person is a member of the team already.',
  ownerStays: 'The owner cannot leave or be removed: transfer the team first.',
  ownerRole: 'The owner’s role changes only by transferring the team.',
  brainNotYours: 'Only a brain you own can be added to a team.',
  brainInOtherTeam: 'This brain belongs to another team already.',
  agentNotYours: 'Only an agent you own can be added to a team.',
  agentInOtherTeam: 'This agent belongs to another team already.',
  brainNotInTeam: 'This brain is not one of the team’s.',
  agentNotInTeam: 'This agent is not one of the team’s.',
} as const;

const TeamIdParam = z.object({ id: z.uuid('Team not found') });
const MemberParams = TeamIdParam.extend({ userId: z.uuid('Person not found') });
const TeamBrainParams = TeamIdParam.extend({ brainId: z.uuid('Brain not found') });
const TeamAgentParams = TeamIdParam.extend({ agentId: z.uuid('Agent not found') });
const guarded = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const refusable = { ...guarded, 403: ErrorBody, 409: ErrorBody };

export const teamsContract = c.router({
  listTeams: {
    method: 'GET',
    path: '/teams',
    metadata: access.user,
    responses: { 200: TeamList, 401: ErrorBody },
    summary: 'The caller’s teams with their role in each',
  },
  createTeam: {
    method: 'POST',
    path: '/teams',
    metadata: access.user,
    body: CreateTeamRequest,
    responses: { 201: TeamDetail, 400: ErrorBody, 401: ErrorBody },
    summary: 'Create a team; the caller is its owner',
  },
  getTeam: {
    method: 'GET',
    path: '/teams/:id',
    metadata: access.user,
    pathParams: TeamIdParam,
    responses: { 200: TeamDetail, ...guarded },
    summary: 'Members only: the team with its members, brains and agents',
  },
  updateTeam: {
    method: 'PATCH',
    path: '/teams/:id',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: UpdateTeamRequest,
    responses: { 200: TeamDetail, ...refusable },
    summary: 'Owner or admin: rename or describe the team',
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/teams/:id',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...refusable },
    summary: 'Owner only: delete the team; its brains and agents go back to their owners',
  },
  transferTeam: {
    method: 'POST',
    path: '/teams/:id/transfer',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: TransferTeamRequest,
    responses: { 200: TeamDetail, ...refusable },
    summary: 'Owner only: make another member the owner (the former owner becomes an admin)',
  },
  leaveTeam: {
    method: 'POST',
    path: '/teams/:id/leave',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...refusable },
    summary: 'Admins and members: leave the team (the owner transfers it first)',
  },
  listMembers: {
    method: 'GET',
    path: '/teams/:id/members',
    metadata: access.user,
    pathParams: TeamIdParam,
    responses: { 200: z.array(TeamMember), ...guarded },
    summary: 'Members only: the team’s members and their roles',
  },
  inviteMember: {
    method: 'POST',
    path: '/teams/:id/members',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: InviteMemberRequest,
    responses: { 201: InviteResult, ...refusable },
    summary:
      'Owner or admin: invite an address by e-mail; the same answer whether or not it has an account, and the person joins once they accept (inviting again renews the invitation; a member already is a 409)',
  },
  cancelInvitation: {
    method: 'POST',
    path: '/teams/:id/invitations/cancel',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: CancelInvitationRequest,
    responses: { 204: c.noBody(), ...refusable },
    summary: 'Owner or admin: withdraw the invitation of an address (its link stops working)',
  },
  updateMember: {
    method: 'PATCH',
    path: '/teams/:id/members/:userId',
    metadata: access.user,
    pathParams: MemberParams,
    body: UpdateMemberRequest,
    responses: { 200: TeamMember, ...refusable },
    summary: 'Owner or admin: make a member an admin or an admin a member',
  },
  removeMember: {
    method: 'DELETE',
    path: '/teams/:id/members/:userId',
    metadata: access.user,
    pathParams: MemberParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...refusable },
    summary: 'Owner or admin: remove a member, who loses the team’s brains and agents at once',
  },
  listTeamBrains: {
    method: 'GET',
    path: '/teams/:id/brains',
    metadata: access.user,
    pathParams: TeamIdParam,
    responses: { 200: z.array(TeamBrain), ...guarded },
    summary: 'Members only: the team’s brains',
  },
  addTeamBrain: {
    method: 'POST',
    path: '/teams/:id/brains',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: AddTeamBrainRequest,
    responses: { 201: TeamBrain, ...refusable },
    summary:
      'Owner or admin: add a brain of one’s own; it becomes a team brain every member can search',
  },
  removeTeamBrain: {
    method: 'DELETE',
    path: '/teams/:id/brains/:brainId',
    metadata: access.user,
    pathParams: TeamBrainParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...refusable },
    summary: 'Owner or admin: take a brain out of the team (it becomes its owner’s personal brain)',
  },
  listTeamAgents: {
    method: 'GET',
    path: '/teams/:id/agents',
    metadata: access.user,
    pathParams: TeamIdParam,
    responses: { 200: z.array(TeamAgent), ...guarded },
    summary: 'Members only: the team’s agents',
  },
  addTeamAgent: {
    method: 'POST',
    path: '/teams/:id/agents',
    metadata: access.user,
    pathParams: TeamIdParam,
    body: AddTeamAgentRequest,
    responses: { 201: TeamAgent, ...refusable },
    summary: 'Owner or admin: add an agent of one’s own; every member can use it',
  },
  removeTeamAgent: {
    method: 'DELETE',
    path: '/teams/:id/agents/:agentId',
    metadata: access.user,
    pathParams: TeamAgentParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...refusable },
    summary: 'Owner or admin: take an agent out of the team',
  },
});
