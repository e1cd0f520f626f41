import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceReport } from '../../api/devices';
import { columnsOf } from '../../components/table/columns';

type NameCut = DeviceReport['names_cut'][number];

/**
 * Goods sent to the scale with a name line cut to what its model prints (a scale does not take a
 * longer name): which goods, which line and how it shows on the scale.
 */
export function ScaleNamesCutList({ cut }: { cut: NameCut[] | undefined }) {
  const { t } = useTranslation();
  if (!cut || cut.length === 0) return null;
  return (
    <div data-testid="scale-names-cut" style={{ marginTop: 16 }}>
      <Alert
        type="info"
        showIcon
        message={t('devices.namesCut.title', { count: cut.length })}
        description={t('devices.namesCut.explain', { max: cut[0]?.limit })}
        style={{ marginBottom: 12 }}
      />
      <Table<NameCut>
        size="small"
        rowKey={(row) => `${row.goods_id}-${row.line}`}
        dataSource={cut}
        pagination={cut.length > 10 ? { pageSize: 10 } : false}
        columns={columnsOf<NameCut>([
          {
            title: t('devices.namesCut.what'),
            key: 'what',
            render: (_: unknown, row) => `PLU ${row.plu} ${row.name.replace(/\n/g, ' ')}`,
          },
          {
            title: t('devices.namesCut.line'),
            key: 'line',
            render: (_: unknown, row) =>
              t('devices.namesCut.lineValue', { line: row.line, chars: row.chars, limit: row.limit }),
          },
          {
            title: t('devices.namesCut.sent'),
            dataIndex: 'sent',
            render: (sent: string) => <span style={{ wordBreak: 'break-word' }}>{sent}</span>,
          },
        ])}
      />
    </div>
  );
}
