import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

/** "No active session" (spec §5), with a sign-in link that comes back to the tools. */
export function NoSessionState({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('connections');
  return (
    <div data-testid="no-session">
      <StateMessage
        headingLevel={headingLevel}
        tone="error"
        title={t('errors.noSession')}
        text={t('errors.noSessionText')}
      >
        <ButtonLink to={`/login?redirect=${encodeURIComponent('/dashboard/tools')}`}>
          {t('errors.signIn')}
        </ButtonLink>
      </StateMessage>
    </div>
  );
}
