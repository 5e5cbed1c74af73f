import { initContract } from '@ts-rest/core';
import { ErrorBody } from './common.ts';
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
import { profileContract } from './profile.ts';
import { sessionContract } from './session.ts';
import { teamsContract } from './teams.ts';

export * from './common.ts';
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
export * from './analytics.ts';

const c = initContract();

/**
 * Answers any route may give, before its own handler runs: a body too large (413), a content
 * type other than JSON (415), a rate limit (429, with Retry-After) and the service busy or a
 * dependency down (503, with Retry-After). Each with the API's error body.
 */
export const commonResponses = {
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};

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
    analytics: analyticsContract,
    contact: contactContract,
    chat: chatContract,
    dev: devContract,
  },
  { pathPrefix: '/api', strictStatusCodes: true, commonResponses },
);
export type ApiContract = typeof apiContract;
