import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { i18n } from '../../i18n';
import {
  BASE_FILTERS,
  type FilterSpec,
  type Filters,
  isFiltered,
  type ListState,
  readListState,
  writeListState,
} from './listState';

type Spec<S extends FilterSpec> = typeof BASE_FILTERS & S;
type Update<S extends FilterSpec> = (change: (state: ListState<Spec<S>>) => ListState<Spec<S>>) => void;

export type ListOptions<S extends FilterSpec> = {
  pageSize?: number;
  /** The page's own filters, beside the search text (`name`) and the company (`company_id`). */
  filters?: S;
  /** Where a page in memory starts (the dashboard links with a first filter, say). */
  initial?: Filters<S>;
};

/**
 * The list's state and what changes it: any filter change starts again at page 1; `query` is what a
 * list call takes, `pagination(total)` what antd's Table takes.
 */
function listModel<S extends FilterSpec>(state: ListState<Spec<S>>, update: Update<S>) {
  const { page, size, filters } = state;
  const setFilters = (change: Filters<Spec<S>>) =>
    update((current) => ({ ...current, page: 1, filters: { ...current.filters, ...change } }));
  const setPage = (next: number) => update((current) => ({ ...current, page: next }));
  return {
    page,
    pageSize: size,
    filters,
    companyId: filters.company_id,
    /** The search text in force (what a search box shows, after a reload too). */
    searchText: filters.name,
    /** The paging, search text and company filter as a list call takes them. */
    query: { page, per_page: size, name: filters.name || undefined, company_id: filters.company_id },
    /** Some filter is on (an empty list then says "nothing matches"). */
    filtered: isFiltered(filters),
    /** Changes some filters, back to page 1. */
    setFilters,
    setPage,
    search: (value: string) => setFilters({ name: value.trim() || undefined } as Filters<Spec<S>>),
    filterCompany: (id: number | undefined) => setFilters({ company_id: id } as Filters<Spec<S>>),
    /** Back to page 1 (a filter the page keeps itself changed). */
    restart: () => setPage(1),
    pagination: (total: number | undefined) => ({
      current: page,
      pageSize: size,
      total: total ?? 0,
      onChange: setPage,
      showSizeChanger: false,
      // Every paged list says how many it holds in all.
      showTotal: (count: number) => i18n.t('common.total', { count }),
    }),
  };
}

export type ListModel<S extends FilterSpec = FilterSpec> = ReturnType<typeof listModel<S>>;

/** A list whose state lives in the page (a reload or a shared link starts at page 1, unfiltered). */
export function useListState<S extends FilterSpec = Record<never, never>>(options: ListOptions<S> = {}) {
  const [state, setState] = useState<ListState<Spec<S>>>(() => ({
    page: 1,
    size: options.pageSize ?? 10,
    filters: { ...options.initial } as Filters<Spec<S>>,
  }));
  return listModel<S>(state, setState);
}

/**
 * A list whose state lives in the address (`?page=2&shop_id=3`): a reload, the back button and a
 * shared link show the same page of the same filters. Each change is a step in the browser's
 * history (back shows the list as it was before it); other search params of the address are kept.
 */
export function useUrlListState<S extends FilterSpec = Record<never, never>>(options: ListOptions<S> = {}) {
  const spec = { ...BASE_FILTERS, ...options.filters } as Spec<S>;
  const size = options.pageSize ?? 10;
  const [params, setParams] = useSearchParams();
  const state = readListState(params, spec, size);
  const update: Update<S> = (change) =>
    setParams((current) => writeListState(change(readListState(current, spec, size)), spec, size, current));
  return listModel<S>(state, update);
}
