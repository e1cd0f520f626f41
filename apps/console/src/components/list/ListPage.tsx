import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { columnsOf, type FieldColumn } from '../table/columns';
import { EmptyHint } from '../table/EmptyHint';

/**
 * A list page's frame: the card with the page's title, its actions (and an export button slot before
 * them) in the corner, then the filter bar (`SearchToolbar`, or the page's own `FilterBar`) and the
 * `ListTable`.
 */
export function ListPage({
  title,
  actions,
  exports,
  children,
}: {
  title: ReactNode;
  /** The page's buttons (create, import); absent or false for those who may not use them. */
  actions?: ReactNode;
  /** The export buttons, before the actions. */
  exports?: ReactNode;
  children: ReactNode;
}) {
  const extra = exports ? (
    <Space wrap>
      {exports}
      {actions}
    </Space>
  ) : (
    actions
  );
  return (
    <Card title={title} extra={extra}>
      {children}
    </Card>
  );
}

/** The filters above a list: they wrap, one under another on a phone (375 px). */
export function FilterBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid={testId}>
      {children}
    </Space>
  );
}

/** A filter of a few choices (cleared back to "all"), in a filter bar. */
export function ChoiceFilter<Value extends string>({
  width,
  placeholder,
  value,
  onChange,
  choices,
  label,
  testId,
}: {
  width: number;
  placeholder: string;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  choices: readonly Value[];
  label: (value: Value) => string;
  testId: string;
}) {
  return (
    <Select<Value>
      allowClear
      style={{ width }}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      options={choices.map((choice) => ({ value: choice, label: label(choice) }))}
      data-testid={testId}
    />
  );
}

/** The "create" button of a list (in the card's corner and in the empty list's hint). */
export function CreateButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * What an empty list says: what is missing, what to do next and the button for it (EmptyHint);
 * `advice` when `next` tells how rows arrive rather than what someone must do.
 */
export type EmptyText = { missing: string; next: string; action?: ReactNode; advice?: boolean };

/** The paging a list model gives (`useListState`'s `pagination(total)`). */
type Pager = { filtered: boolean; pagination: (total: number | undefined) => TableProps['pagination'] };

/**
 * A list's table: typed columns (`columnsOf`), the loading state, the empty state (EmptyHint: what
 * is missing, or that nothing matches the filters), horizontal scrolling and the pager.
 */
export function ListTable<Row extends object>({
  list,
  page,
  loading,
  columns,
  empty,
  filtered,
  rowKey = 'id' as TableProps<Row>['rowKey'],
  ...table
}: {
  list: Pager;
  /** The list call's answer: this page's rows and the total. */
  page: { list: Row[]; meta: { total: number } } | undefined;
  loading: boolean;
  columns: FieldColumn<Row>[];
  /** What an empty list says; absent, the table's own "no data". */
  empty?: EmptyText;
  /** Some filter the list state does not hold is on (defaults to the list state's own). */
  filtered?: boolean;
} & Omit<TableProps<Row>, 'columns' | 'dataSource' | 'loading' | 'pagination'>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      loading={loading}
      dataSource={page?.list ?? []}
      locale={
        empty && {
          emptyText: (
            <EmptyHint
              loading={loading}
              filtered={filtered ?? list.filtered}
              missing={empty.missing}
              next={empty.next}
              action={empty.action}
              advice={empty.advice}
            />
          ),
        }
      }
      scroll={{ x: 'max-content' }}
      pagination={list.pagination(page?.meta.total)}
      columns={columnsOf<Row>(columns)}
      {...table}
    />
  );
}
