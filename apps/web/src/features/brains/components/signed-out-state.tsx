import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

/** "No active session", with a sign-in link that comes back here. */
export function SignedOutState() {
  const { t } = useTranslation('brains');
  const { pathname, search } = useLocation();
  return (
    <div data-testid="brains-signed-out">
      <StateMessage tone="error" title={t('errors.noSession')} text={t('errors.noSessionText')}>
        <ButtonLink to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
          {t('errors.signIn')}
        </ButtonLink>
      </StateMessage>
    </div>
  );
}
