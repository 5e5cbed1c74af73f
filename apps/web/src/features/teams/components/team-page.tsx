import { InviteMemberRequest, MemberRole, type TeamDetail, type TeamMember } from '@app/contracts';
import { LogOut, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { SelectField as FormSelectField } from '@/components/form/choice-fields';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { EmailField } from '@/components/form/text-field';
import { PendingInvitationList } from '@/components/pending-invitations';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-title';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { useTeamActions } from '../api/change-team';
import { useTeam } from '../api/get-teams';
import { isTeamMissing, TEAMS_PATH, teamErrorText } from '../lib/team-errors';
import { SignedOutState } from './signed-out-state';
import { TeamNotFound, TeamsError, TeamsLoading } from './team-states';

type Actions = ReturnType<typeof useTeamActions>;
interface Confirmation {
  title: string;
  text: string;
  confirm: string;
  run: () => void;
}

const memberName = (member: TeamMember) => member.user.fullName || member.user.email;

function InviteForm({ actions }: { actions: Actions }) {
  const { t } = useTranslation('teams');
  const lang = useLang();
  const form = useZodForm(InviteMemberRequest, {
    defaultValues: { email: '', role: 'member', locale: lang },
  });
  return (
    <Form
      form={form}
      ns="teams"
      className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      aria-label={t('members.inviteTitle')}
      onSubmit={(values) =>
        actions.invite.mutate(
          { ...values, locale: lang },
          {
            onSuccess: ({ invitation }) => {
              form.reset({ email: '', role: 'member', locale: lang });
              toast.success(t('toasts.invited'), { title: invitation.email });
            },
          },
        )
      }
    >
      <EmailField name="email" label={t('members.email')} requiredMark />
      <FormSelectField name="role" label={t('members.role')}>
        {MemberRole.options.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </FormSelectField>
      <div className="sm:pt-6">
        <SubmitButton pending={actions.invite.isPending} pendingLabel={t('members.inviting')}>
          {t('members.invite')}
        </SubmitButton>
      </div>
      {actions.invite.isError ? (
        <div className="sm:col-span-3">
          <FormAlert>{teamErrorText(actions.invite.error, t)}</FormAlert>
        </div>
      ) : null}
    </Form>
  );
}

/** The team's invitations waiting for an answer (owner and admins): sent again or withdrawn. */
function Invitations({ team, actions }: { team: TeamDetail; actions: Actions }) {
  const { t } = useTranslation('teams');
  const lang = useLang();
  const [busy, setBusy] = useState<string | null>(null);
  const failed = (email: string) => (error: unknown) =>
    toast.error(teamErrorText(error, t), { title: email });
  const done = () => setBusy(null);
  return (
    <PendingInvitationList
      namespace="teams"
      items={team.invitations}
      busyEmail={busy}
      testId="team-invitations"
      onResend={({ email, role }) => {
        setBusy(email);
        actions.resendInvitation.mutate(
          { email, role: role === 'admin' ? 'admin' : 'member', locale: lang },
          {
            onSuccess: () => toast.success(t('toasts.invited'), { title: email }),
            onError: failed(email),
            onSettled: done,
          },
        );
      }}
      onWithdraw={({ email }) => {
        setBusy(email);
        actions.cancelInvitation.mutate(email, {
          onSuccess: () => toast.success(t('toasts.withdrawn'), { title: email }),
          onError: failed(email),
          onSettled: done,
        });
      }}
    />
  );
}

function Members({
  team,
  userId,
  actions,
  ask,
}: {
  team: TeamDetail;
  userId: string;
  actions: Actions;
  ask: (confirmation: Confirmation) => void;
}) {
  const { t } = useTranslation('teams');
  const admin = team.myRole !== 'member';
  const failed = (error: unknown) => toast.error(teamErrorText(error, t), { title: team.name });
  return (
    <section
      aria-labelledby="members-title"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="members-title" className="text-lg font-semibold">
        {t('members.title')}
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-line" data-testid="team-members">
        {team.members.map((member) => {
          const name = memberName(member);
          const me = member.user.id === userId;
          const editable = admin && member.role !== 'owner' && !me;
          return (
            <li
              key={member.user.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {name}{' '}
                  {me ? <span className="text-xs text-ink-muted">({t('members.you')})</span> : null}
                </p>
                <p className="text-xs break-all text-ink-muted">{member.user.email}</p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                {editable ? (
                  <SelectField
                    label={t('members.roleOf', { name })}
                    value={member.role}
                    onValueChange={(value) => {
                      const role = MemberRole.safeParse(value).data;
                      if (role)
                        actions.changeRole.mutate(
                          { userId: member.user.id, role },
                          {
                            onSuccess: () =>
                              toast.success(t('toasts.roleChanged'), { title: name }),
                            onError: failed,
                          },
                        );
                    }}
                  >
                    {MemberRole.options.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  <span className="text-sm" data-testid="member-role">
                    {t(`roles.${member.role}`)}
                  </span>
                )}
                {team.myRole === 'owner' && !me ? (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      ask({
                        title: t('transfer.title', { name }),
                        text: t('transfer.text'),
                        confirm: t('transfer.confirm'),
                        run: () =>
                          actions.transfer.mutate(member.user.id, {
                            onSuccess: () =>
                              toast.success(t('toasts.transferred'), { title: name }),
                            onError: failed,
                          }),
                      })
                    }
                  >
                    {t('transfer.open')}
                  </Button>
                ) : null}
                {editable ? (
                  <Button
                    variant="secondary"
                    aria-label={t('members.removeNamed', { name })}
                    onClick={() =>
                      ask({
                        title: t('members.removeTitle', { name }),
                        text: t('members.removeText'),
                        confirm: t('members.remove'),
                        run: () =>
                          actions.remove.mutate(member.user.id, {
                            onSuccess: () => toast.success(t('toasts.removed'), { title: name }),
                            onError: failed,
                          }),
                      })
                    }
                  >
                    {t('members.remove')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {admin ? (
        <>
          <h3 className="mt-6 font-semibold">{t('members.inviteTitle')}</h3>
          <p className="text-sm text-ink-muted">{t('members.inviteHelp')}</p>
          <InviteForm actions={actions} />
          <Invitations team={team} actions={actions} />
        </>
      ) : null}
    </section>
  );
}

function Shared({
  team,
  kind,
  actions,
}: {
  team: TeamDetail;
  kind: 'brains' | 'agents';
  actions: Actions;
}) {
  const { t } = useTranslation('teams');
  const admin = team.myRole !== 'member';
  const items = kind === 'brains' ? team.brains : team.agents;
  const remove = kind === 'brains' ? actions.removeBrain : actions.removeAgent;
  return (
    <section
      aria-labelledby={`${kind}-title`}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${kind}-title`} className="text-lg font-semibold">
          {t(`${kind}.title`)}
        </h2>
        {admin ? (
          <ButtonLink variant="secondary" to={`${TEAMS_PATH}/${team.id}/add-${kind}`}>
            <Plus className="h-4 w-4" />
            {t(`${kind}.add`)}
          </ButtonLink>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t(`${kind}.empty`)}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line" data-testid={`team-${kind}`}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div>
                <Link to={`/dashboard/${kind}/${item.id}`} className="font-medium hover:underline">
                  {item.name}
                </Link>
                <p className="text-xs text-ink-muted">
                  {t('shared.by', { name: item.owner.fullName ?? '—' })} ·{' '}
                  {t(`statuses.${item.status}`)}
                </p>
              </div>
              {admin ? (
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={t('shared.removeNamed', { name: item.name })}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => toast.success(t('toasts.itemRemoved'), { title: item.name }),
                      onError: (error) =>
                        toast.error(teamErrorText(error, t), { title: item.name }),
                    })
                  }
                >
                  {t('shared.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamView({ team, userId }: { team: TeamDetail; userId: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const actions = useTeamActions(userId, team.id);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const leaveOrDelete = (done: string) => ({
    onSuccess: () => {
      toast.success(done, { title: team.name });
      void navigate(TEAMS_PATH);
    },
    onError: (error: unknown) => toast.error(teamErrorText(error, t), { title: team.name }),
  });
  return (
    <>
      <PageMeta title={team.name} description={team.description || undefined} />
      <header className="flex flex-col gap-2" data-testid="team-header">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {team.name}
          </h1>
          <div className="flex flex-wrap gap-2">
            {team.myRole === 'owner' ? (
              <Button
                variant="secondary"
                onClick={() =>
                  setConfirmation({
                    title: t('delete.title', { name: team.name }),
                    text: t('delete.text'),
                    confirm: t('delete.confirm'),
                    run: () =>
                      actions.destroy.mutate(undefined, leaveOrDelete(t('toasts.deleted'))),
                  })
                }
              >
                <Trash2 className="h-4 w-4" />
                {t('delete.open')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() =>
                  setConfirmation({
                    title: t('leave.title', { name: team.name }),
                    text: t('leave.text'),
                    confirm: t('leave.confirm'),
                    run: () => actions.leave.mutate(undefined, leaveOrDelete(t('toasts.left'))),
                  })
                }
              >
                <LogOut className="h-4 w-4" />
                {t('leave.open')}
              </Button>
            )}
          </div>
        </div>
        <p className="text-sm">
          {t('detail.yourRole')}{' '}
          <strong data-testid="my-team-role">{t(`roles.${team.myRole}`)}</strong>
        </p>
        {team.description ? <p className="max-w-3xl text-ink-muted">{team.description}</p> : null}
      </header>
      <div className="mt-6 flex flex-col gap-6">
        <Members team={team} userId={userId} actions={actions} ask={setConfirmation} />
        <Shared team={team} kind="brains" actions={actions} />
        <Shared team={team} kind="agents" actions={actions} />
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmation(null))}
        title={confirmation?.title ?? ''}
        text={confirmation?.text ?? ''}
        cancel={{ label: t('cancel') }}
        confirm={{ label: confirmation?.confirm ?? '' }}
        onConfirm={() => {
          confirmation?.run();
          setConfirmation(null);
        }}
        testId="team-confirm-dialog"
      />
    </>
  );
}

function TeamLoader({ userId, teamId }: { userId: string; teamId: string }) {
  const { t } = useTranslation('teams');
  const query = useTeam(userId, teamId);
  if (query.isError && isTeamMissing(query.error)) return <TeamNotFound />;
  if (query.data === undefined)
    return query.isError ? (
      <TeamsError
        headingLevel={1}
        title={t('detail.loadError')}
        error={query.error}
        retry={() => void query.refetch()}
      />
    ) : (
      <TeamsLoading label={t('detail.loading')} />
    );
  return <TeamView team={query.data} userId={userId} />;
}

/** /dashboard/teams/:id: members and roles, invitations, the team's brains and agents. */
export default function TeamPage() {
  const { t } = useTranslation('teams');
  const { user } = useSession();
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl" data-testid="team-page">
      <Link
        to={TEAMS_PATH}
        className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      <div className="mt-2">
        {user ? (
          <TeamLoader key={`${user.id}-${id}`} userId={user.id} teamId={id} />
        ) : (
          <SignedOutState />
        )}
      </div>
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
