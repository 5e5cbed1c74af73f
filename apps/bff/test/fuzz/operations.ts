import { isAppRoute, isAppRouteNoBody, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { z } from 'zod';

/** One operation of the API as the fuzzer sees it: where it lives and what it accepts. */
export interface Operation {
  /** The router keys that lead to it, e.g. `auth.register`. */
  name: string;
  route: AppRoute;
  method: AppRoute['method'];
  /** The full path template, with the contract's `/api` prefix: `/api/tools/:id/rating`. */
  path: string;
  paramNames: string[];
  pathParams: z.ZodType | null;
  query: z.ZodType | null;
  /** null: the route declares no body (or `c.noBody()`). */
  body: z.ZodType | null;
  /** POST, PUT, PATCH, DELETE: a rejected one must leave every table as it was. */
  writes: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const schemaOf = (value: unknown): z.ZodType | null =>
  value !== null && typeof value === 'object' && '_zod' in value ? (value as z.ZodType) : null;

/** Every operation of a ts-rest router, depth first in declaration order: nothing is skipped. */
export function listOperations(router: AppRouter, prefix: string[] = []): Operation[] {
  return Object.entries(router).flatMap(([key, entry]) => {
    const name = [...prefix, key];
    if (!isAppRoute(entry)) return listOperations(entry, name);
    const body = 'body' in entry && !isAppRouteNoBody(entry.body as never) ? entry.body : null;
    return [
      {
        name: name.join('.'),
        route: entry,
        method: entry.method,
        path: entry.path,
        paramNames: [...entry.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
        pathParams: schemaOf(entry.pathParams),
        query: schemaOf(entry.query),
        body: schemaOf(body),
        writes: WRITE_METHODS.has(entry.method),
      },
    ];
  });
}
