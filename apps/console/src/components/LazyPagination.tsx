import type { PaginationProps } from 'antd';
import { lazy, Suspense } from 'react';

const Pagination = lazy(() => import('antd/es/pagination'));

/**
 * antd's Pagination, loaded when a list first shows one. antd's List imports Pagination (and with
 * it Select and a virtual list, ~26 KB gzip) even where no list is paged; the build hands List this
 * instead (build/lazyListPagination.ts), so the dashboard's lists do not carry it. Tables import
 * the real one.
 */
export default function LazyPagination(props: PaginationProps) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}
