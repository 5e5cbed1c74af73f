import type { apiContract } from '@app/contracts';
import type { RouterImplementation } from '@ts-rest/fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContractRouting } from '../../plugins/contract-router.ts';
import type { limiter } from '../../plugins/rate-limits.ts';
import type { AgentSessions } from '../../services/agent-auth/agent-sessions.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { IdentityProvider } from '../../services/identity/identity.ts';
import type { SessionStore } from '../../services/sessions/session-store.ts';
import type { CompleteSignIn } from './sign-in.ts';

export interface AuthModuleDeps {
  db: Kysely<DB>;
  identity: IdentityProvider;
  sessions: SessionStore;
  agent: AgentSessions;
  events: EventBus;
  publicOrigin: string;
  routing: ContractRouting;
}

/** The auth contract's handlers; each group of routes (sign-up, password…) gives its part. */
export type AuthRoutes = RouterImplementation<typeof apiContract.auth>;

type Limit = ReturnType<typeof limiter>;

/** What every group of the auth routes works with, made once by the module. */
export interface AuthRoutesContext {
  deps: AuthModuleDeps;
  /** After the identity provider said yes: the profile, the session, the agent server. */
  completeSignIn: CompleteSignIn;
  limits: {
    /** A limit per account: its e-mail address alone, so no rotation of addresses gets past it. */
    perAccount(max: number, timeWindow: string, name: string): Limit;
    /** A limit per network address. */
    perIp(max: number, timeWindow: string, name: string): Limit;
    /** One code a cooldown per address. */
    resendCooldown: Limit;
    hooks(...preHandler: Limit[]): { preHandler: Limit[] };
  };
}
