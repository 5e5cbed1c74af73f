import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useSession } from '@/lib/session';
import { useProfile } from '../api/get-profile';
import { failureMessage } from '../lib/error-message';
import { EmailChangeForm } from './email-change-form';
import { ProfileDetailsForm } from './profile-details-form';
import { SignedOutState } from './signed-out-state';

const REDIRECT = '/user/profile/edit';

function EditForms({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const query = useProfile(userId);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (failureMessage(query.error).kind === 'signed-out')
      return <SignedOutState redirect={REDIRECT} />;
    return (
      <StateMessage headingLevel={1} tone="error" title={t('view.loadError')}>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </StateMessage>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('pages.profileEdit', { ns: 'common' })}
      </h1>
      <p className="mt-2 text-ink-muted">
        {t('edit.intro')}{' '}
        <Link
          to="/profile"
          className="font-medium text-brand-600 hover:underline dark:text-brand-100"
        >
          {t('edit.viewProfile')}
        </Link>
      </p>
      <div className="mt-8 space-y-8">
        <ProfileDetailsForm key={query.data.id} profile={query.data} />
        <EmailChangeForm currentEmail={query.data.email} />
      </div>
    </>
  );
}

/**
 * /user/profile/edit (protected): name, picture and e-mail address. The router renders it inside
 * the dashboard's layout (the site header and footer are hidden here).
 */
export default function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const title = t('pages.profileEdit', { ns: 'common' });
  return (
    <>
      <PageMeta title={title} />
      <div className="mx-auto max-w-2xl">
        {user ? (
          <EditForms key={user.id} userId={user.id} />
        ) : (
          <SignedOutState redirect={REDIRECT} />
        )}
      </div>
    </>
  );
}
