import type { PageQuery } from '@dahua/shared/contracts/common';

export { type PageQuery, pageOf, pageQuery } from '@dahua/shared/contracts/common';

export function paged<T>(list: T[], total: number, query: PageQuery) {
  return { list, meta: { total, page: query.page, per_page: query.per_page } };
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.per_page;
}
