import { type ListModel, useListState } from '../list/useListState';

/**
 * The page, search text and company filter of a paged, searchable table kept in the page (a panel
 * inside another page; a list page keeps them in the address: `useUrlListState`): a new search or
 * filter starts again at page 1.
 */
export function usePagedSearch(pageSize = 10) {
  return useListState({ pageSize });
}

/** What the search toolbar drives: the search text and the company filter of any list. */
export type PagedSearch = Pick<ListModel, 'companyId' | 'searchText' | 'search' | 'filterCompany'>;
