import type { AppRoute } from '@ts-rest/core';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * For the mocks' tests: calls the mocked BFF with the route's own method (a body when given: form
 * data as it is, anything else as JSON) and expects `status`, with a body the contract allows for
 * that status; returns that body.
 */
export async function expectContract(
  route: AppRoute,
  url: string,
  status: number,
  body?: unknown,
): Promise<never> {
  const init: RequestInit = { method: route.method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`http://localhost${url}`, init);
  expect(res.status, `${route.method} ${url}`).toBe(status);
  const schema = route.responses[status] as z.ZodType | symbol | undefined;
  expect(schema, `${route.path} declares ${status}`).toBeDefined();
  // c.noBody(): nothing to parse.
  if (typeof schema === 'symbol') {
    expect(await res.text()).toBe('');
    return undefined as never;
  }
  const parsed = schema!.safeParse(await res.json());
  expect(parsed.success, parsed.error?.message).toBe(true);
  return parsed.data as never;
}
