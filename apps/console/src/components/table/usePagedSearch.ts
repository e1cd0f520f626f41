import { useState } from 'react';

/**
 * The page and the search text of a paged, searchable table: a new search (or filter) starts
 * again at page 1, and `pagination(total)` gives antd's Table the matching props.
 */
export function usePagedSearch(pageSize = 10) {
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  return {
    page,
    pageSize,
    /** The search text, or undefined when empty (so it is left out of the query). */
    name: name || undefined,
    search: (value: string) => {
      setName(value.trim());
      setPage(1);
    },
    firstPage: () => setPage(1),
    pagination: (total: number | undefined) => ({
      current: page,
      pageSize,
      total: total ?? 0,
      onChange: setPage,
      showSizeChanger: false,
    }),
  };
}
