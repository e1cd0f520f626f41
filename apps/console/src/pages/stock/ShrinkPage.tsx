import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Segmented, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listShops } from '../../api/shops';
import {
  exportShrink,
  type ShrinkFigure,
  type ShrinkGroup,
  type ShrinkRow,
  shrinkReport,
} from '../../api/shrink';
import { ShopSelect } from '../../components/selectors';
import { columnsOf } from '../../components/table/columns';
import { useDownload } from '../../hooks/useDownload';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { ShrinkMovesDrawer } from './ShrinkMovesDrawer';
import { money, quantityText } from './units';

const PAGE_SIZE = 20;

export type Opened = { row: ShrinkRow; figure: ShrinkFigure; shopId: number };

/** A figure of a row as a link that opens the moves behind it. */
function FigureLink({
  row,
  figure,
  value,
  open,
}: {
  row: ShrinkRow;
  figure: ShrinkFigure;
  value: number;
  open: (row: ShrinkRow, figure: ShrinkFigure) => void;
}) {
  const { t } = useTranslation();
  const text = quantityText(value, row.weighing_mode, t('stock.pcs'));
  if (value === 0) return <Typography.Text type="secondary">{text}</Typography.Text>;
  return (
    <Typography.Link
      onClick={(event) => {
        event.stopPropagation();
        open(row, figure);
      }}
      data-testid={`shrink-figure-${figure}`}
    >
      {text}
    </Typography.Link>
  );
}

/**
 * /project/stockMng/shrink (issue 28 §3): per shop × goods × period what came in, went out, was
 * sold, written off and counted, and the shrink that is left, sorted by its value. Every figure
 * opens its moves; the phone folds a row to goods and shrink with the rest on expanding it.
 */
