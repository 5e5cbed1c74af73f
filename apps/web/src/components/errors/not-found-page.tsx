import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('notFound.title')} />
      <StateMessage headingLevel={1} title={t('notFound.title')} text={t('notFound.text')}>
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
      </StateMessage>
    </>
  );
}

export default NotFoundPage;
