import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { TEAMS_PATH, teamErrorText } from '../lib/team-errors';

export function TeamsLoading({ label }: { label: string }) {
  return (
    <div data-testid="teams-loading">
      <LoadingState label={label} />
    </div>
  );
}

/** A load that failed, with its reason and a retry. */
export function TeamsError({
  title,
  error,
  retry,
  headingLevel = 2,
}: {
  title: string;
  error: unknown;
  retry: () => void;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('teams');
  return (
    <div data-testid="teams-error">
      <StateMessage
        headingLevel={headingLevel}
        tone="error"
        title={title}
        text={teamErrorText(error, t)}
      >
        <Button onClick={retry}>{t('retry')}</Button>
      </StateMessage>
    </div>
  );
}

/** Not a member (or no such team): never said which. */
export function TeamNotFound() {
  const { t } = useTranslation('teams');
  return (
    <div data-testid="team-not-found">
      <PageMeta title={t('notFound.title')} />
      <StateMessage headingLevel={1} title={t('notFound.title')} text={t('refusals.notFound')}>
        <ButtonLink to={TEAMS_PATH}>{t('notFound.back')}</ButtonLink>
      </StateMessage>
    </div>
  );
}
