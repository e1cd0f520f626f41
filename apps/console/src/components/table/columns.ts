import type { TableColumnsType, TableColumnType } from 'antd';

/** A table column whose `dataIndex`, when it has one, must name a field of the row. */
export type FieldColumn<Row> = Omit<TableColumnType<Row>, 'dataIndex'> & { dataIndex?: keyof Row & string };

/**
 * A table's columns, checked against its row type: antd takes any string as `dataIndex`, so a
 * field renamed in a contract would leave an empty column; through here it fails the typecheck.
 * An `actions` column stays in view on narrow screens (fixed to the right).
 */
export function columnsOf<Row>(columns: FieldColumn<Row>[]): TableColumnsType<Row> {
  return columns.map((column) =>
    column.key === 'actions' && !column.fixed ? { ...column, fixed: 'right' as const } : column,
  ) as TableColumnsType<Row>;
}
