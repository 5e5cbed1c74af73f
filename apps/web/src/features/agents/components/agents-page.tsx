import type { AgentSummary, AgentTemplate } from '@app/contracts';
import { agentCategories } from '@app/contracts/agent-values';
import { oneOf } from '@app/contracts/values';
import { Plus } from 'lucide-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchFilters } from '@/components/ui/search-filters';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { lazy } from '@/lib/lazy';
import { useLang } from '@/lib/use-lang';
import { useCreateAgent } from '../api/change-agent';
import { agentListQuery, templatesQuery, useAgentList, useTemplates } from '../api/get-agents';
import { agentErrorText } from '../lib/agent-errors';
import { AGENTS_PATH } from '../lib/paths';
import {
  useAgentParams,
  writeAgentParams,
  type AgentListParams,
  type AgentsTab,
} from '../lib/list-params';
import { AgentStatusBadge, CategoryBadge } from './agent-badges';
import { SignedOutState } from './signed-out-state';
import { LinkTabs } from '@/components/ui/link-tabs';
import { useUrlSearch } from '@/lib/use-url-search';

// The form, its schema and zod load when a creation starts (or the pointer nears its button), not
// with the screen: the list paints without them.
const AgentFormDialog = lazy(() =>
  import('./agent-form').then((m) => ({ default: m.AgentFormDialog })),
);
const loadForm = () => void AgentFormDialog.load().catch(() => {});
const prefetchForm = { onPointerEnter: loadForm, onFocus: loadForm };

function Tabs({ params }: { params: AgentListParams }) {
  const { t } = useTranslation('agents');
  const tabs: AgentsTab[] = ['available', 'mine'];
  return (
    <LinkTabs
      label={t('list.views')}
      tabs={tabs.map((tab) => ({
        key: tab,
        label: t(`list.tabs.${tab}`),
        search: writeAgentParams({ ...params, tab }).toString(),
        current: params.tab === tab,
      }))}
    />
  );
}

function ToolList({ tools }: { tools: readonly string[] }) {
  const { t } = useTranslation('agents');
  return (
    <p className="text-xs text-ink-muted">
      {t('list.needs')}{' '}
      {tools.length === 0 ? t('list.noTools') : tools.map((tool) => t(`tools.${tool}`)).join(', ')}
    </p>
  );
}

function TemplateCard({ template, onUse }: { template: AgentTemplate; onUse: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="template-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold">{template.name}</h2>
        <CategoryBadge category={template.category} />
      </div>
      <p className="text-sm text-ink-muted">{template.description}</p>
      <ToolList tools={template.tools} />
      <p className="text-xs text-ink-muted">
        {t('list.bestWith')} {template.brainHint}
      </p>
      <div className="mt-auto pt-2">
        <Button
          variant="secondary"
          onClick={onUse}
          {...prefetchForm}
          aria-label={t('list.useNamed', { name: template.name })}
        >
          {t('list.use')}
        </Button>
      </div>
    </article>
  );
}

function AgentCard({ agent }: { agent: AgentSummary }) {
  const { t } = useTranslation('agents');
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="agent-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold">
          <Link to={`${AGENTS_PATH}/${agent.id}`} className="hover:underline">
            {agent.name}
          </Link>
        </h2>
        <AgentStatusBadge status={agent.status} />
      </div>
      {agent.description ? <p className="text-sm text-ink-muted">{agent.description}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        <CategoryBadge category={agent.category} />
      </div>
      <ToolList tools={agent.tools} />
      {agent.team ? (
        <p className="text-xs text-ink-muted">{t('list.inTeam', { team: agent.team.name })}</p>
      ) : null}
    </article>
  );
}

function Loading() {
  const { t } = useTranslation('agents');
  return (
    <div data-testid="agents-loading">
      <LoadingState label={t('list.loading')} />
    </div>
  );
}

function ErrorState({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <div data-testid="agents-error">
      <StateMessage tone="error" title={t('list.loadError')} text={agentErrorText(error, t)}>
        <Button onClick={retry}>{t('retry')}</Button>
      </StateMessage>
    </div>
  );
}

function Templates({
  userId,
  params,
  onUse,
  clear,
}: {
  userId: string;
  params: AgentListParams;
  onUse: (template: AgentTemplate) => void;
  clear: () => void;
}) {
  const { t } = useTranslation('agents');
  const lang = useLang();
  // The lists render as a transition once the answer is in, in slices (AdminTable).
  const query = useDeferredValue(useTemplates(userId, templatesQuery(lang, params)));
  if (query.data === undefined)
    return query.isError ? (
      <ErrorState error={query.error} retry={() => void query.refetch()} />
    ) : (
      <Loading />
    );
  if (query.data.items.length === 0)
    return (
      <div data-testid="agents-empty">
        <StateMessage title={t('list.noMatch')} text={t('list.noMatchText')}>
          <Button onClick={clear}>{t('list.clearFilters')}</Button>
        </StateMessage>
      </div>
    );
  return (
    <ul
      aria-label={t('list.tabs.available')}
      className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {query.data.items.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} onUse={() => onUse(template)} />
        </li>
      ))}
    </ul>
  );
}

