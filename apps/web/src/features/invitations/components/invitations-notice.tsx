import type { InvitationKind } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { noticeKind, useReceivedInvitations } from '../api/get-invitations';
import { invitationErrorText } from '../lib/invitation-errors';
import { InvitationCard } from './invitation-card';

function Notice({ userId, kind }: { userId: string; kind: InvitationKind | 'all' }) {
  const { t } = useTranslation('invitations');
  const query = useReceivedInvitations(userId, kind === 'all' ? undefined : kind);
  if (query.isError)
    return (
      <div
        role="alert"
        className="mx-auto mb-6 flex max-w-6xl flex-wrap items-center gap-3 text-sm"
        data-testid="invitations-error"
      >
        <span className="text-red-800 dark:text-red-200">
          {t('notice.loadError')} {invitationErrorText(query.error, t)}
        </span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  // Nothing while it loads or when nothing waits: the page itself comes first.
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t('notice.label')}
      className="mx-auto mb-6 max-w-6xl rounded-2xl border border-brand-100 bg-brand-50/60 p-4 dark:border-brand-700/40 dark:bg-brand-700/10"
      data-testid="invitations-notice"
    >
      <p className="font-semibold">{t('notice.title', { count: items.length })}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} userId={userId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Above the overview, the brains and the teams: the invitations waiting for the user (of that
 * page's kind), to accept or decline where they look for what is shared with them.
 */
export default function InvitationsNotice() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation('invitations');
  const kind = noticeKind(pathname);
  if (!user || !kind) return null;
  return (
    <>
      <Notice key={`${user.id}-${kind}`} userId={user.id} kind={kind} />
      {/* The overview has no notifications of its own. */}
      {kind === 'all' ? (
        <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
      ) : null}
    </>
  );
}
