import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, SessionUser } from './common.ts';

const c = initContract();

export const Session = z.object({
  user: SessionUser.nullable(),
  /** `agent_auth_unavailable`: signed in, but the agent authentication server did not answer. */
  warning: z.enum(['agent_auth_unavailable']).nullable(),
});
export type Session = z.infer<typeof Session>;

export const sessionContract = c.router({
  getSession: {
    method: 'GET',
    metadata: access.public,
    path: '/session',
    responses: { 200: Session },
    summary: 'The signed-in user of this browser, or null when signed out',
  },
});
