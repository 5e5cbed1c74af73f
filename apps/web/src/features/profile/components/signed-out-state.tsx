import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

/** "No user logged in" (spec §5), with a sign-in link that comes back here afterwards. */
export function SignedOutState({ redirect }: { redirect: string }) {
  const { t } = useTranslation('profile');
  return (
    <div data-testid="no-user">
      <StateMessage headingLevel={1} title={t('noUser')} text={t('noUserText')}>
        <ButtonLink to={`/login?redirect=${encodeURIComponent(redirect)}`}>
          {t('signIn')}
        </ButtonLink>
      </StateMessage>
    </div>
  );
}
