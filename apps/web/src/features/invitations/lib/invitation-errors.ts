import type { TFunction } from 'i18next';
import { apiErrorText, errorStatus } from '@/lib/api-errors';

/** The BFF's refusals by their code, worded by this app in both languages under `refusals.`. */
const refusalByCode: Record<string, string> = {
  invitation_not_found: 'notFound',
  invitation_expired: 'expired',
  invitation_other_account: 'otherAccount',
};

/** What a failed invitations call tells the reader, in their language when it is a known refusal. */
export const invitationErrorText = (error: unknown, t: TFunction<'invitations'>): string =>
  apiErrorText(error, (key) => t(key as never), refusalByCode);

/** Why an invitation cannot be answered: used, withdrawn or unknown; expired; another account's. */
export function invitationRefusal(error: unknown): 'notFound' | 'expired' | 'otherAccount' | null {
  const status = errorStatus(error);
  if (status === 404 || status === 400) return 'notFound';
  if (status === 410) return 'expired';
  if (status === 403) return 'otherAccount';
  return null;
}

/** Where what an accepted invitation opened lives. */
export const targetPath = (accepted: { kind: 'brain' | 'team'; id: string }) =>
  `/dashboard/${accepted.kind === 'brain' ? 'brains' : 'teams'}/${accepted.id}`;

export const INVITATIONS_PATH = '/dashboard/invitations';
