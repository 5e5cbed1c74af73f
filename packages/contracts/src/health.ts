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

export const healthContract = c.router({
  getHealth: {
    method: 'GET',
    metadata: access.public,
    path: '/health',
    responses: { 200: Health, 503: Health },
    summary: 'Liveness and database readiness of the BFF',
  },
});
