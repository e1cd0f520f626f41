import { Space } from 'antd';
import type { ReactNode } from 'react';
import { SearchBox } from '../list/SearchBox';
import type { ListModel } from '../list/useListState';
import { CompanySelect } from '../selectors';

/** What the search toolbar drives: the search text and the company filter of any list's state. */
export type PagedSearch = Pick<ListModel, 'companyId' | 'searchText' | 'search' | 'filterCompany'>;

/** Above a list: the administrators' company filter (when asked for), the page's filters and the search box. */
export default function SearchToolbar({
  table,
  placeholder,
  testId,
  companyFilter = false,
  width = 240,
  filters,
}: {
  table: PagedSearch;
  placeholder: string;
  /** `<testId>-search` and `<testId>-company-filter`. */
  testId: string;
  companyFilter?: boolean;
  width?: number;
  /** The page's own filters, shown after the company filter. */
  filters?: ReactNode;
}) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {companyFilter && (
        <CompanySelect
          value={table.companyId}
          onChange={table.filterCompany}
          data-testid={`${testId}-company-filter`}
        />
      )}
      {filters}
      <SearchBox
        value={table.searchText}
        placeholder={placeholder}
        style={{ width }}
        onSearch={table.search}
        testId={`${testId}-search`}
      />
    </Space>
  );
}
