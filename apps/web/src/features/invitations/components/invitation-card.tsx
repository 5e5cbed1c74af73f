import type { ReceivedInvitation } from '@app/contracts';
import { Brain, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { formatTimeLeft } from '@/lib/relative-time';
import { useLang } from '@/lib/use-lang';
import { useAcceptInvitation, useDeclineInvitation } from '../api/answer-invitation';
import { invitationErrorText, targetPath } from '../lib/invitation-errors';

/**
 * One invitation to the user: who invites them, to which brain or team, as what, until when;
 * Accept opens what they joined, Decline (confirmed) uses the invitation up.
 */
export function InvitationCard({
  invitation,
  userId,
  onDeclined,
}: {
  invitation: ReceivedInvitation;
  userId: string;
  onDeclined?: () => void;
}) {
  const { t } = useTranslation('invitations');
  const lang = useLang();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation(userId);
  const [confirming, setConfirming] = useState(false);
  const target = invitation.target.name;
  const inviter = invitation.invitedBy
    ? invitation.invitedBy.fullName
      ? t('card.inviterNamed', {
          name: invitation.invitedBy.fullName,
          email: invitation.invitedBy.email,
        })
      : invitation.invitedBy.email
    : t('card.someone');
  const Icon = invitation.kind === 'brain' ? Brain : Users;
  const busy = accept.isPending || decline.isPending;
  const failed = (error: unknown) => toast.error(invitationErrorText(error, t), { title: target });

  return (
    <article
      className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-line bg-surface p-4"
      aria-label={t(`card.label.${invitation.kind}`, { target })}
      data-testid="invitation"
    >
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="min-w-0">
          <p className="break-words">
            {t(`card.text.${invitation.kind}`, {
              inviter,
              target,
              as: t(`as.${invitation.role}`),
            })}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t(`roleHelp.${invitation.role}`)}</p>
          <p className="mt-1 text-xs text-ink-muted">
            {t('card.expires', { when: formatTimeLeft(invitation.expiresAt, lang) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          aria-label={t('card.acceptNamed', { target })}
          onClick={() =>
            accept.mutate(invitation.id, {
              onSuccess: (accepted) => {
                toast.success(t(`accepted.${accepted.kind}`), { title: target });
                void navigate(targetPath(accepted));
              },
              onError: failed,
            })
          }
        >
          {accept.isPending ? t('card.accepting') : t('card.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('card.declineNamed', { target })}
          onClick={() => setConfirming(true)}
        >
          {t('card.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('declineDialog.title', { target })}
        text={t(`declineDialog.text.${invitation.kind}`)}
        cancel={{ label: t('cancel') }}
        confirm={{ label: t('declineDialog.confirm') }}
        onConfirm={() => {
          setConfirming(false);
          decline.mutate(invitation.id, {
            onSuccess: () => {
              toast.success(t('declined'), { title: target });
              onDeclined?.();
            },
            onError: failed,
          });
        }}
        testId="decline-invitation-dialog"
      />
    </article>
  );
}
