import { ApiError } from '@/lib/api-client';

/** Every cached admin query starts with this key; a change invalidates the area's lists. */
export const ADMIN_KEY = ['admin'] as const;

/** A ts-rest answer's body when its status is the expected one, else an ApiError. */
export function bodyOf<T>(
  res: { status: number; body: unknown; headers?: Headers },
  status: number,
): T {
  if (res.status !== status) throw new ApiError(res.status, res.body, res.headers);
  return res.body as T;
}
