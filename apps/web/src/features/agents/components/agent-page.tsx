import type { AgentDetail } from '@app/contracts';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { useDeleteAgent, useSetAgentStatus, useUpdateAgent } from '../api/change-agent';
import { useAgent } from '../api/get-agents';
import { agentErrorText, isAgentMissing } from '../lib/agent-errors';
import { AGENTS_PATH } from '../lib/paths';
import { AgentStatusBadge, CategoryBadge } from './agent-badges';
import { AgentFormDialog } from './agent-form';
import { SignedOutState } from './signed-out-state';
import { AgentConversations } from './agent-conversations';
import { TryAgent } from './try-agent';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Detail } from '@/components/ui/detail';
import { useConnections } from '@/lib/connections-query';

const TOOLS_PATH = '/dashboard/tools';

/** What keeps the agent from working fully: a tool not connected, a brain not ready or not searchable. */
function Warnings({ agent, userId }: { agent: AgentDetail; userId: string }) {
  const { t } = useTranslation('agents');
  const lang = useLang();
  // The same list as /dashboard/tools, so a tool connected there shows here at once.
  const tools = useConnections(userId, lang);
  const missing = tools.data
    ? agent.tools.filter(
        (tool) => tools.data.find((item) => item.tool === tool)?.state !== 'connected',
      )
    : [];
  const notReady = agent.brains.flatMap((brain) =>
    brain.readable && brain.status !== 'ready' ? [brain] : [],
  );
  const unreadable = agent.brains.filter((brain) => !brain.readable).length;
  if (missing.length === 0 && notReady.length === 0 && unreadable === 0 && !tools.isError)
    return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="agent-warnings">
      {tools.isError ? (
        <li className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink-muted">
          {t('warnings.toolsUnknown')}
        </li>
      ) : null}
      {missing.map((tool) => (
        <li
          key={tool}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="missing-tool"
        >
          {t('warnings.toolMissing', { tool: t(`tools.${tool}`) })}{' '}
          <Link to={TOOLS_PATH} className="font-semibold underline">
            {t('warnings.connect')}
          </Link>
        </li>
      ))}
      {notReady.map((brain) => (
        <li
          key={brain.id}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="brain-not-ready"
        >
          {t('warnings.brainNotReady', { brain: brain.name })}
        </li>
      ))}
      {unreadable > 0 ? (
        <li className="rounded-lg border border-line bg-surface px-3 py-2 text-sm">
          {t('warnings.brainUnreadable', { count: unreadable })}
        </li>
      ) : null}
    </ul>
  );
}

