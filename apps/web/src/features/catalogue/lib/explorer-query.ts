import type { Language } from '@app/contracts';
import type { ToolCategory, ToolSort } from '@app/contracts/catalogue';
import type { ToolsFilters } from '../api/get-tools';

export const EXPLORER_PAGE_SIZE = 12;

/** The explorer's filters as the URL holds them (empty text for no filter). */
export interface ExplorerFilters {
  q: string;
  tag: string;
  category: ToolCategory | '';
  sort: ToolSort;
  page: number;
}

/** What the explorer asks the API for: the page and the BFF's rendering of it ask alike. */
export function explorerQuery(lang: Language, filters: ExplorerFilters): ToolsFilters {
  return {
    lang,
    q: filters.q || undefined,
    tag: filters.tag || undefined,
    category: filters.category || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: EXPLORER_PAGE_SIZE,
  };
}

/** The explorer with no filter: `/tools` as a first visit opens it. */
export const unfilteredExplorer: ExplorerFilters = {
  q: '',
  tag: '',
  category: '',
  sort: 'rating',
  page: 1,
};
