import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

/** The generic error page (spec): the message and a try-again. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateMessage headingLevel={1} tone="error" title={t('error.title')} text={t('error.text')}>
      <Button onClick={onRetry}>{t('error.retry')}</Button>
    </StateMessage>
  );
}
