// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListState, useUrlListState } from './useListState';

afterEach(cleanup);

/** The hook inside a router at `url`; `location()` reads the address it writes. */
function inRouter<T>(hook: () => T, url: string) {
  let search = '';
  function Probe({ children }: { children?: ReactNode }) {
    search = useLocation().search;
    return children;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '/list', element: <Probe>{children}</Probe> }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, location: () => search };
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
