import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useTeamActions } from '../api/change-team';
import { useOwnAgents, useOwnBrains, useTeam } from '../api/get-teams';
import { isTeamMissing, TEAMS_PATH, teamErrorText } from '../lib/team-errors';
import { SignedOutState } from './signed-out-state';
import { TeamNotFound, TeamsError, TeamsLoading } from './team-states';

export type TeamItemKind = 'brains' | 'agents';

interface Candidate {
  id: string;
  name: string;
  /** In another team already: it cannot be added here. */
  elsewhere: boolean;
}

function useCandidates(kind: TeamItemKind, userId: string, teamId: string) {
  const brains = useOwnBrains(userId);
  const agents = useOwnAgents(userId);
  if (kind === 'brains')
    return {
      query: brains,
      items: brains.data?.map((brain): Candidate => ({
        id: brain.id,
        name: brain.name,
        elsewhere: brain.type === 'team',
      })),
    };
  return {
    query: agents,
    items: agents.data?.map((agent): Candidate => ({
      id: agent.id,
      name: agent.name,
      elsewhere: agent.team !== null && agent.team.id !== teamId,
    })),
  };
}

function Picker({ kind, userId, teamId }: { kind: TeamItemKind; userId: string; teamId: string }) {
  const { t } = useTranslation('teams');
  const team = useTeam(userId, teamId);
  const actions = useTeamActions(userId, teamId);
  const { query, items } = useCandidates(kind, userId, teamId);
  const add = kind === 'brains' ? actions.addBrain : actions.addAgent;
  if (team.isError && isTeamMissing(team.error)) return <TeamNotFound />;
  if (team.data === undefined || items === undefined) {
    const failed = team.isError ? team : query.isError ? query : null;
    return failed ? (
      <TeamsError
        headingLevel={1}
        title={t('add.loadError')}
        error={failed.error}
        retry={() => void failed.refetch()}
      />
    ) : (
      <TeamsLoading label={t('add.loading')} />
    );
  }
  const inTeam = new Set(
    (kind === 'brains' ? team.data.brains : team.data.agents).map((item) => item.id),
  );
  const title = t(`add.${kind}Title`, { team: team.data.name });
  return (
    <>
      <PageMeta title={title} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{t(`add.${kind}Intro`)}</p>
      {team.data.myRole === 'member' ? (
        <div data-testid="add-refused">
          <StateMessage title={t('refusals.adminOnly')}>
            <ButtonLink to={`${TEAMS_PATH}/${teamId}`}>{t('add.back')}</ButtonLink>
          </StateMessage>
        </div>
      ) : items.length === 0 ? (
        <div data-testid="add-empty">
          <StateMessage title={t(`add.${kind}Empty`)} text={t(`add.${kind}EmptyText`)}>
            <ButtonLink to={`/dashboard/${kind}`}>{t(`add.${kind}Go`)}</ButtonLink>
          </StateMessage>
        </div>
      ) : (
        <ul
          className="mt-6 flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface px-4"
          data-testid="add-candidates"
        >
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="font-medium break-words">{item.name}</span>
              {inTeam.has(item.id) ? (
                <span className="text-sm text-ink-muted">{t('add.inTeam')}</span>
              ) : item.elsewhere ? (
                <span className="text-sm text-ink-muted">{t('add.elsewhere')}</span>
              ) : (
                <Button
                  variant="secondary"
                  disabled={add.isPending}
                  aria-label={t('add.addNamed', { name: item.name })}
                  onClick={() =>
                    add.mutate(item.id, {
                      onSuccess: () => toast.success(t('toasts.itemAdded'), { title: item.name }),
                      onError: (error) =>
                        toast.error(teamErrorText(error, t), { title: item.name }),
                    })
                  }
                >
                  {t('add.add')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /dashboard/teams/:id/add-brains and /add-agents: pick among the user's own. */
export function AddItemsPage({ kind }: { kind: TeamItemKind }) {
  const { t } = useTranslation('teams');
  const { user } = useSession();
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl" data-testid={`add-${kind}-page`}>
      <Link
        to={`${TEAMS_PATH}/${id}`}
        className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> {t('add.back')}
      </Link>
      {user ? (
        <Picker key={`${user.id}-${id}`} kind={kind} userId={user.id} teamId={id} />
      ) : (
        <SignedOutState />
      )}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
