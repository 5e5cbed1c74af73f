import { initContract } from '@ts-rest/core';
import { apiRouterOptions } from './api-router.ts';
import { adminContract } from './admin.ts';
import { agentsContract } from './agents.ts';
import { analyticsContract } from './analytics.ts';
import { authContract } from './auth.ts';
import { brainsContract } from './brains.ts';
import { catalogueContract } from './catalogue.ts';
import { connectionsContract } from './connections.ts';
import { chatContract } from './chat.ts';
import { contactContract, devContract } from './contact.ts';
import { healthContract } from './health.ts';
import { invitationsContract } from './invitations.ts';
import { profileContract } from './profile.ts';
import { sessionContract } from './session.ts';
import { teamsContract } from './teams.ts';

export * from './common.ts';
export { commonResponses } from './api-router.ts';
export * from './health.ts';
export * from './session.ts';
export * from './catalogue.ts';
export * from './contact.ts';
export * from './chat.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './admin.ts';
export * from './agent-auth.ts';
export * from './connections.ts';
export * from './brains.ts';
export * from './agents.ts';
export * from './teams.ts';
export * from './invitations.ts';
export * from './analytics.ts';

const c = initContract();

/** The whole BFF API. Every path starts with /api; every status code is declared. */
export const apiContract = c.router(
  {
    health: healthContract,
    session: sessionContract,
    auth: authContract,
    profile: profileContract,
    admin: adminContract,
    connections: connectionsContract,
    catalogue: catalogueContract,
    brains: brainsContract,
    agents: agentsContract,
    teams: teamsContract,
    invitations: invitationsContract,
    analytics: analyticsContract,
    contact: contactContract,
    chat: chatContract,
    dev: devContract,
  },
  apiRouterOptions,
);
export type ApiContract = typeof apiContract;
