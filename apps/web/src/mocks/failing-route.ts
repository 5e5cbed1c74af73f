import type { AppRoute } from '@ts-rest/core';
import { delay, http, HttpResponse } from 'msw';

/**
 * For the component tests: a handler that answers `route` with an error while `failing()` says so
 * (after a short wait, so the loading state shows), and otherwise lets the mocked BFF answer.
 */
export function failingWhile(
  route: AppRoute,
  failing: () => boolean,
  { status = 500, error = 'Something went wrong', code = 'internal' } = {},
) {
  return http.get(`*${route.path}`, async () => {
    await delay(50);
    return failing() ? HttpResponse.json({ error, code }, { status }) : undefined;
  });
}