function AgentView({ agent, userId }: { agent: AgentDetail; userId: string }) {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The conversation "Try it" shows; `key` starts it again when another is opened or a new one begun.
  const [opened, setOpened] = useState<{ id: string | null; key: number }>({ id: null, key: 0 });
  const update = useUpdateAgent(userId, agent.id);
  const status = useSetAgentStatus(userId, agent.id);
  const remove = useDeleteAgent(userId, agent.id);
  const canChange = agent.myAccess !== 'user';
  const canDelete = agent.myAccess === 'owner';
  const paused = agent.status === 'paused';

  const toggle = () =>
    status.mutate(paused ? 'active' : 'paused', {
      onSuccess: (next) =>
        toast.success(next.status === 'paused' ? t('toasts.paused') : t('toasts.resumed'), {
          title: next.name,
        }),
      onError: (error) => toast.error(agentErrorText(error, t), { title: agent.name }),
    });

  return (
    <>
      <PageMeta title={agent.name} description={agent.description || undefined} />
      <header className="flex flex-col gap-3" data-testid="agent-header">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {agent.name}
          </h1>
          <div className="flex flex-wrap gap-2">
            {canChange ? (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil className="h-4 w-4" />
                  {t('detail.edit')}
                </Button>
                <Button variant="secondary" disabled={status.isPending} onClick={toggle}>
                  {paused ? <Play className="h-4 w-4" /> : <Pause className="h-4 w-4" />}
                  {paused ? t('detail.resume') : t('detail.pause')}
                </Button>
              </>
            ) : null}
            {canDelete ? (
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="h-4 w-4" />
                {t('detail.delete')}
              </Button>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <AgentStatusBadge status={agent.status} testId="agent-status" />
          <CategoryBadge category={agent.category} />
        </div>
        {agent.description ? <p className="max-w-3xl text-ink-muted">{agent.description}</p> : null}
        <Warnings agent={agent} userId={userId} />
        <dl className="mt-2 grid grid-cols-2 gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-4">
          <Detail term={t('detail.owner')}>
            {agent.myAccess === 'owner' ? t('detail.you') : (agent.owner.fullName ?? '—')}
          </Detail>
          <Detail term={t('detail.language')}>{t(`languages.${agent.language}`)}</Detail>
          <Detail term={t('detail.team')}>{agent.team?.name ?? t('detail.noTeam')}</Detail>
          <Detail term={t('detail.tools')}>
            {agent.tools.length === 0
              ? t('list.noTools')
              : agent.tools.map((tool) => t(`tools.${tool}`)).join(', ')}
          </Detail>
        </dl>
        <section className="rounded-2xl border border-line bg-surface p-4">
          <h2 className="text-sm font-semibold">{t('detail.instructions')}</h2>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">
            {agent.instructions || t('detail.noInstructions')}
          </p>
          <h2 className="mt-4 text-sm font-semibold">{t('detail.brains')}</h2>
          {agent.brains.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">{t('detail.noBrains')}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="agent-brains">
              {agent.brains.map((brain, index) =>
                brain.readable ? (
                  <li key={brain.id}>
                    {brain.name}{' '}
                    <span className="text-xs text-ink-muted">
                      ({t(`brainStatuses.${brain.status}`)})
                    </span>
                  </li>
                ) : (
                  // Nothing of a brain the reader may not read is told, its id included.
                  <li key={`unavailable-${index}`} className="text-ink-muted italic">
                    {t('detail.brainUnavailable')}
                  </li>
                ),
              )}
            </ul>
          )}
        </section>
      </header>

      <div className="mt-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <TryAgent
          key={opened.key}
          agent={agent}
          userId={userId}
          conversationId={opened.id}
          onConversation={(id) => setOpened((current) => ({ ...current, id }))}
        />
        <AgentConversations
          agentId={agent.id}
          userId={userId}
          openedId={opened.id}
          onOpen={(id) => setOpened((current) => ({ id, key: current.key + 1 }))}
          onNew={() => setOpened((current) => ({ id: null, key: current.key + 1 }))}
        />
      </div>

      {canChange && editing ? (
        <AgentFormDialog
          userId={userId}
          open
          onOpenChange={setEditing}
          agent={agent}
          pending={update.isPending}
          error={update.isError ? agentErrorText(update.error, t) : null}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: (next) => {
                setEditing(false);
                toast.success(t('toasts.saved'), { title: next.name });
              },
            })
          }
        />
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('delete.title', { name: agent.name })}
          text={t('delete.text')}
          cancel={{ label: t('cancel') }}
          confirm={{ label: t('delete.confirm') }}
          onConfirm={() => {
            setDeleting(false);
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('toasts.deleted'), { title: agent.name });
                void navigate(`${AGENTS_PATH}?tab=mine`);
              },
              onError: (error) => toast.error(agentErrorText(error, t), { title: agent.name }),
            });
          }}
          testId="delete-agent-dialog"
        />
      ) : null}
    </>
  );
}

function AgentLoader({ userId, agentId }: { userId: string; agentId: string }) {
  const { t } = useTranslation('agents');
  const query = useAgent(userId, agentId);
  if (query.isError && isAgentMissing(query.error))
    return <NotFoundState namespace="agents" testId="agent-not-found" backTo={AGENTS_PATH} />;
  if (query.data === undefined) {
    if (!query.isError)
      return (
        <div data-testid="agent-loading">
          <LoadingState label={t('detail.loading')} />
        </div>
      );
    return (
      <div data-testid="agent-error">
        <PageMeta title={t('pages.dashboardAgent', { ns: 'common' })} />
        <StateMessage
          headingLevel={1}
          tone="error"
          title={t('detail.loadError')}
          text={agentErrorText(query.error, t)}
        >
          <Button disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </StateMessage>
      </div>
    );
  }
  return <AgentView agent={query.data} userId={userId} />;
}

/** /dashboard/agents/:id: the agent's configuration, status, warnings and "Try it". */
export default function AgentPage() {
  const { t } = useTranslation('agents');
  const { user } = useSession();
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl" data-testid="agent-page">
      <Link
        to={AGENTS_PATH}
        className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      <div className="mt-2">
        {user ? (
          <AgentLoader key={`${user.id}-${id}`} userId={user.id} agentId={id} />
        ) : (
          <SignedOutState />
        )}
      </div>
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
