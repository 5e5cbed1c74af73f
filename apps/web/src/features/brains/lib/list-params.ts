import type { BrainStatus, BrainType, BrainVisibility } from '@app/contracts';
import { brainStatuses, brainTypes, brainVisibilities } from '@app/contracts/brain-values';
import { oneOf } from '@app/contracts/values';
import { useSearchParams } from 'react-router';

export type BrainScope = 'mine' | 'public';

/** The list's view and filters, as the URL keeps them (a filtered view can be bookmarked). */
export interface BrainListParams {
  scope: BrainScope;
  q: string;
  type: BrainType | '';
  visibility: BrainVisibility | '';
  status: BrainStatus | '';
  page: number;
}

export function readListParams(params: URLSearchParams): BrainListParams {
  return {
    scope: params.get('scope') === 'public' ? 'public' : 'mine',
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    type: oneOf(brainTypes, params.get('type')),
    visibility: oneOf(brainVisibilities, params.get('visibility')),
    status: oneOf(brainStatuses, params.get('status')),
    page: Math.min(1000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
  };
}

/** The URL's query for these params: defaults are left out. */
export function writeListParams(params: BrainListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.scope !== 'mine') search.set('scope', params.scope);
  if (params.q) search.set('q', params.q);
  if (params.type) search.set('type', params.type);
  // Public brains are all public: the visibility filter only applies to one's own.
  if (params.visibility && params.scope === 'mine') search.set('visibility', params.visibility);
  if (params.status) search.set('status', params.status);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export const hasFilters = (params: BrainListParams) =>
  Boolean(
    params.q || params.type || params.status || (params.scope === 'mine' && params.visibility),
  );

/**
 * The params and a way to change them: any change but the page goes back to page 1, and replaces
 * the history entry (typing in the search box is not a trail of pages); paging adds one.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const update = (patch: Partial<BrainListParams>) => {
    const next = { ...params, page: 1, ...patch };
    setSearch(writeListParams(next), {
      replace: patch.page === undefined && patch.scope === undefined,
      preventScrollReset: true,
    });
  };
  return [params, update] as const;
}
