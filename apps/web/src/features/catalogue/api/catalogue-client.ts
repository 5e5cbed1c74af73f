import { apiRoutes } from 'virtual:api-routes';
import { clientFor } from '@/lib/api-client-base';

/**
 * The catalogue's routes only: the public tool pages load this client when a call is made (a
 * comment, a rating), with the API's routes as the built app holds them, without their schemas.
 * Loaded through `catalogueApi()` (client.ts).
 */
export const catalogueClient = clientFor({ catalogue: apiRoutes.catalogue }).catalogue;
