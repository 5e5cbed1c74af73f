import type { TFunction } from 'i18next';
import { apiErrorText, isMissing } from '@/lib/api-errors';

/** The BFF's refusals by their code, worded by this app in both languages under `refusals.`. */
const refusalByCode: Record<string, string> = {
  team_not_found: 'notFound',
  admin_only: 'adminOnly',
  owner_only: 'ownerOnly',
  member_not_found: 'memberNotFound',
  invitation_not_found: 'invitationNotFound',
  already_member: 'alreadyMember',
  owner_stays: 'ownerStays',
  owner_role: 'ownerRole',
  brain_not_yours: 'brainNotYours',
  brain_in_other_team: 'brainInOtherTeam',
  agent_not_yours: 'agentNotYours',
  agent_in_other_team: 'agentInOtherTeam',
  brain_not_in_team: 'brainNotInTeam',
  agent_not_in_team: 'agentNotInTeam',
};

/** What a failed teams call tells the reader, in their language when it is a known refusal. */
export const teamErrorText = (error: unknown, t: TFunction<'teams'>): string =>
  apiErrorText(error, (key, options) => t(key as never, { ...options }), refusalByCode);

/** Not there for this reader (404), or its address is not one (400). */
export const isTeamMissing = isMissing;

export const TEAMS_PATH = '/dashboard/teams';
