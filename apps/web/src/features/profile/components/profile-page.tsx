import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { useProfile } from '../api/get-profile';
import { failureMessage } from '../lib/error-message';
import { SignedOutState } from './signed-out-state';

function SignedInProfile({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const query = useProfile(userId);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (failureMessage(query.error).kind === 'signed-out')
      return <SignedOutState redirect="/profile" />;
    return (
      <StateMessage headingLevel={1} tone="error" title={t('view.loadError')}>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </StateMessage>
    );
  }

  const profile = query.data;
  const name = profile.fullName?.trim() || profile.email;
  const row = 'grid gap-1 py-3 sm:grid-cols-3 sm:gap-4';
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar
          avatarUrl={profile.avatarUrl}
          fullName={profile.fullName}
          email={profile.email}
          className="h-20 w-20 text-2xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
            {t('pages.profile', { ns: 'common' })}
          </p>
          <h1 className="mt-1 truncate text-3xl font-bold tracking-tight">{name}</h1>
        </div>
        <ButtonLink to="/user/profile/edit" data-testid="edit-profile">
          {t('view.edit')}
        </ButtonLink>
      </div>
      <dl className="mt-8 divide-y divide-line rounded-2xl border border-line px-5">
        <div className={row}>
          <dt className="text-sm font-medium text-ink-muted">{t('view.email')}</dt>
          <dd className="break-all sm:col-span-2">{profile.email}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm font-medium text-ink-muted">{t('view.role')}</dt>
          <dd className="sm:col-span-2">
            <span
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
              data-testid="profile-role"
            >
              {t(`roles.${profile.role}`)}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm font-medium text-ink-muted">{t('view.accountType')}</dt>
          <dd className="sm:col-span-2">{t(`accountTypes.${profile.accountType ?? 'none'}`)}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm font-medium text-ink-muted">{t('view.memberSince')}</dt>
          <dd className="sm:col-span-2">
            <time dateTime={profile.createdAt}>{formatDate(profile.createdAt, lang)}</time>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** /profile, a public route: the signed-in user's profile, or "No user logged in". */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  return (
    <>
      <PageMeta title={t('pages.profile', { ns: 'common' })} />
      {user ? (
        <SignedInProfile key={user.id} userId={user.id} />
      ) : (
        <SignedOutState redirect="/profile" />
      )}
    </>
  );
}
