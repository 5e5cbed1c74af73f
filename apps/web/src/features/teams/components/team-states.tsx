import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { TEAMS_PATH, teamErrorText } from '../lib/team-errors';
import { NotFoundState } from '@/components/ui/not-found-state';

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
  return <NotFoundState namespace="teams" testId="team-not-found" backTo={TEAMS_PATH} />;
}
