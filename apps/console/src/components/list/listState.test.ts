import { describe, expect, it } from 'vitest';
import { BASE_FILTERS, isFiltered, type ListState, readListState, writeListState } from './listState';

const SPEC = {
  ...BASE_FILTERS,
  shop_id: 'number',
  active: 'boolean',
  status: ['open', 'closed'],
} as const;
type Spec = typeof SPEC;

describe('list state in the URL', () => {
  it('round-trips page, size and every kind of filter', () => {
    const state: ListState<Spec> = {
      page: 3,
      size: 50,
      filters: { name: '苹果 & pears', company_id: 7, shop_id: 12, active: false, status: 'closed' },
    };
    const params = writeListState(state, SPEC, 10);
    expect(params.toString()).toBe(
      'page=3&size=50&name=%E8%8B%B9%E6%9E%9C+%26+pears&company_id=7&shop_id=12&active=false&status=closed',
    );
    expect(readListState(new URLSearchParams(params.toString()), SPEC, 10)).toEqual(state);
  });

  it('leaves the defaults out, so a fresh list has a clean address', () => {
    const fresh: ListState<Spec> = { page: 1, size: 10, filters: {} };
    expect(writeListState(fresh, SPEC, 10).toString()).toBe('');
    expect(readListState(new URLSearchParams(''), SPEC, 10)).toEqual(fresh);
    expect(writeListState({ ...fresh, filters: { name: '', shop_id: undefined } }, SPEC, 10).toString()).toBe(
      '',
    );
  });

  it('keeps the address’s other params and replaces its own', () => {
    const base = new URLSearchParams('tab=goods&page=4&shop_id=2');
    const params = writeListState({ page: 1, size: 10, filters: { active: true } }, SPEC, 10, base);
    expect(params.toString()).toBe('tab=goods&active=true');
  });

  it('reads what is malformed as unset', () => {
    const params = new URLSearchParams(
      'page=abc&size=-5&company_id=07&shop_id=1e3&active=yes&status=deleted&name=',
    );
    expect(readListState(params, SPEC, 20)).toEqual({ page: 1, size: 20, filters: {} });
    expect(readListState(new URLSearchParams('page=0&shop_id=9999999999'), SPEC, 20)).toEqual({
      page: 1,
      size: 20,
      filters: {},
    });
  });

  it('reads a calendar day only when it is a real one', () => {
    const spec = { date_from: 'date', date_to: 'date' } as const;
    expect(readListState(new URLSearchParams('date_from=2026-02-28&date_to=2026-03-01'), spec, 10)).toEqual({
      page: 1,
      size: 10,
      filters: { date_from: '2026-02-28', date_to: '2026-03-01' },
    });
    const bad = new URLSearchParams('date_from=2026-02-30&date_to=2026-3-1');
    expect(readListState(bad, spec, 10).filters).toEqual({});
    const state: ListState<typeof spec> = { page: 2, size: 10, filters: { date_from: '2026-11-01' } };
    expect(writeListState(state, spec, 10).toString()).toBe('page=2&date_from=2026-11-01');
  });

  it('says when some filter is on', () => {
    expect(isFiltered<Spec>({})).toBe(false);
    expect(isFiltered<Spec>({ name: '', shop_id: undefined })).toBe(false);
    expect(isFiltered<Spec>({ active: false })).toBe(true);
    expect(isFiltered<Spec>({ company_id: 3 })).toBe(true);
  });
});
