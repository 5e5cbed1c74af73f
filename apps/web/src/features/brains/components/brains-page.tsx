import { brainStatuses, brainTypes, brainVisibilities } from '@app/contracts/brain-values';
import { oneOf } from '@app/contracts/values';
import { Plus } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchFilters } from '@/components/ui/search-filters';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { listQuery, useBrains } from '../api/get-brains';
import { brainErrorText } from '../lib/brain-errors';
import {
  hasFilters,
  useListParams,
  writeListParams,
  type BrainListParams,
  type BrainScope,
} from '../lib/list-params';
import { BrainCard } from './brain-card';
import { BrainsSkeleton } from './brains-skeleton';
import { Pager } from './pager';
import { SignedOutState } from './signed-out-state';
import { LinkTabs } from '@/components/ui/link-tabs';
import { useUrlSearch } from '@/lib/use-url-search';

export const NEW_BRAIN_PATH = '/dashboard/brains/new';

/** "My brains" and "Public brains": two views of one list, kept in the URL (`?scope=public`). */
function ScopeTabs({ params }: { params: BrainListParams }) {
  const { t } = useTranslation('brains');
  const scopes: BrainScope[] = ['mine', 'public'];
  return (
    <LinkTabs
      label={t('list.views')}
      tabs={scopes.map((scope) => ({
        key: scope,
        label: t(`list.scopes.${scope}`),
        search: writeListParams({ ...params, scope, page: 1 }).toString(),
        current: params.scope === scope,
      }))}
    />
  );
}

function Filters({
  params,
  update,
  search,
  setSearch,
}: {
  params: BrainListParams;
  update: (patch: Partial<BrainListParams>) => void;
  search: string;
  setSearch: (value: string) => void;
}) {
  const { t } = useTranslation('brains');
  const mine = params.scope === 'mine';
  return (
    <SearchFilters
      label={t('list.filters')}
      search={{
        label: t('list.searchLabel'),
        placeholder: t('list.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      className={`sm:grid-cols-2 ${mine ? 'lg:grid-cols-[1fr_11rem_11rem_11rem]' : 'lg:grid-cols-[1fr_11rem_11rem]'}`}
    >
      <SelectField
        label={t('list.typeLabel')}
        value={params.type}
        onValueChange={(value) => update({ type: oneOf(brainTypes, value) })}
      >
        <option value="">{t('list.allTypes')}</option>
        {brainTypes.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      {mine ? (
        <SelectField
          label={t('list.visibilityLabel')}
          value={params.visibility}
          onValueChange={(value) => update({ visibility: oneOf(brainVisibilities, value) })}
        >
          <option value="">{t('list.allVisibilities')}</option>
          {brainVisibilities.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(`visibilities.${visibility}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={t('list.statusLabel')}
        value={params.status}
        onValueChange={(value) => update({ status: oneOf(brainStatuses, value) })}
      >
        <option value="">{t('list.allStatuses')}</option>
        {brainStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </SelectField>
    </SearchFilters>
  );
}

function BrainsList({
  userId,
  params,
  update,
  clear,
}: {
  userId: string;
  params: BrainListParams;
  update: (patch: Partial<BrainListParams>) => void;
  clear: () => void;
}) {
  const { t } = useTranslation('brains');
  // The list renders as a transition once the answer is in, in slices (AdminTable).
  const query = useDeferredValue(useBrains(userId, listQuery(params)));
  const filtered = hasFilters(params);

  const count = (
    <div className="mt-4 flex min-h-9 items-center justify-between gap-3">
      <p role="status" className="text-sm text-ink-muted" data-testid="brains-count">
        {query.data ? t('list.count', { count: query.data.total }) : ''}
      </p>
      {filtered ? (
        <Button variant="ghost" onClick={clear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );

  if (query.data === undefined) {
    if (!query.isError)
      return (
        <>
          {count}
          <BrainsSkeleton />
        </>
      );
    return (
      <div data-testid="brains-error">
        <StateMessage
          tone="error"
          title={t('list.loadError')}
          text={brainErrorText(query.error, t)}
        >
          <Button disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </StateMessage>
      </div>
    );
  }

  const { items, total, pageCount } = query.data;
  if (total > 0 && items.length === 0)
    // A page past the last one (an old link): back to the first.
    return (
      <>
        {count}
        <div data-testid="brains-empty">
          <StateMessage title={t('list.pageEmpty')}>
            <Button onClick={() => update({ page: 1 })}>{t('list.firstPage')}</Button>
          </StateMessage>
        </div>
      </>
    );
  if (total === 0) {
    const empty = filtered
      ? { title: t('list.noMatch'), text: t('list.noMatchText') }
      : params.scope === 'public'
        ? { title: t('list.noPublic'), text: t('list.noPublicText') }
        : { title: t('list.empty'), text: t('list.emptyText') };
    return (
      <>
        {count}
        <div data-testid="brains-empty">
          <StateMessage title={empty.title} text={empty.text}>
            {filtered ? (
              <Button onClick={clear}>{t('list.clearFilters')}</Button>
            ) : params.scope === 'mine' ? (
              <ButtonLink to={NEW_BRAIN_PATH}>
                <Plus className="h-4 w-4" />
                {t('list.createFirst')}
              </ButtonLink>
            ) : null}
          </StateMessage>
        </div>
      </>
    );
  }

  return (
    <>
      {count}
      <ul
        aria-label={t(`list.scopes.${params.scope}`)}
        aria-busy={query.isPlaceholderData}
        className={`grid gap-4 md:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {items.map((brain) => (
          <li key={brain.id}>
            <BrainCard brain={brain} />
          </li>
        ))}
      </ul>
      <Pager
        label={t('list.pagination')}
        page={params.page}
        pageCount={pageCount}
        onPage={(page) => update({ page })}
      />
    </>
  );
}

/**
 * /dashboard/brains: the user's brains and those shared with them, or other people's public
 * brains; filters by type, visibility and status and a search by name, all kept in the URL.
 */
export default function BrainsPage() {
  const { t } = useTranslation('brains');
  const { user } = useSession();
  const [params, update] = useListParams();
  const [search, setSearch] = useUrlSearch(params.q, (q) => update({ q }));
  const title = t('pages.dashboardBrains', { ns: 'common' });

  const clear = () => {
    setSearch('');
    update({ q: '', type: '', visibility: '', status: '' });
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="brains-page">
      <PageMeta title={title} description={t('list.intro')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 text-ink-muted">{t('list.intro')}</p>
        </div>
        <ButtonLink to={NEW_BRAIN_PATH}>
          <Plus className="h-4 w-4" />
          {t('pages.dashboardBrainNew', { ns: 'common' })}
        </ButtonLink>
      </div>
      <ScopeTabs params={params} />
      <Filters params={params} update={update} search={search} setSearch={setSearch} />
      {user ? (
        <BrainsList key={user.id} userId={user.id} params={params} update={update} clear={clear} />
      ) : (
        <SignedOutState />
      )}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
