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
  /** The route takes `multipart/form-data` (an upload), not JSON. */
  multipart: boolean;
  /** Query parameters that carry a page cursor (opaque to clients, decoded by the server). */
  cursorKeys: string[];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const schemaOf = (value: unknown): z.ZodType | null =>
  value !== null && typeof value === 'object' && '_zod' in value ? (value as z.ZodType) : null;

/** The keys of a query schema named like a cursor (`cursor`, `nextCursor`…). */
function cursorKeysOf(query: z.ZodType | null): string[] {
  const shape = (query?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.keys(shape ?? {}).filter((key) => /cursor/i.test(key));
}

/** Every operation of a ts-rest router, depth first in declaration order: nothing is skipped. */
export function listOperations(router: AppRouter, prefix: string[] = []): Operation[] {
  return Object.entries(router).flatMap(([key, entry]) => {
    const name = [...prefix, key];
    if (!isAppRoute(entry)) return listOperations(entry, name);
    const body = 'body' in entry && !isAppRouteNoBody(entry.body as never) ? entry.body : null;
    const query = schemaOf(entry.query);
    return [
      {
        name: name.join('.'),
        route: entry,
        method: entry.method,
        path: entry.path,
        paramNames: [...entry.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
        pathParams: schemaOf(entry.pathParams),
        query,
        body: schemaOf(body),
        writes: WRITE_METHODS.has(entry.method),
        multipart: 'contentType' in entry && entry.contentType === 'multipart/form-data',
        cursorKeys: cursorKeysOf(query),
      },
    ];
  });
}
