import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Modal,
  Space,
  Table,
  Tabs,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  exportRecall,
  getRecall,
  notifyRecall,
  type RecallDetail,
  releaseRecall,
  stopRecall,
} from '../../api/recalls';
import { columnsOf, type FieldColumn } from '../../components/table/columns';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useDownload } from '../../hooks/useDownload';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { money, quantityText } from '../stock/units';
import { RecallWhat } from './RecallListPage';

const orDash = (value: string | null) => value || '—';

type Row<K extends keyof RecallDetail> = RecallDetail[K] extends (infer R)[] ? R : never;

/**
 * /project/stockMng/recalls/:id (issue 29 §3): where the recalled lots went (shops with received,
 * sold and left; receipts, transfers, scales, sales days), the actions (notify, stop selling with
 * the shops named, release, export) and the event timeline. Tables scroll inside themselves.
 */
export default function RecallDetailPage(_props: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const { downloading: exporting, download: downloadFile } = useDownload();
  const { data, error, isFetching } = useQuery({ queryKey: ['recalls', id], queryFn: () => getRecall(id) });
  const act = useMutation({
    mutationFn: (action: 'notify' | 'stop' | 'release') =>
      action === 'notify' ? notifyRecall(id) : action === 'stop' ? stopRecall(id) : releaseRecall(id),
    onSuccess: (next) => {
      queryClient.setQueryData(['recalls', id], next);
      void queryClient.invalidateQueries({ queryKey: ['recalls', 'list'] });
    },
    onError: (failure) => void message.error(failure instanceof Error ? failure.message : String(failure)),
  });

  if (error)
    return <Alert type="error" showIcon message={error instanceof Error ? error.message : String(error)} />;
  if (!data) return <Card loading />;

  const q = (value: number, mode: number) => quantityText(value, mode, t('stock.pcs'));
  const shopNames = [...new Set(data.shops.map((s) => s.shop_name))].join('、');
  const confirmStop = () =>
    Modal.confirm({
      title: t('recalls.stop'),
      content: t('recalls.stopConfirm', { shops: shopNames }),
      okButtonProps: { danger: true, 'data-testid': 'recall-stop-ok' },
      onOk: () => act.mutateAsync('stop'),
    });
  const confirmRelease = () =>
    Modal.confirm({
      title: t('recalls.release'),
      content: t('recalls.releaseConfirm'),
      okButtonProps: { 'data-testid': 'recall-release-ok' },
      onOk: () => act.mutateAsync('release'),
    });
  const download = () => downloadFile(() => exportRecall(id));
  const table = <K extends keyof RecallDetail>(
    key: K,
    rows: Row<K>[],
    columns: ReturnType<typeof columnsOf<Row<K>>>,
  ) => (
    <Table<Row<K>>
      rowKey={(_, index) => `${key}-${index}`}
      size="small"
      dataSource={rows}
      columns={columns}
      pagination={rows.length > 20 ? { pageSize: 20, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      data-testid={`recall-${key}`}
    />
  );

  // The shops' figures. A phone puts the goods item under the shop and what is left first.
  type ShopColumn = FieldColumn<Row<'shops'>>;
  const figure = (title: string, key: 'received' | 'sent_out' | 'sold'): ShopColumn => ({
    title,
    dataIndex: key,
    align: 'right',
    render: (v: number, r) => q(v, r.weighing_mode),
  });
  const received = figure(t('recalls.received'), 'received');
  const sentOut = figure(t('recalls.sentOut'), 'sent_out');
  const sold = figure(t('recalls.sold'), 'sold');
  const left: ShopColumn = {
    title: t('recalls.left'),
    dataIndex: 'left',
    align: 'right',
    render: (v: number, r) => <Typography.Text strong>{q(v, r.weighing_mode)}</Typography.Text>,
  };
  const stoppedTag: ShopColumn = {
    title: t('recalls.status'),
    dataIndex: 'stopped',
    render: (stopped: boolean) =>
      stopped ? <Tag color="red">{t('recalls.stoppedHere')}</Tag> : <Tag>{t('recalls.selling')}</Tag>,
  };
  const shopAndGoods: ShopColumn = {
    title: t('recalls.shop'),
    dataIndex: 'shop_name',
    render: (name: string, r) => (
      <Space direction="vertical" size={0}>
        <span>{name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.goods_name}
        </Typography.Text>
      </Space>
    ),
  };

  const tabs = [
    {
      key: 'shops',
      label: `${t('recalls.sections.shops')} (${data.shops.length})`,
      children: table(
        'shops',
        data.shops,
        columnsOf<Row<'shops'>>(
          phone
            ? [shopAndGoods, left, stoppedTag, received, sentOut, sold]
            : [
                { title: t('recalls.shop'), dataIndex: 'shop_name' },
                { title: t('recalls.goods'), dataIndex: 'goods_name' },
                received,
                sentOut,
                sold,
                left,
                stoppedTag,
              ],
        ),
      ),
    },
    {
      key: 'receipts',
      label: `${t('recalls.sections.receipts')} (${data.receipts.length})`,
      children: table(
        'receipts',
        data.receipts,
        columnsOf<Row<'receipts'>>([
          { title: t('recalls.number'), dataIndex: 'number' },
          { title: t('recalls.day'), dataIndex: 'day' },
          { title: t('recalls.location'), dataIndex: 'location_name' },
          { title: t('recalls.supplier'), dataIndex: 'supplier_name', render: orDash },
          { title: t('recalls.lot'), dataIndex: 'lot' },
          {
            title: t('recalls.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (v: number, r) => q(v, r.weighing_mode),
          },
        ]),
      ),
    },
    {
      key: 'transfers',
      label: `${t('recalls.sections.transfers')} (${data.transfers.length})`,
      children: table(
        'transfers',
        data.transfers,
        columnsOf<Row<'transfers'>>([
          { title: t('recalls.number'), dataIndex: 'number' },
          { title: t('recalls.from'), dataIndex: 'from_name' },
          { title: t('recalls.to'), dataIndex: 'to_name' },
          { title: t('recalls.sentTime'), dataIndex: 'sent_time', render: (v: string | null) => dateTime(v) },
          {
            title: t('recalls.receivedTime'),
            dataIndex: 'received_time',
            render: (v: string | null) => dateTime(v),
          },
          { title: t('recalls.lot'), dataIndex: 'lot' },
          {
            title: t('recalls.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (v: number, r) => q(v, r.weighing_mode),
          },
        ]),
      ),
    },
    {
      key: 'scales',
      label: `${t('recalls.sections.scales')} (${data.scales.length})`,
      children: table(
        'scales',
        data.scales,
        columnsOf<Row<'scales'>>([
          { title: t('recalls.shop'), dataIndex: 'shop_name' },
          { title: t('recalls.scale'), dataIndex: 'scale_name' },
          {
            title: t('recalls.holdsGoods'),
            dataIndex: 'holds_goods',
            render: (v: boolean) => (v ? t('recalls.yes') : t('recalls.no')),
          },
          {
            title: t('recalls.soldLot'),
            dataIndex: 'sold_lot',
            render: (v: boolean) => (v ? t('recalls.yes') : t('recalls.no')),
          },
        ]),
      ),
    },
    {
      key: 'sales',
      label: `${t('recalls.sections.sales')} (${data.sales.length})`,
      children: table(
        'sales',
        data.sales,
        columnsOf<Row<'sales'>>([
          { title: t('recalls.shop'), dataIndex: 'shop_name' },
          { title: t('recalls.day'), dataIndex: 'day' },
          {
            title: t('recalls.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (v: number, r) => q(v, r.weighing_mode),
          },
          {
            title: t('recalls.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v),
          },
          { title: t('recalls.records'), dataIndex: 'records', align: 'right', phone: false },
        ]),
      ),
    },
    {
      key: 'lots',
      label: `${t('recalls.sections.lots')} (${data.lots.length})`,
      children: table(
        'lots',
        data.lots,
        columnsOf<Row<'lots'>>([
          { title: t('recalls.goods'), dataIndex: 'goods_name' },
          { title: t('recalls.lot'), dataIndex: 'lot' },
          { title: t('recalls.traceCode'), dataIndex: 'trace_code', phone: false },
          { title: t('recalls.expiry'), dataIndex: 'expiry_date', render: orDash },
          { title: t('recalls.supplier'), dataIndex: 'supplier_name', phone: false, render: orDash },
        ]),
      ),
    },
  ];

  const can = (action: 'notify' | 'stop' | 'release') => data.actions.includes(action);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="recall-detail">
      <Card loading={isFetching && !data}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap size={8}>
            <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              #{data.id} <RecallWhat recall={data} />
            </Typography.Title>
            <Tag color={data.status === 'open' ? 'red' : 'default'} data-testid="recall-status">
              {t(`recalls.statuses.${data.status}`)}
            </Tag>
          </Space>
          <Descriptions size="small" column={phone ? 1 : 3}>
            {data.reason && <Descriptions.Item label={t('recalls.reason')}>{data.reason}</Descriptions.Item>}
            <Descriptions.Item label={t('recalls.createdTime')}>
              {dateTime(data.created_time)}
            </Descriptions.Item>
            {data.notified_time && (
              <Descriptions.Item label={t('recalls.events.notified')}>
                {dateTime(data.notified_time)}
              </Descriptions.Item>
            )}
            {data.stopped_time && (
              <Descriptions.Item label={t('recalls.events.stopped')}>
                {dateTime(data.stopped_time)}
              </Descriptions.Item>
            )}
            {data.released_time && (
              <Descriptions.Item label={t('recalls.events.released')}>
                {dateTime(data.released_time)}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Space wrap size={8}>
            {can('notify') && (
              <Button
                onClick={() => act.mutate('notify')}
                loading={act.isPending}
                data-testid="recall-notify"
              >
                {t('recalls.notify')}
              </Button>
            )}
            {can('stop') && (
              <Button danger onClick={confirmStop} data-testid="recall-stop">
                {t('recalls.stop')}
              </Button>
            )}
            {can('release') && (
              <Button onClick={confirmRelease} data-testid="recall-release">
                {t('recalls.release')}
              </Button>
            )}
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void download()}
              data-testid="recall-export"
            >
              {t('recalls.export')}
            </Button>
          </Space>
        </Space>
      </Card>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs items={tabs} size={phone ? 'small' : 'middle'} />
      </Card>
      <Card title={t('recalls.sections.events')}>
        <Timeline
          data-testid="recall-events"
          items={data.events.map((e) => ({
            children: (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{t(`recalls.events.${e.action}`)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dateTime(e.time)} · {e.user_name ?? '—'}
                </Typography.Text>
                {e.note && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{e.note}</Typography.Text>}
              </Space>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
