import { useState } from 'react';
import { i18n } from '../../i18n';

/**
 * The page, search text and company filter of a paged, searchable table: a new search or filter
 * starts again at page 1; `query` is what the list call takes and `pagination(total)` what antd's
 * Table takes.
 */
export function usePagedSearch(pageSize = 10) {
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  return {
    page,
    companyId,
    query: { page, per_page: pageSize, name: name || undefined, company_id: companyId },
    /** A search text or company filter is on (an empty list then says "nothing matches"). */
    filtered: name !== '' || companyId !== undefined,
    search: (value: string) => {
      setName(value.trim());
      setPage(1);
    },
    filterCompany: (id: number | undefined) => {
      setCompanyId(id);
      setPage(1);
    },
    /** Back to page 1 (a filter of the page's own changed). */
    restart: () => setPage(1),
    pagination: (total: number | undefined) => ({
      current: page,
      pageSize,
      total: total ?? 0,
      onChange: setPage,
      showSizeChanger: false,
      // Every paged list says how many it holds in all.
      showTotal: (count: number) => i18n.t('common.total', { count }),
    }),
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;
