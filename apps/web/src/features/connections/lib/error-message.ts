import { ApiError } from '@/lib/api-client';
import { StateStorageUnavailableError } from './oauth-state';

/**
 * What a failed connections call tells the user (spec §5, §8): 401 is "No active session";
 * otherwise the server's own `error` text (the agent server's error, or the spec's default in the
 * asked language); a network failure or anything else has its own message.
 */
export type ConnectionFailure =
  | { kind: 'no-session' }
  | { kind: 'server'; text: string }
  | { kind: 'storage' }
  | { kind: 'network' }
  | { kind: 'generic' };

export function connectionFailure(error: unknown): ConnectionFailure {
  if (error instanceof StateStorageUnavailableError) return { kind: 'storage' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'no-session' };
    const text = error.body?.error?.trim();
    return text ? { kind: 'server', text } : { kind: 'generic' };
  }
  // A status the contract does not declare (429, 500 from a proxy): ts-rest's UnknownStatusError.
  const response = (error as { response?: { status?: unknown; body?: unknown } } | null)?.response;
  if (response && typeof response.status === 'number') {
    if (response.status === 401) return { kind: 'no-session' };
    const text = (response.body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text.trim()
      ? { kind: 'server', text: text.trim() }
      : { kind: 'generic' };
  }
  // fetch rejects with a TypeError when the BFF cannot be reached at all.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'generic' };
}

/** The message for a failure, with the connections namespace's `t`. */
export function failureText(failure: ConnectionFailure, t: (key: string) => string): string {
  switch (failure.kind) {
    case 'no-session':
      return t('errors.noSession');
    case 'server':
      return failure.text;
    case 'storage':
      return t('errors.storage');
    case 'network':
      return t('errors.network');
    case 'generic':
      return t('errors.generic');
  }
}
