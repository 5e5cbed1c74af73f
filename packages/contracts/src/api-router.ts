import { ErrorBody } from './common.ts';

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

/**
 * How every feature's routes are mounted: under /api, every status declared. The whole API
 * (`apiContract`) and a client of one feature (the web app's catalogue) are made with these.
 */
export const apiRouterOptions = {
  pathPrefix: '/api',
  strictStatusCodes: true,
  commonResponses,
} as const;
