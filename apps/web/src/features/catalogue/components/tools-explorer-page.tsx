import type { ToolCategory, ToolSort } from '@app/contracts/catalogue';
import { toolCategories, toolSorts } from '@app/contracts/catalogue-values';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useHydrated } from '@/lib/use-hydrated';
import { useToolFacets } from '../api/get-tool-facets';
import { useTools } from '../api/get-tools';
import { explorerQuery } from '../lib/explorer-query';
import { ToolCard } from './tool-card';
import { languageOf } from '@/lib/use-lang';

const SEARCH_DELAY_MS = 250;

/** A category the catalogue knows, else none (the URL can say anything). */
const asCategory = (value: string | null): ToolCategory | '' =>
  (toolCategories as readonly string[]).includes(value ?? '') ? (value as ToolCategory) : '';

/** The explorer's filters live in the URL, so a filtered view can be shared or bookmarked. */
function useExplorerParams() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const filters = {
    q: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    category: asCategory(params.get('category')),
    sort: (toolSorts as readonly string[]).includes(sortParam ?? '')
      ? (sortParam as ToolSort)
      : 'rating',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (patch: Partial<typeof filters>) => {
    const next = { ...filters, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.tag) search.set('tag', next.tag);
    if (next.category) search.set('category', next.category);
    if (next.sort !== 'rating') search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: patch.page === undefined, preventScrollReset: true });
  };
  return [filters, update] as const;
}

export default function ToolsExplorerPage() {
  const { t, i18n } = useTranslation('catalogue');
  const lang = languageOf(i18n);
  const [filters, update] = useExplorerParams();
  const [search, setSearch] = useState(filters.q);
  // The page may come rendered by the BFF (ADR 034): its controls work once it is hydrated.
  const ready = useHydrated();

  // Typing updates the URL (and the query) once the visitor pauses.
  useEffect(() => {
    if (search === filters.q) return;
    const timer = window.setTimeout(() => update({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the timer
  }, [search]);

  const tools = useTools(explorerQuery(lang, filters));
  const facets = useToolFacets(lang);
  const filtered = Boolean(filters.q || filters.tag || filters.category);
  const clear = () => {
    setSearch('');
    update({ q: '', tag: '', category: '' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta title={t('explorer.title')} description={t('explorer.metaDescription')} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('explorer.title')}</h1>
        <p className="mt-3 text-lg text-ink-muted">{t('explorer.intro')}</p>
        <Link
          to="/resources/tools"
          className="mt-2 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
        >
          {t('explorer.guideLink')} →
        </Link>
      </header>

      <search className="mt-8 grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 md:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_11rem]">
        <TextField
          label={t('explorer.searchLabel')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('explorer.searchPlaceholder')}
          maxLength={100}
          disabled={!ready}
        />
        <SelectField
          label={t('explorer.tagsLabel')}
          value={filters.tag}
          onValueChange={(tag) => update({ tag })}
          disabled={!ready}
        >
          <option value="">{t('explorer.allTags')}</option>
          {filters.tag && !facets.data?.tags.some((entry) => entry.tag === filters.tag) ? (
            <option value={filters.tag}>{filters.tag}</option>
          ) : null}
          {facets.data?.tags.map((entry) => (
            <option key={entry.tag} value={entry.tag}>
              {entry.tag} ({entry.count})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('explorer.categoryLabel')}
          value={filters.category}
          onValueChange={(value) => update({ category: asCategory(value) })}
          disabled={!ready}
        >
          <option value="">{t('explorer.allCategories')}</option>
          {facets.data?.categories.map((entry) => (
            <option key={entry.category} value={entry.category}>
              {t(`explorer.category.${entry.category}`)} ({entry.count})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('explorer.sortLabel')}
          value={filters.sort}
          onValueChange={(sort) => update({ sort: sort as ToolSort })}
          disabled={!ready}
        >
          {toolSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`explorer.sort.${sort}`)}
            </option>
          ))}
        </SelectField>
      </search>

      <div className="mt-4 flex min-h-8 items-center justify-between gap-3">
        <p role="status" className="text-sm text-ink-muted" data-testid="results-count">
          {tools.data ? t('explorer.results', { count: tools.data.total }) : ''}
        </p>
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            {t('explorer.clearFilters')}
          </Button>
        ) : null}
      </div>

      {tools.isPending ? (
        <LoadingState />
      ) : tools.isError ? (
        <StateMessage tone="error" title={t('explorer.loadError')}>
          <Button onClick={() => void tools.refetch()}>{t('explorer.retry')}</Button>
        </StateMessage>
      ) : tools.data.items.length === 0 ? (
        <StateMessage title={t('explorer.empty')}>
          {filtered ? <Button onClick={clear}>{t('explorer.clearFilters')}</Button> : null}
        </StateMessage>
      ) : (
        <>
          <ul
            className={`mt-2 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${tools.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={tools.isPlaceholderData}
          >
            {tools.data.items.map((tool) => (
              <li key={tool.id} className="flex">
                <ToolCard tool={tool} onTagClick={(tag) => update({ tag })} />
              </li>
            ))}
          </ul>
          {tools.data.pageCount > 1 ? (
            <nav
              aria-label={t('explorer.pagination')}
              className="mt-8 flex items-center justify-center gap-3"
            >
              <Button
                variant="secondary"
                disabled={!ready || filters.page <= 1}
                onClick={() => update({ page: filters.page - 1 })}
              >
                {t('explorer.previous')}
              </Button>
              <span className="text-sm text-ink-muted">
                {t('explorer.pageOf', { page: filters.page, count: tools.data.pageCount })}
              </span>
              <Button
                variant="secondary"
                disabled={!ready || filters.page >= tools.data.pageCount}
                onClick={() => update({ page: filters.page + 1 })}
              >
                {t('explorer.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
