import { RedirectPath } from '@app/contracts';

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Where to go after signing in: the `redirect` asked for when it is a path of this site (one
 * leading `/`, no backslash, no whitespace, no control character), else the dashboard. Anything
 * else (`//evil.example`, `https://…`, `/\evil`, `javascript:`) could leave the site.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  if (!value) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (!RedirectPath.safeParse(value).success) return fallback;
  // The URL parser must agree that it stays on this origin.
  const base = 'https://agentia.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
