import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access } from './common.ts';

const c = initContract();

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.enum(['ok', 'unavailable']),
});
export type Health = z.infer<typeof Health>;

/**
 * One named check of readiness: database, identity, migrations (the schema is the code's), jobs
 * (the workers run). A name, not an enum, so a client reads any the list grows to.
 */
export const ReadinessCheck = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/),
  status: z.enum(['ok', 'down']),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

export const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.array(ReadinessCheck),
});
export type Readiness = z.infer<typeof Readiness>;

export const healthContract = c.router({
  getHealth: {
    method: 'GET',
    metadata: access.public,
    path: '/health',
    responses: { 200: Health, 503: Health },
    summary: 'Liveness and database readiness of the BFF',
  },
  getReadiness: {
    method: 'GET',
    metadata: access.public,
    path: '/ready',
    responses: { 200: Readiness, 503: Readiness },
    summary:
      'Readiness: 200 when every check (database, identity, migrations, jobs) is ok, 503 naming the ones down',
  },
});
