import type { TableColumnsType, TableColumnType } from 'antd';

/**
 * A table column whose `dataIndex`, when it has one, must name a field of the row. `phone: false`
 * leaves the column out below 768 px (antd's `md`, where `usePhone` is true): a phone shows a
 * list's key figures on screen, and the page folds what it hides into a column it keeps.
 */
export type FieldColumn<Row> = Omit<TableColumnType<Row>, 'dataIndex'> & {
  dataIndex?: keyof Row & string;
  phone?: false;
};

/**
 * A table's columns, checked against its row type: antd takes any string as `dataIndex`, so a
 * field renamed in a contract would leave an empty column; through here it fails the typecheck.
 * An `actions` column stays in view on narrow screens (fixed to the right).
 */
export function columnsOf<Row>(columns: FieldColumn<Row>[]): TableColumnsType<Row> {
  return columns.map(({ phone, ...column }) => {
    const shown = phone === false && !column.responsive ? { ...column, responsive: ['md' as const] } : column;
    return shown.key === 'actions' && !shown.fixed ? { ...shown, fixed: 'right' as const } : shown;
  }) as TableColumnsType<Row>;
}