export default function ShrinkPage(_props: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [params] = useSearchParams();
  // A link may name the shop (`?shop_id=`); otherwise the first shop of the caller's scope.
  const [shopId, setShopId] = useState<number | undefined>(() => {
    const named = Number(params.get('shop_id'));
    return Number.isInteger(named) && named > 0 ? named : undefined;
  });
  const [range, setRange] = useState<[string, string] | null>(null);
  const [group, setGroup] = useState<ShrinkGroup>('month');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened | null>(null);
  const { downloading: exporting, download: downloadFile } = useDownload();

  const firstShop = useQuery({
    queryKey: ['shops', 'first'],
    queryFn: () => listShops({ page: 1, per_page: 1 }),
    enabled: shopId === undefined,
  });
  useEffect(() => {
    const first = firstShop.data?.list[0];
    if (shopId === undefined && first) setShopId(first.id);
  }, [firstShop.data, shopId]);

  const query =
    shopId === undefined
      ? null
      : {
          shop_id: shopId,
          group,
          page,
          per_page: PAGE_SIZE,
          ...(range ? { from: range[0], to: range[1] } : {}),
        };
  const { data, isFetching, error } = useQuery({
    queryKey: ['stock', 'shrink', query],
    queryFn: () => shrinkReport(query!),
    enabled: query !== null,
  });

  const open = (row: ShrinkRow, figure: ShrinkFigure) => shopId && setOpened({ row, figure, shopId });
  const q = (row: ShrinkRow, value: number) => quantityText(value, row.weighing_mode, t('stock.pcs'));
  const link = (figure: ShrinkFigure, value: (row: ShrinkRow) => number) => (_: unknown, row: ShrinkRow) => (
    <FigureLink row={row} figure={figure} value={value(row)} open={open} />
  );
  const reasons = (row: ShrinkRow) =>
    Object.entries(row.written_off_by_reason)
      .map(([reason, quantity]) => `${t(`shrink.reasons.${reason}`)} ${q(row, quantity ?? 0)}`)
      .join('，');
  const period = (row: ShrinkRow) =>
    row.period_from === row.period_to ? row.period_from : `${row.period_from} ~ ${row.period_to}`;
  const shrinkCell = (row: ShrinkRow) => (
    <Typography.Text
      type={row.shrink > 0 ? 'danger' : undefined}
      strong={row.shrink > 0}
      style={{ whiteSpace: 'nowrap' }}
    >
      {q(row, row.shrink)}
    </Typography.Text>
  );

  const details = (row: ShrinkRow) => (
    <Descriptions size="small" column={1} bordered data-testid="shrink-row-details">
      <Descriptions.Item label={t('shrink.period')}>{period(row)}</Descriptions.Item>
      <Descriptions.Item label={t('shrink.opening')}>{q(row, row.opening)}</Descriptions.Item>
      <Descriptions.Item label={t('shrink.received')}>
        {link('received', (r) => r.received)(null, row)}
      </Descriptions.Item>
      <Descriptions.Item label={t('shrink.transferredIn')}>
        {link('transferred_in', (r) => r.transferred_in)(null, row)}
      </Descriptions.Item>
      <Descriptions.Item label={t('shrink.transferredOut')}>
        {link('transferred_out', (r) => r.transferred_out)(null, row)}
      </Descriptions.Item>
      <Descriptions.Item label={t('shrink.sold')}>{link('sold', (r) => r.sold)(null, row)}</Descriptions.Item>
      <Descriptions.Item label={t('shrink.soldPosted')}>{q(row, row.sold_posted)}</Descriptions.Item>
      <Descriptions.Item label={t('shrink.writtenOff')}>
        <Space direction="vertical" size={0}>
          {link('written_off', (r) => r.written_off)(null, row)}
          <Typography.Text type="secondary">{reasons(row)}</Typography.Text>
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('shrink.countedDifference')}>
        {link('counted_difference', (r) => r.counted_difference)(null, row)}
      </Descriptions.Item>
      <Descriptions.Item label={t('shrink.closing')}>{q(row, row.closing)}</Descriptions.Item>
      <Descriptions.Item label={t('shrink.salesAmount')}>{money(row.sales_amount)}</Descriptions.Item>
    </Descriptions>
  );

  const columns = columnsOf<ShrinkRow>([
    {
      title: t('shrink.goods'),
      dataIndex: 'goods_name',
      render: (name: string, row) => (
        <Space direction="vertical" size={0}>
          <span>{name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            PLU {row.plu_number} · {period(row)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('shrink.shrink'),
      dataIndex: 'shrink',
      align: 'right',
      render: (_: number, row) => shrinkCell(row),
    },
    {
      title: t('shrink.shrinkValue'),
      dataIndex: 'shrink_value',
      align: 'right',
      render: (value: number, row) => (
        <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <span style={{ whiteSpace: 'nowrap' }}>{money(value)}</span>
          {phone && row.shrink_percent !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.shrink_percent}%
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('shrink.shrinkPercent'),
      dataIndex: 'shrink_percent',
      align: 'right',
      phone: false,
      render: (value: number | null) => (value === null ? '—' : `${value}%`),
    },
    {
      title: t('shrink.opening'),
      dataIndex: 'opening',
      align: 'right',
      phone: false,
      render: (v: number, r) => q(r, v),
    },
    {
      title: t('shrink.received'),
      dataIndex: 'received',
      align: 'right',
      phone: false,
      render: link('received', (r) => r.received),
    },
    {
      title: t('shrink.transferredIn'),
      dataIndex: 'transferred_in',
      align: 'right',
      phone: false,
      render: link('transferred_in', (r) => r.transferred_in),
    },
    {
      title: t('shrink.transferredOut'),
      dataIndex: 'transferred_out',
      align: 'right',
      phone: false,
      render: link('transferred_out', (r) => r.transferred_out),
    },
    {
      title: t('shrink.sold'),
      dataIndex: 'sold',
      align: 'right',
      phone: false,
      render: link('sold', (r) => r.sold),
    },
    {
      title: t('shrink.writtenOff'),
      dataIndex: 'written_off',
      align: 'right',
      phone: false,
      render: (_: number, row) => (
        <span title={reasons(row)}>{link('written_off', (r) => r.written_off)(null, row)}</span>
      ),
    },
    {
      title: t('shrink.countedDifference'),
      dataIndex: 'counted_difference',
      align: 'right',
      phone: false,
      render: link('counted_difference', (r) => r.counted_difference),
    },
    {
      title: t('shrink.closing'),
      dataIndex: 'closing',
      align: 'right',
      phone: false,
      render: (v: number, r) => q(r, v),
    },
  ]);

  const download = async () => {
    if (query) await downloadFile(() => exportShrink(query));
  };

  return (
    <Card data-testid="shrink-page">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('shrink.intro')}
        </Typography.Paragraph>
        <Space wrap size={8}>
          <ShopSelect
            value={shopId}
            onChange={(value) => {
              setShopId(value);
              setPage(1);
            }}
            allowClear={false}
            style={{ width: phone ? 'calc(100vw - 64px)' : 220, maxWidth: 320 }}
            data-testid="shrink-shop"
          />
          <DatePicker.RangePicker
            style={{ width: phone ? 'calc(100vw - 64px)' : 260, maxWidth: 320 }}
            value={
              range ? [dayjs(range[0]), dayjs(range[1])] : data ? [dayjs(data.from), dayjs(data.to)] : null
            }
            allowClear={false}
            onChange={(next) => {
              if (next?.[0] && next[1])
                setRange([next[0].format('YYYY-MM-DD'), next[1].format('YYYY-MM-DD')]);
              setPage(1);
            }}
            data-testid="shrink-range"
          />
          <Segmented<ShrinkGroup>
            value={group}
            onChange={(value) => {
              setGroup(value);
              setPage(1);
            }}
            options={(['day', 'week', 'month'] as const).map((value) => ({
              value,
              label: t(`shrink.groups.${value}`),
            }))}
            data-testid="shrink-group"
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!query}
            onClick={() => void download()}
            data-testid="shrink-export"
          >
            {t('shrink.export')}
          </Button>
        </Space>
        {error && (
          <Alert type="error" showIcon message={error instanceof Error ? error.message : String(error)} />
        )}
        {data && (
          <Typography.Text strong data-testid="shrink-total">
            {t('shrink.totalShrinkValue', { value: money(data.total_shrink_value) })}
          </Typography.Text>
        )}
        <Table<ShrinkRow>
          rowKey={(row) => `${row.goods_id}-${row.period_from}`}
          size={phone ? 'small' : 'middle'}
          loading={isFetching || (shopId === undefined && firstShop.isFetching)}
          dataSource={data?.list ?? []}
          columns={columns}
          scroll={phone ? undefined : { x: 'max-content' }}
          expandable={phone ? { expandedRowRender: details } : undefined}
          locale={{ emptyText: shopId === undefined ? t('shrink.noShop') : t('shrink.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.meta.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            size: phone ? 'small' : undefined,
          }}
          data-testid="shrink-table"
        />
      </Space>
      <ShrinkMovesDrawer opened={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
