// @vitest-environment jsdom
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../api/notices';
import { PagedSelect } from './PagedSelect';
import {
  type FetchPage,
  initialState,
  nearBottom,
  type Option,
  reducer,
  SEARCH_DEBOUNCE_MS,
  usePagedOptions,
} from './usePagedOptions';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Query = Parameters<FetchPage<Option>>[0];

/** A server of `total` options named `${prefix} n`, filtered by name, 10 per page. */
function server(total: number, prefix = 'shop') {
  const calls: Query[] = [];
  const all = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `${prefix} ${i + 1}` }));
  const fetchPage = vi.fn(async (query: Query): Promise<Paged<Option>> => {
    calls.push(query);
    const matching = all.filter((o) => !query.name || o.name.includes(query.name));
    const start = (query.page - 1) * query.per_page;
    return {
      list: matching.slice(start, start + query.per_page),
      meta: { total: matching.length, page: query.page, per_page: query.per_page },
    };
  });
  return { calls, fetchPage };
}

describe('the selector list state', () => {
  it('appends later pages, shows a row once, and starts over for a new name', () => {
    let state = reducer(initialState<Option>(), { type: 'loading', page: 1 });
    state = reducer(state, { type: 'loaded', page: 1, list: [{ id: 1, name: 'a' }], total: 3 });
    state = reducer(state, {
      type: 'loaded',
      page: 2,
      list: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      total: 3,
    });
    expect(state.list.map((o) => o.id)).toEqual([1, 2]);
    expect(state.page).toBe(2);
    state = reducer(state, { type: 'query', name: 'x' });
    expect(state).toMatchObject({ name: 'x', page: 1, list: [], total: 0 });
    expect(reducer(state, { type: 'reset' })).toEqual(initialState());
  });

  it('knows when the dropdown is scrolled to its end', () => {
    expect(nearBottom({ scrollTop: 180, clientHeight: 256, scrollHeight: 450 })).toBe(true);
    expect(nearBottom({ scrollTop: 0, clientHeight: 256, scrollHeight: 450 })).toBe(false);
  });
});

describe('usePagedOptions', () => {
  it('loads the first 10 on mount and more on scroll until all are there', async () => {
    const { calls, fetchPage } = server(23);
    const { result } = renderHook(() => usePagedOptions({ fetchPage }));
    await waitFor(() => expect(result.current.list).toHaveLength(10));
    expect(calls).toEqual([{ page: 1, per_page: 10, name: undefined }]);
    expect(result.current).toMatchObject({ total: 23, hasMore: true, page: 1 });

    act(() =>
      result.current.onPopupScroll({
        currentTarget: { scrollTop: 200, clientHeight: 256, scrollHeight: 450 },
      }),
    );
    await waitFor(() => expect(result.current.list).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.list).toHaveLength(23));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, fetchPage } = server(30);
    const { result } = renderHook(() => usePagedOptions({ fetchPage }));
    await waitFor(() => expect(result.current.list).toHaveLength(10));
    act(() => result.current.onSearch('1'));
    act(() => result.current.onSearch('12'));
    expect(result.current.search).toBe('12');
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(result.current.list.map((o) => o.name)).toEqual(['shop 12']));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ page: 1, per_page: 10, name: '12' });
  });

  it('resets search text, page, list and value when the parent changes, and loads the new parent’s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const companyA = server(15, 'A');
    const companyB = server(3, 'B');
    const onReset = vi.fn();
    const { result, rerender } = renderHook(
      ({ company }: { company: 'A' | 'B' }) =>
        usePagedOptions({
          fetchPage: company === 'A' ? companyA.fetchPage : companyB.fetchPage,
          resetKey: company,
          onReset,
        }),
      { initialProps: { company: 'A' } },
    );
    await waitFor(() => expect(result.current.list).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.onSearch('A 1'));
    expect(onReset).not.toHaveBeenCalled();

    rerender({ company: 'B' });
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(result.current.search).toBe('');
    await waitFor(() => expect(result.current.list.map((o) => o.name)).toEqual(['B 1', 'B 2', 'B 3']));
    expect(result.current).toMatchObject({ page: 1, total: 3, name: '' });
    // The search typed for the old parent never runs.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(companyA.calls.map((c) => c.name)).toEqual([undefined, undefined]);
    expect(companyB.calls).toEqual([{ page: 1, per_page: 10, name: undefined }]);

    // The same parent again is no change.
    rerender({ company: 'B' });
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer for the old parent that arrives after the change', async () => {
    let release: (value: Paged<Option>) => void = () => {};
    const slow: FetchPage<Option> = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const fast = server(2, 'new');
    const { result, rerender } = renderHook(
      ({ key }: { key: number }) =>
        usePagedOptions({ fetchPage: key === 1 ? slow : fast.fetchPage, resetKey: key }),
      { initialProps: { key: 1 } },
    );
    rerender({ key: 2 });
    await waitFor(() => expect(result.current.list).toHaveLength(2));
    await act(async () => {
      release({ list: [{ id: 99, name: 'old' }], meta: { total: 1, page: 1, per_page: 10 } });
    });
    expect(result.current.list.map((o) => o.name)).toEqual(['new 1', 'new 2']);
  });
});

describe('PagedSelect', () => {
  it('clears the picked value when its parent changes', async () => {
    const onChange = vi.fn();
    const { fetchPage } = server(3);
    const view = render(
      <PagedSelect
        placeholder="请选择店铺"
        fetchPage={fetchPage}
        resetKey={1}
        value={2}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(view.container.textContent).toContain('shop 2'));
    view.rerender(
      <PagedSelect
        placeholder="请选择店铺"
        fetchPage={fetchPage}
        resetKey={2}
        value={2}
        onChange={onChange}
      />,
    );
    expect(onChange).toHaveBeenCalledWith(undefined);
    view.rerender(
      <PagedSelect
        placeholder="请选择店铺"
        fetchPage={fetchPage}
        resetKey={2}
        value={undefined}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(view.container.textContent).toContain('请选择店铺'));
    expect(view.container.querySelector('.ant-select')?.getAttribute('style')).toContain('width: 180px');
  });
});
