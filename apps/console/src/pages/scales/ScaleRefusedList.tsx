import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceRefusal } from '../../api/devices';
import { columnsOf } from '../../components/table/columns';
import { refusalReason } from './refusalReason';

/** What the codec refuses to send to the scale, named by field, with why: never sent. */
export function ScaleRefusedList({ refused }: { refused: DeviceRefusal[] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  const what = (row: DeviceRefusal) => {
    const name = row.name ? ` ${row.name.replace(/\n/g, ' ')}` : '';
    if (row.kind === 'plu') return `${t('devices.sync.refusedGoods', { plu: row.plu ?? '—' })}${name}`;
    if (row.kind === 'label') return `${t('devices.sync.refusedLabel', { slot: row.slot ?? '—' })}${name}`;
    return t('devices.sync.refusedText', { slot: row.slot ?? '—' });
  };
  // `name (line 2)` and `discount_periods[0].rate` are labelled by their field.
  const field = (name: string) => {
    const base = /^[a-z_0-9]+/.exec(name)?.[0] ?? name;
    const label = t(`audit.fields.${base}`, { defaultValue: '' });
    return label ? `${label} (${name})` : name;
  };
  return (
    <div data-testid="scale-refused" style={{ marginTop: 16 }}>
      <Alert
        type="warning"
        showIcon
        message={t('devices.sync.refusedTitle', { count: refused.length })}
        description={t('devices.sync.refusedExplain')}
        style={{ marginBottom: 12 }}
      />
      <Table<DeviceRefusal>
        size="small"
        rowKey={(row) => `${row.kind}-${row.goods_id ?? row.slot}-${row.field}`}
        dataSource={refused}
        pagination={refused.length > 10 ? { pageSize: 10 } : false}
        columns={columnsOf<DeviceRefusal>([
          { title: t('devices.sync.refusedWhat'), key: 'what', render: (_: unknown, row) => what(row) },
          { title: t('devices.sync.refusedField'), dataIndex: 'field', render: field },
          {
            title: t('devices.sync.refusedReason'),
            dataIndex: 'reason',
            render: (reason: string) => {
              const known = refusalReason(reason);
              const text = known ? t(`devices.reasons.${known.key}`, known.values) : reason;
              return <span style={{ wordBreak: 'break-word' }}>{text}</span>;
            },
          },
        ])}
      />
    </div>
  );
}
