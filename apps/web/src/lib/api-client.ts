import { apiRoutes } from 'virtual:api-routes';
import { clientFor } from './api-client-base';

// Kept apart so that code on the first page (the query client's retry rule) can tell errors
// apart without loading the contract.
export { ApiError, errorStatus } from './api-errors';

/**
 * The one way the SPA talks to the BFF: same origin, cookies included, typed by the contract. The
 * built app holds the contract's routes without their schemas (`virtual:api-routes`, vite.config.ts).
 * A feature whose pages are public may have a client of its own contract only
 * (`features/catalogue/api/client.ts`), so that its pages do not load the whole API's.
 */
export const api = clientFor(apiRoutes);
