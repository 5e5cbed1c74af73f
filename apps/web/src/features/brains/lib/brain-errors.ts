import type { brainMessages, SourceErrorCode } from '@app/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

export type RefusalKey = keyof typeof brainMessages;

/**
 * The BFF's brain refusals by their code, each worded by this app in both languages under
 * `refusals.<key>` (the English texts are the contract's `brainMessages`, word for word).
 */
const refusalByCode: Record<string, RefusalKey> = {
  brain_not_found: 'notFound',
  source_not_found: 'sourceNotFound',
  read_only: 'readOnly',
  owner_only: 'ownerOnly',
  team_required: 'teamType',
  not_shared_type: 'shareType',
  share_not_found: 'shareNotFound',
  share_self: 'shareSelf',
  already_shared: 'alreadyShared',
  invitation_not_found: 'invitationNotFound',
  file_too_large: 'fileTooLarge',
  brain_too_large: 'brainTooLarge',
  too_many_files: 'tooManyFiles',
  no_files: 'noFiles',
  empty_file: 'emptyFile',
  unsupported_type: 'unsupportedType',
  bad_file_name: 'badFileName',
  malformed_upload: 'malformedUpload',
  not_retriable: 'notRetriable',
};

/** The status and body of a failed call: ours (ApiError), or ts-rest's for an undeclared status. */
function answerOf(
  error: unknown,
): { status: number; body: { error?: unknown; code?: unknown } } | null {
  if (error instanceof ApiError) return { status: error.status, body: error.body ?? {} };
  const response = (error as { response?: { status?: unknown; body?: unknown } } | null)?.response;
  if (response && typeof response.status === 'number')
    return {
      status: response.status,
      body: (response.body ?? {}) as { error?: unknown; code?: unknown },
    };
  return null;
}

/**
 * What a failed brains call tells the reader: a known refusal in their language, else the
 * server's own text (a rate limit, a bad input), else a network or generic message.
 */
export function brainErrorText(error: unknown, t: TFunction<'brains'>): string {
  const answer = answerOf(error);
  if (!answer) return error instanceof TypeError ? t('errors.network') : t('errors.generic');
  if (answer.status === 401) return t('errors.noSession');
  const code = typeof answer.body.code === 'string' ? answer.body.code : undefined;
  const key = code ? refusalByCode[code] : undefined;
  if (key) return t(`refusals.${key}`);
  const text = typeof answer.body.error === 'string' ? answer.body.error.trim() : '';
  return text || t('errors.generic');
}

/** The brain is not there for this reader (404), or its address is not one (400). */
export function isBrainMissing(error: unknown): boolean {
  const answer = answerOf(error);
  return answer?.status === 404 || answer?.status === 400;
}

/** Why a source could not be read, in the reader's language (the server's English otherwise). */
export function sourceErrorText(
  error: { code: SourceErrorCode; message: string },
  t: TFunction<'brains'>,
): string {
  return t(`sourceErrors.${error.code}`, { defaultValue: error.message });
}
