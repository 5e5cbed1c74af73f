import type { ReceivedInvitation } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { SignedOutState } from '@/components/ui/signed-out-state';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { Toaster } from '@/components/ui/toast';
import { useSession, useSignOut } from '@/lib/session';
import { useReceivedInvitations } from '../api/get-invitations';
import { useOpenInvitation } from '../api/open-invitation';
import { invitationErrorText, invitationRefusal } from '../lib/invitation-errors';
import { InvitationCard } from './invitation-card';

function Heading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <PageMeta title={title} description={intro} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p> : null}
    </>
  );
}

/** Why the link's invitation cannot be answered, as a page: with what to do next. */
function Refused({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('invitations');
  const { user } = useSession();
  const signOut = useSignOut();
  const refusal = invitationRefusal(error);
  const dashboard = <ButtonLink to="/dashboard">{t('link.dashboard')}</ButtonLink>;
  if (refusal === 'otherAccount')
    return (
      <div data-testid="invitation-other-account">
        <PageMeta title={t('link.otherAccount.title')} />
        <StateMessage
          headingLevel={1}
          tone="error"
          title={t('link.otherAccount.title')}
          text={t('link.otherAccount.text', { email: user?.email ?? '' })}
        >
          <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('link.signOut')}
          </Button>
          {dashboard}
        </StateMessage>
      </div>
    );
  if (refusal)
    return (
      <div data-testid={`invitation-${refusal === 'expired' ? 'expired' : 'not-found'}`}>
        <PageMeta title={t(`link.${refusal}.title`)} />
        <StateMessage
          headingLevel={1}
          title={t(`link.${refusal}.title`)}
          text={t(`refusals.${refusal}`)}
        >
          {dashboard}
        </StateMessage>
      </div>
    );
  return (
    <div data-testid="invitation-error">
      <PageMeta title={t('link.error')} />
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('link.error')}
        text={invitationErrorText(error, t)}
      >
        <Button onClick={retry}>{t('retry')}</Button>
      </StateMessage>
    </div>
  );
}

/** The invitation of an e-mail's link: opened for the invited account, then answered. */
function LinkedInvitation({ userId, token }: { userId: string; token: string }) {
  const { t } = useTranslation('invitations');
  const query = useOpenInvitation(userId, token);
  const [declined, setDeclined] = useState<ReceivedInvitation | null>(null);
  if (declined)
    return (
      <div data-testid="invitation-declined">
        <PageMeta title={t('link.declined.title')} />
        <StateMessage
          headingLevel={1}
          title={t('link.declined.title')}
          text={t(`link.declined.text.${declined.kind}`, { target: declined.target.name })}
        >
          <ButtonLink to="/dashboard">{t('link.dashboard')}</ButtonLink>
        </StateMessage>
      </div>
    );
  if (query.data === undefined)
    return query.isError ? (
      <Refused error={query.error} retry={() => void query.refetch()} />
    ) : (
      <LoadingState label={t('link.loading')} />
    );
  const invitation = query.data;
  return (
    <>
      <Heading title={t('link.title')} intro={t('link.intro', { email: invitation.email })} />
      <div className="mt-6">
        <InvitationCard
          invitation={invitation}
          userId={userId}
          onDeclined={() => setDeclined(invitation)}
        />
      </div>
    </>
  );
}

/** Every invitation waiting for the user. */
function AllInvitations({ userId }: { userId: string }) {
  const { t } = useTranslation('invitations');
  const query = useReceivedInvitations(userId);
  return (
    <>
      <Heading title={t('list.title')} intro={t('list.intro')} />
      {query.data === undefined ? (
        query.isError ? (
          <StateMessage
            tone="error"
            title={t('list.error')}
            text={invitationErrorText(query.error, t)}
          >
            <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
          </StateMessage>
        ) : (
          <LoadingState label={t('list.loading')} />
        )
      ) : query.data.length === 0 ? (
        <div data-testid="invitations-empty">
          <StateMessage title={t('list.empty')} text={t('list.emptyText')}>
            <ButtonLink to="/dashboard">{t('link.dashboard')}</ButtonLink>
          </StateMessage>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label={t('list.title')}>
          {query.data.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard invitation={invitation} userId={userId} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /dashboard/invitations: with `?token=` (the e-mail's link, reached after signing in when
 * needed) that invitation, for the invited account only; without, every invitation waiting.
 */
export default function InvitationsPage() {
  const { t } = useTranslation('invitations');
  const { user } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <div className="mx-auto max-w-3xl" data-testid="invitations-page">
      {user ? (
        token ? (
          <LinkedInvitation key={`${user.id}-${token}`} userId={user.id} token={token} />
        ) : (
          <AllInvitations key={user.id} userId={user.id} />
        )
      ) : (
        <SignedOutState
          title={t('errors.noSession')}
          text={t('errors.noSessionText')}
          signIn={t('errors.signIn')}
          testId="invitations-signed-out"
        />
      )}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
