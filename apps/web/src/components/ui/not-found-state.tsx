import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { PageMeta } from './page-title';
import { StateMessage } from './state-message';

/**
 * A dashboard item that is not there for this reader, as one page: never says whether it exists
 * (the BFF answers 404 either way). Texts from the feature's namespace: `notFound.title`,
 * `refusals.notFound`, `notFound.back`.
 */
export function NotFoundState({
  namespace,
  testId,
  backTo,
}: {
  namespace: string;
  testId: string;
  backTo: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div data-testid={testId}>
      <PageMeta title={t('notFound.title')} />
      <StateMessage headingLevel={1} title={t('notFound.title')} text={t('refusals.notFound')}>
        <ButtonLink to={backTo}>{t('notFound.back')}</ButtonLink>
      </StateMessage>
    </div>
  );
}
