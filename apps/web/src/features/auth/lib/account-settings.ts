import { CODE_LENGTH, type AccountSettings } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * What the screens say until the BFF has told its identity provider's real values (and what a
 * BFF that does not tell them has: the embedded provider's).
 */
export const defaultAccountSettings: AccountSettings = {
  codeLength: CODE_LENGTH,
  codeValidSeconds: 15 * 60,
  resetLinkValidSeconds: 15 * 60,
  invitationValidSeconds: 7 * 86_400,
};

/** A lifetime in its largest whole unit, in the page's language: "15 minutes", "1 hour", "7 days". */
export function durationText(t: TFunction<'auth'>, seconds: number): string {
  if (seconds >= 86_400 && seconds % 86_400 === 0)
    return t('duration.days', { count: seconds / 86_400 });
  if (seconds >= 3600 && seconds % 3600 === 0)
    return t('duration.hours', { count: seconds / 3600 });
  return t('duration.minutes', { count: Math.max(1, Math.round(seconds / 60)) });
}
