import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isCompanyManager } from '../../access/roles';
import { listRecalls, type RecallAnswer } from '../../api/recalls';
import { useUrlListState } from '../../components/list/useListState';
import { columnsOf } from '../../components/table/columns';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { NewRecallModal } from './NewRecallModal';

const PAGE_SIZE = 20;

const keep = { whiteSpace: 'nowrap' } as const;

/**
 * What a recall covers: the goods item (its PLU) and lot, or the supplier and days. A narrow screen
 * wraps it between its parts, never inside a PLU, a lot or a date.
 */
export function RecallWhat({ recall: r }: { recall: RecallAnswer }) {
  return r.goods_id !== null ? (
    <>
      <span style={keep}>PLU {r.plu_number}</span> {r.goods_name ?? ''} · <span style={keep}>{r.lot}</span>
    </>
  ) : (
    <>
      {r.supplier_name ?? ''} · <span style={keep}>{r.received_from}</span> ~{' '}
      <span style={keep}>{r.received_to}</span>
    </>
  );
}

/** /project/stockMng/recalls (issue 29 §3): the company's recalls, open first; "New recall". */
export default function RecallListPage(_props: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const user = useSession();
  // The page lives in the address (`?page=2`): a reload or back shows the same one.
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const { page } = table;
  const [creating, setCreating] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: ['recalls', 'list', page],
    queryFn: () => listRecalls({ page, per_page: PAGE_SIZE }),
  });
  const statusTags = (r: RecallAnswer) => (
    <Space size={4} wrap>
      <Tag color={r.status === 'open' ? 'red' : 'default'}>{t(`recalls.statuses.${r.status}`)}</Tag>
      {r.stopped_time && r.status === 'open' && <Tag color="orange">{t('recalls.stoppedHere')}</Tag>}
    </Space>
  );
  // A phone shows one column: what was recalled, its reason and its status under it.
  const columns = columnsOf<RecallAnswer>([
    {
      title: t('recalls.what'),
      dataIndex: 'id',
      render: (_: number, r) => (
        <Space direction="vertical" size={phone ? 4 : 0}>
          <Link to={`/project/stockMng/recalls/${r.id}`} data-testid="recall-link">
            #{r.id} <RecallWhat recall={r} />
          </Link>
          {r.reason && (
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
              {r.reason}
            </Typography.Text>
          )}
          {phone && statusTags(r)}
        </Space>
      ),
    },
    {
      title: t('recalls.status'),
      dataIndex: 'status',
      phone: false,
      render: (_: RecallAnswer['status'], r) => statusTags(r),
    },
    { title: t('recalls.shopsCount'), dataIndex: 'shops_count', align: 'right', phone: false },
    { title: t('recalls.lotsCount'), dataIndex: 'lots_count', align: 'right', phone: false },
    {
      title: t('recalls.createdTime'),
      dataIndex: 'created_time',
      phone: false,
      render: (time: string) => dateTime(time),
    },
  ]);
  return (
    <Card data-testid="recalls-page">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('recalls.intro')}
        </Typography.Paragraph>
        {isCompanyManager(user) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="recall-new"
          >
            {t('recalls.create')}
          </Button>
        )}
        <Table<RecallAnswer>
          rowKey="id"
          size={phone ? 'small' : 'middle'}
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          scroll={phone ? undefined : { x: 'max-content' }}
          locale={{ emptyText: t('recalls.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.meta.total ?? 0,
            showSizeChanger: false,
            onChange: table.setPage,
            size: phone ? 'small' : undefined,
          }}
          data-testid="recalls-table"
        />
      </Space>
      <NewRecallModal open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
