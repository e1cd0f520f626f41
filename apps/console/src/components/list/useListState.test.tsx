// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListState, useUrlListState } from './useListState';

afterEach(cleanup);

/**
 * The hook inside a router at `url`; `location()` reads the address it writes, `back()` is the
 * browser's back button.
 */
function inRouter<T>(hook: () => T, url: string) {
  let search = '';
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: <Probe />,
      },
    ],
    { initialEntries: [url] },
  );
  let children: ReactNode = null;
  function Probe() {
    search = useLocation().search;
    return children;
  }
  const wrapper = ({ children: hooked }: { children: ReactNode }) => {
    children = hooked;
    return <RouterProvider router={router} />;
  };
  const rendered = renderHook(hook, { wrapper });
  return {
    ...rendered,
    location: () => search,
    back: () => act(() => void router.navigate(-1)),
  };
}

describe('useUrlListState', () => {
  it('reads its state from the address and writes each change back, at page 1', () => {
    const { result, location } = inRouter(
      () => useUrlListState({ pageSize: 20, filters: { shop_id: 'number' } }),
      '/list?tab=x&page=3&shop_id=4&name=tea',
    );
    expect(result.current.page).toBe(3);
    expect(result.current.filters).toEqual({ shop_id: 4, name: 'tea' });
    expect(result.current.query).toEqual({ page: 3, per_page: 20, name: 'tea', company_id: undefined });
    expect(result.current.filtered).toBe(true);

    act(() => result.current.setFilters({ shop_id: 9 }));
    expect(location()).toBe('?tab=x&name=tea&shop_id=9');
    expect(result.current.page).toBe(1);

    act(() => result.current.setPage(2));
    act(() => result.current.search('  '));
    expect(location()).toBe('?tab=x&shop_id=9');
    act(() => result.current.setPage(5));
    expect(location()).toBe('?tab=x&page=5&shop_id=9');
    expect(result.current.pagination(120)).toMatchObject({ current: 5, pageSize: 20, total: 120 });
  });

  it('makes each change a step in the history: back shows the list as it was', async () => {
    const { result, location, back } = inRouter(
      () => useUrlListState({ pageSize: 10, filters: { date_from: 'date', status: ['open', 'done'] } }),
      '/list',
    );
    act(() => result.current.setFilters({ status: 'open', date_from: '2026-11-01' }));
    act(() => result.current.setPage(2));
    expect(location()).toBe('?page=2&date_from=2026-11-01&status=open');
    expect(result.current.searchText).toBeUndefined();
    act(() => result.current.search('tea'));
    expect(result.current.searchText).toBe('tea');

    await back();
    expect(location()).toBe('?page=2&date_from=2026-11-01&status=open');
    expect(result.current.page).toBe(2);
    expect(result.current.searchText).toBeUndefined();
    await back();
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({ status: 'open', date_from: '2026-11-01' });
    await back();
    expect(location()).toBe('');
    expect(result.current.filters).toEqual({});
  });
});

describe('useListState', () => {
  it('keeps its state in the page: a filter starts again at page 1', () => {
    const { result } = renderHook(() =>
      useListState({ pageSize: 10, filters: { active: 'boolean' }, initial: { active: true } }),
    );
    expect(result.current.filters).toEqual({ active: true });
    act(() => result.current.setPage(4));
    expect(result.current.page).toBe(4);
    act(() => result.current.filterCompany(2));
    expect(result.current.page).toBe(1);
    expect(result.current.query).toEqual({ page: 1, per_page: 10, name: undefined, company_id: 2 });
    act(() => result.current.setFilters({ active: undefined, company_id: undefined }));
    expect(result.current.filtered).toBe(false);
  });
});
