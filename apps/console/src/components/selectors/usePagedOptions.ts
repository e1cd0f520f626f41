import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Paged } from '../../api/notices';

/** Selector page size (SPEC §2.5, §9). */
export const SELECTOR_PAGE_SIZE = 10;
/** How long typing pauses before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export type Option = { id: number; name: string };
export type FetchPage<T extends Option> = (query: {
  page: number;
  per_page: number;
  name?: string | undefined;
}) => Promise<Paged<T>>;

export type PagedOptionsState<T extends Option> = {
  /** What the person typed (shown in the select's search box). */
  search: string;
  /** The name the list was asked for (the search after the debounce). */
  name: string;
  page: number;
  list: T[];
  total: number;
  loading: boolean;
};

type Action<T extends Option> =
  | { type: 'reset' }
  | { type: 'type'; search: string }
  | { type: 'query'; name: string }
  | { type: 'loading'; page: number }
  | { type: 'loaded'; page: number; list: T[]; total: number }
  | { type: 'failed' };

export function initialState<T extends Option>(): PagedOptionsState<T> {
  return { search: '', name: '', page: 1, list: [], total: 0, loading: false };
}

/** The selector's list state: pages append, a new search or a reset starts from page 1. */
export function reducer<T extends Option>(
  state: PagedOptionsState<T>,
  action: Action<T>,
): PagedOptionsState<T> {
  switch (action.type) {
    case 'reset':
      return initialState<T>();
    case 'type':
      return { ...state, search: action.search };
    case 'query':
      return { ...state, name: action.name, page: 1, list: [], total: 0 };
    case 'loading':
      return { ...state, loading: true, page: action.page };
    case 'loaded': {
      const list = action.page === 1 ? action.list : [...state.list, ...action.list];
      // A row that moved between pages (a shop created meanwhile) shows once.
      const seen = new Set<number>();
      const unique = list.filter((item) => {
        if (seen.has(item.id)) return false;
        seen.add(item.id);
        return true;
      });
      return { ...state, loading: false, page: action.page, list: unique, total: action.total };
    }
    case 'failed':
      return { ...state, loading: false };
  }
}

export function hasMore(state: PagedOptionsState<Option>): boolean {
  return state.list.length < state.total;
}

/** Near the bottom of the dropdown's scroll area (within 24 px). */
export function nearBottom(target: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return target.scrollTop + target.clientHeight >= target.scrollHeight - 24;
}

/**
 * A server-side paged, searchable option list for the company, shop and scale selectors.
 * Loads page 1 on mount; when `resetKey` changes (the parent company or shop) it clears the
 * search text, page and list, calls `onReset` (the selector clears its value) and loads again.
 */
export function usePagedOptions<T extends Option>(options: {
  fetchPage: FetchPage<T>;
  resetKey?: unknown;
  onReset?: () => void;
  pageSize?: number;
  debounceMs?: number;
}) {
  const { resetKey, pageSize = SELECTOR_PAGE_SIZE, debounceMs = SEARCH_DEBOUNCE_MS } = options;
  const [state, dispatch] = useReducer(reducer<T>, undefined, initialState<T>);
  const fetchRef = useRef(options.fetchPage);
  fetchRef.current = options.fetchPage;
  const onResetRef = useRef(options.onReset);
  onResetRef.current = options.onReset;
  /** Answers of an older search or parent arrive late; only the newest generation counts. */
  const generation = useRef(0);
  const loadingRef = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(
    async (page: number, name: string) => {
      const mine = ++generation.current;
      loadingRef.current = true;
      dispatch({ type: 'loading', page });
      try {
        const answer = await fetchRef.current({ page, per_page: pageSize, name: name || undefined });
        if (mine !== generation.current) return;
        dispatch({ type: 'loaded', page, list: answer.list, total: answer.meta.total });
      } catch {
        if (mine === generation.current) dispatch({ type: 'failed' });
      } finally {
        if (mine === generation.current) loadingRef.current = false;
      }
    },
    [pageSize],
  );

  // The key the list was last loaded for: a change (not the first load, nor a repeated effect
  // under StrictMode) resets the selector.
  const loadedFor = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    clearTimeout(timer.current);
    const before = loadedFor.current;
    loadedFor.current = { key: resetKey };
    if (before && !Object.is(before.key, resetKey)) {
      dispatch({ type: 'reset' });
      onResetRef.current?.();
    }
    void load(1, '');
  }, [resetKey, load]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = useCallback(
    (text: string) => {
      dispatch({ type: 'type', search: text });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const name = text.trim();
        dispatch({ type: 'query', name });
        void load(1, name);
      }, debounceMs);
    },
    [debounceMs, load],
  );

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (loadingRef.current || !hasMore(current)) return;
    void load(current.page + 1, current.name);
  }, [load]);

  const onPopupScroll = useCallback(
    (event: { currentTarget: { scrollTop: number; clientHeight: number; scrollHeight: number } }) => {
      if (nearBottom(event.currentTarget)) loadMore();
    },
    [loadMore],
  );

  /** Clears a search (after a pick, say) and shows the unfiltered list again. */
  const clearSearch = useCallback(() => {
    clearTimeout(timer.current);
    if (stateRef.current.search === '' && stateRef.current.name === '') return;
    dispatch({ type: 'type', search: '' });
    dispatch({ type: 'query', name: '' });
    void load(1, '');
  }, [load]);

  return { ...state, hasMore: hasMore(state), onSearch, loadMore, onPopupScroll, clearSearch };
}
