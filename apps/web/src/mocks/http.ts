import type { ErrorBody } from '@app/contracts';
import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { z } from 'zod';

/**
 * What the features' mocks share to answer as the BFF does. ts-rest paths use `:param`, as MSW
 * does, so the contract is the single source of each path; `*` matches any origin: the page's
 * own in the browser, any base URL in Node tests.
 */
export const mockPath = (route: { path: string }) => `*${route.path}`;

export const fail = (status: number, error: string, code: string) =>
  HttpResponse.json({ error, code } satisfies ErrorBody, { status });
export const invalid = () => fail(400, 'Invalid request', 'invalid_request');

/** Reads a JSON body with the contract's schema; null when it does not pass. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success ? (result.data as z.output<S>) : null;
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/** Wraps resolvers so that the state they may have changed is saved after each. */
export const savingAfter =
  (save: () => void) =>
  (resolver: Resolver): Resolver =>
  (info) => {
    const result = resolver(info);
    void Promise.resolve(result).finally(save);
    return result;
  };
