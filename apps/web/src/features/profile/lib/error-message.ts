import { ApiError } from '@/lib/api-client';

/**
 * What a failed profile call tells the user (spec §5, §8): signed out (401) is "No user logged in",
 * otherwise the server's own `error` text, else the generic "An error occurred".
 */
export type FailureMessage =
  { kind: 'signed-out' } | { kind: 'server'; text: string } | { kind: 'generic' };

export function failureMessage(error: unknown): FailureMessage {
  if (!(error instanceof ApiError)) return { kind: 'generic' };
  if (error.status === 401) return { kind: 'signed-out' };
  const text = error.body?.error?.trim();
  return text ? { kind: 'server', text } : { kind: 'generic' };
}
