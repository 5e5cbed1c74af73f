import { useTranslation } from 'react-i18next';
import { SignedOutState as Message } from '@/components/ui/signed-out-state';

/** "No active session", with a sign-in link that comes back here. */
export function SignedOutState() {
  const { t } = useTranslation('brains');
  return (
    <Message
      title={t('errors.noSession')}
      text={t('errors.noSessionText')}
      signIn={t('errors.signIn')}
      testId="brains-signed-out"
    />
  );
}
