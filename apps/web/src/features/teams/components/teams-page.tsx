import { CreateTeamRequest, type TeamSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useCreateTeam } from '../api/change-team';
import { useTeamList } from '../api/get-teams';
import { TEAMS_PATH, teamErrorText } from '../lib/team-errors';
import { SignedOutState } from './signed-out-state';
import { TeamsError, TeamsLoading } from './team-states';

function CreateTeamForm({ userId }: { userId: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const create = useCreateTeam(userId);
  const form = useZodForm(CreateTeamRequest, { defaultValues: { name: '', description: '' } });
  return (
    <section
      aria-labelledby="create-team-title"
      className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="create-team-title" className="text-lg font-semibold">
        {t('list.createTitle')}
      </h2>
      <Form
        form={form}
        ns="teams"
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (team) => {
              toast.success(t('toasts.created'), { title: team.name });
              void navigate(`${TEAMS_PATH}/${team.id}`);
            },
          })
        }
      >
        <TextField name="name" label={t('list.name')} maxLength={100} requiredMark />
        <TextField name="description" label={t('list.description')} maxLength={1000} />
        <div className="sm:pt-6">
          <SubmitButton pending={create.isPending} pendingLabel={t('list.creating')}>
            {t('list.create')}
          </SubmitButton>
        </div>
        {create.isError ? (
          <div className="sm:col-span-3">
            <FormAlert>{teamErrorText(create.error, t)}</FormAlert>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

function TeamCard({ team }: { team: TeamSummary }) {
  const { t } = useTranslation('teams');
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="team-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold">
          <Link to={`${TEAMS_PATH}/${team.id}`} className="hover:underline">
            {team.name}
          </Link>
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
          {t(`roles.${team.myRole}`)}
        </span>
      </div>
      {team.description ? <p className="text-sm text-ink-muted">{team.description}</p> : null}
      <p className="text-xs text-ink-muted">
        {t('list.counts', {
          members: team.memberCount,
          brains: team.brainCount,
          agents: team.agentCount,
        })}
      </p>
    </article>
  );
}

function TeamList({ userId }: { userId: string }) {
  const { t } = useTranslation('teams');
  const query = useTeamList(userId);
  if (query.data === undefined)
    return query.isError ? (
      <TeamsError
        title={t('list.loadError')}
        error={query.error}
        retry={() => void query.refetch()}
      />
    ) : (
      <TeamsLoading label={t('list.loading')} />
    );
  if (query.data.items.length === 0)
    return (
      <div data-testid="teams-empty">
        <StateMessage title={t('list.empty')} text={t('list.emptyText')} />
      </div>
    );
  return (
    <ul aria-label={t('list.mine')} className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {query.data.items.map((team) => (
        <li key={team.id}>
          <TeamCard team={team} />
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/teams: the user's teams with their role, and a new team. */
export default function TeamsPage() {
  const { t } = useTranslation('teams');
  const { user } = useSession();
  const title = t('pages.dashboardTeams', { ns: 'common' });
  return (
    <div className="mx-auto max-w-6xl" data-testid="teams-page">
      <PageMeta title={title} description={t('list.intro')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('list.intro')}</p>
      {user ? (
        <>
          <CreateTeamForm key={`create-${user.id}`} userId={user.id} />
          <TeamList key={user.id} userId={user.id} />
        </>
      ) : (
        <SignedOutState />
      )}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
