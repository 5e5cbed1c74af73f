import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatTimeLeft } from '@/lib/relative-time';
import { useLang } from '@/lib/use-lang';

export interface PendingInvitation {
  email: string;
  role: string;
  expiresAt: string;
}

/**
 * The invitations a brain's owner or a team's admins sent that wait for an answer, by address
 * only (nobody is named before accepting): when each expires, "Send again" (a new link, seven
 * days again) and "Withdraw". Texts from the feature's namespace: `pending.*` and `roles.*`.
 */
export function PendingInvitationList({
  namespace,
  items,
  busyEmail,
  onResend,
  onWithdraw,
  testId,
}: {
  namespace: string;
  items: readonly PendingInvitation[];
  /** The address whose invitation is being sent again or withdrawn. */
  busyEmail: string | null;
  onResend: (invitation: PendingInvitation) => void;
  onWithdraw: (invitation: PendingInvitation) => void;
  testId: string;
}) {
  const { t } = useTranslation(namespace);
  const lang = useLang();
  if (items.length === 0) return null;
  const now = new Date();
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold">{t('pending.title', { count: items.length })}</h3>
      <p className="text-sm text-ink-muted">{t('pending.help')}</p>
      <ul className="mt-1 divide-y divide-line" data-testid={testId}>
        {items.map((invitation) => {
          const expired = new Date(invitation.expiresAt) <= now;
          const busy = busyEmail === invitation.email;
          return (
            <li
              key={invitation.email}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="pending-invitation"
            >
              <div className="min-w-0">
                <p className="font-medium break-all">{invitation.email}</p>
                <p className="text-sm text-ink-muted">
                  {t(`roles.${invitation.role}`)} ·{' '}
                  {expired ? (
                    <span className="font-semibold text-red-800 dark:text-red-200">
                      {t('pending.expired')}
                    </span>
                  ) : (
                    t('pending.expires', {
                      when: formatTimeLeft(invitation.expiresAt, lang, now),
                    })
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="py-2.5"
                  disabled={busy}
                  aria-label={t('pending.resendNamed', { email: invitation.email })}
                  onClick={() => onResend(invitation)}
                >
                  {t('pending.resend')}
                </Button>
                <Button
                  variant="secondary"
                  className="py-2.5"
                  disabled={busy}
                  aria-label={t('pending.withdrawNamed', { email: invitation.email })}
                  onClick={() => onWithdraw(invitation)}
                >
                  {t('pending.withdraw')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
