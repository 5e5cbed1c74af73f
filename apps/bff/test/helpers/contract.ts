import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import { expect } from 'vitest';

/**
 * Asserts the response has the status and a body that the route's contract declares for that
 * status, and returns the parsed body.
 */
export function expectContract<R extends AppRoute, S extends keyof R['responses'] & number>(
  route: R,
  status: S,
  response: { status: number; body: unknown },
): z.infer<R['responses'][S] & z.ZodType> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const schema = route.responses[status] as z.ZodType;
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) {
    throw new Error(
      `Response does not match the contract of ${route.path} (${status}): ${parsed.error.message}`,
    );
  }
  return parsed.data as never;
}
