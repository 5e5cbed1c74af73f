import { apiRouterOptions } from '@app/contracts/api-router';
import { catalogueContract } from '@app/contracts/catalogue';
import { initContract } from '@ts-rest/core';
import { clientFor } from '@/lib/api-client-base';

/**
 * The catalogue's routes only, mounted as the whole API mounts them: the public tool pages load
 * this contract, not every feature's (some 10 kB gzip less on /tools). Loaded through
 * `catalogueApi()` (client.ts) when a call is made.
 */
export const catalogueClient = clientFor(
  initContract().router({ catalogue: catalogueContract }, apiRouterOptions),
).catalogue;
