import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../layouts/usePhone';
import { csvName, type DataColumn, saveText, toCsv } from './csv';
import EChart from './EChart';
import type { ChartOption } from './echarts';

/** Saves rows as csv (made in the browser); disabled without rows. */
export function CsvButton<Row>({
  rows,
  columns,
  fileName,
  testId,
}: {
  rows: Row[];
  columns: DataColumn<Row>[];
  fileName: string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      disabled={rows.length === 0}
      onClick={() => saveText(csvName(...fileName), toCsv(columns, rows))}
      data-testid={testId}
    >
      {t('analysis.exportCsv')}
    </Button>
  );
}

/**
 * A chart with its data: a switch between the chart and a table of the same rows, and an export
 * of those rows as csv (made in the browser). When there are no rows, `empty` shows instead.
 */
export function ChartCard<Row>({
  title,
  option,
  rows,
  columns,
  fileName,
  empty,
  height = 300,
  extra,
  testId,
  loading = false,
}: {
  title: ReactNode;
  option: ChartOption;
  rows: Row[];
  columns: DataColumn<Row>[];
  /** The csv's name without `.csv` (parts joined by `-`). */
  fileName: string[];
  empty: ReactNode;
  height?: number;
  extra?: ReactNode;
  testId: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  // On a phone the title takes its own line and the switches wrap under it.
  const phone = usePhone();
  const hasRows = rows.length > 0;
  return (
    <Card
      size="small"
      title={title}
      styles={phone ? { title: { flexBasis: '100%', whiteSpace: 'normal' } } : undefined}
      loading={loading}
      data-testid={`chart-${testId}`}
      extra={
        <Space wrap size={8}>
          {extra}
          <Segmented<'chart' | 'table'>
            size="small"
            value={view}
            onChange={setView}
            options={[
              { value: 'chart', label: t('analysis.viewChart') },
              { value: 'table', label: t('analysis.viewTable') },
            ]}
            data-testid={`chart-${testId}-view`}
          />
          <CsvButton rows={rows} columns={columns} fileName={fileName} testId={`chart-${testId}-csv`} />
        </Space>
      }
    >
      {!hasRows ? (
        empty
      ) : view === 'chart' ? (
        <EChart option={option} height={height} data-testid={`chart-${testId}-canvas`} />
      ) : (
        <Table<Row>
          size="small"
          rowKey={(_, index) => String(index)}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          data-testid={`chart-${testId}-table`}
          columns={columns.map((column) => ({
            key: column.key,
            title: column.title,
            align: column.align,
            render: (_: unknown, row: Row) => column.value(row),
          }))}
        />
      )}
    </Card>
  );
}