function MyAgents({
  userId,
  params,
  onCreate,
  clear,
}: {
  userId: string;
  params: AgentListParams;
  onCreate: () => void;
  clear: () => void;
}) {
  const { t } = useTranslation('agents');
  const query = useDeferredValue(useAgentList(userId, agentListQuery(params)));
  if (query.data === undefined)
    return query.isError ? (
      <ErrorState error={query.error} retry={() => void query.refetch()} />
    ) : (
      <Loading />
    );
  if (query.data.items.length === 0) {
    const filtered = Boolean(params.q || params.category);
    return (
      <div data-testid="agents-empty">
        {filtered ? (
          <StateMessage title={t('list.noMatch')} text={t('list.noMatchText')}>
            <Button onClick={clear}>{t('list.clearFilters')}</Button>
          </StateMessage>
        ) : (
          <StateMessage title={t('list.empty')} text={t('list.emptyText')}>
            <Button onClick={onCreate}>
              <Plus className="h-4 w-4" />
              {t('list.createFirst')}
            </Button>
          </StateMessage>
        )}
      </div>
    );
  }
  return (
    <ul aria-label={t('list.tabs.mine')} className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {query.data.items.map((agent) => (
        <li key={agent.id}>
          <AgentCard agent={agent} />
        </li>
      ))}
    </ul>
  );
}

/** The dialog that makes an agent, then opens its page. */
function CreateAgent({
  userId,
  template,
  onClose,
}: {
  userId: string;
  template: AgentTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const create = useCreateAgent(userId);
  return (
    <AgentFormDialog
      userId={userId}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      template={template}
      pending={create.isPending}
      error={create.isError ? agentErrorText(create.error, t) : null}
      onSubmit={(values) =>
        create.mutate(
          { ...values, ...(template ? { templateId: template.id } : {}) },
          {
            onSuccess: (agent) => {
              toast.success(t('toasts.created'), { title: agent.name });
              void navigate(`${AGENTS_PATH}/${agent.id}`);
            },
          },
        )
      }
    />
  );
}

/**
 * /dashboard/agents: the catalogue of templates and the user's agents, filtered by a search box
 * and a category that the URL keeps with the tab; an agent is made from a template or from scratch.
 */
export default function AgentsPage() {
  const { t } = useTranslation('agents');
  const { user } = useSession();
  const [params, update] = useAgentParams();
  const [search, setSearch] = useUrlSearch(params.q, (q) => update({ q }));
  const [creating, setCreating] = useState<{ template: AgentTemplate | null } | null>(null);
  const title = t('pages.dashboardAgents', { ns: 'common' });

  const clear = () => {
    setSearch('');
    update({ q: '', category: '' });
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="agents-page">
      <PageMeta title={title} description={t('list.intro')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 text-ink-muted">{t('list.intro')}</p>
        </div>
        {user ? (
          <Button onClick={() => setCreating({ template: null })} {...prefetchForm}>
            <Plus className="h-4 w-4" />
            {t('list.create')}
          </Button>
        ) : null}
      </div>
      <Tabs params={params} />
      <SearchFilters
        label={t('list.filters')}
        search={{
          label: t('list.searchLabel'),
          placeholder: t('list.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        className="sm:grid-cols-[1fr_14rem]"
      >
        <SelectField
          label={t('list.categoryLabel')}
          value={params.category}
          onValueChange={(value) => update({ category: oneOf(agentCategories, value) })}
        >
          <option value="">{t('list.allCategories')}</option>
          {agentCategories.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </SearchFilters>
      {!user ? (
        <SignedOutState />
      ) : params.tab === 'available' ? (
        <Templates
          key={user.id}
          userId={user.id}
          params={params}
          onUse={(template) => setCreating({ template })}
          clear={clear}
        />
      ) : (
        <MyAgents
          key={user.id}
          userId={user.id}
          params={params}
          onCreate={() => setCreating({ template: null })}
          clear={clear}
        />
      )}
      {user && creating ? (
        <Suspense fallback={null}>
          <CreateAgent
            key={creating.template?.id ?? 'scratch'}
            userId={user.id}
            template={creating.template}
            onClose={() => setCreating(null)}
          />
        </Suspense>
      ) : null}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
