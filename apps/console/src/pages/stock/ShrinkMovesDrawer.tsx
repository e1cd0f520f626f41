import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ShrinkMoves, shrinkMoves } from '../../api/shrink';
import { columnsOf } from '../../components/table/columns';
import { dateTimeSeconds } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import { documentPath } from './kinds';
import type { Opened } from './ShrinkPage';
import { money, quantityText } from './units';

type Move = ShrinkMoves['moves'][number];
type SalesDay = ShrinkMoves['sales'][number];

/** The moves behind one figure of the shrink report (for `sold`, the sales per day), and their total. */
export function ShrinkMovesDrawer({ opened, onClose }: { opened: Opened | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const query = opened
    ? {
        shop_id: opened.shopId,
        goods_id: opened.row.goods_id,
        from: opened.row.period_from,
        to: opened.row.period_to,
        kind: opened.figure,
      }
    : null;
  const { data, isFetching } = useQuery({
    queryKey: ['stock', 'shrink', 'moves', query],
    queryFn: () => shrinkMoves(query!),
    enabled: query !== null,
  });
  const mode = opened?.row.weighing_mode ?? 0;
  const q = (value: number) => quantityText(value, mode, t('stock.pcs'));

  return (
    <Drawer
      open={opened !== null}
      onClose={onClose}
      width={phone ? '100%' : 760}
      destroyOnHidden
      title={
        opened
          ? t('shrink.drawerTitle', {
              goods: opened.row.goods_name,
              figure: t(`shrink.figures.${opened.figure}`),
              from: opened.row.period_from,
              to: opened.row.period_to,
            })
          : ''
      }
      data-testid="shrink-drawer"
    >
      {data && (
        <Typography.Paragraph strong data-testid="shrink-drawer-total">
          {t('shrink.drawerTotal', { total: q(data.total) })}
        </Typography.Paragraph>
      )}
      {opened?.figure === 'sold' ? (
        <Table<SalesDay>
          rowKey="day"
          size="small"
          loading={isFetching}
          dataSource={data?.sales ?? []}
          pagination={false}
          columns={columnsOf<SalesDay>([
            { title: t('shrink.day'), dataIndex: 'day' },
            {
              title: t('shrink.quantity'),
              dataIndex: 'quantity',
              align: 'right',
              render: (v: number) => q(v),
            },
            { title: t('shrink.records'), dataIndex: 'records', align: 'right', phone: false },
            {
              title: t('shrink.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (v: number) => money(v),
            },
          ])}
          data-testid="shrink-drawer-sales"
        />
      ) : (
        <Table<Move>
          rowKey="id"
          size="small"
          loading={isFetching}
          dataSource={data?.moves ?? []}
          pagination={false}
          columns={columnsOf<Move>([
            {
              title: t('shrink.time'),
              dataIndex: 'posted_time',
              render: (time: string) => dateTimeSeconds(time),
            },
            {
              title: t('shrink.reason'),
              dataIndex: 'reason',
              phone: false,
              render: (reason: string, move) =>
                `${t(`stock.moveReasons.${reason}`)}${move.loss_reason ? ` · ${t(`shrink.reasons.${move.loss_reason}`)}` : ''}`,
            },
            {
              title: t('shrink.document'),
              dataIndex: 'document_number',
              render: (number: string | null, move) =>
                number && move.document_kind && move.document_id ? (
                  <Link to={documentPath(move.document_kind, move.document_id)}>{number}</Link>
                ) : (
                  '—'
                ),
            },
            {
              title: t('shrink.quantity'),
              dataIndex: 'quantity',
              align: 'right',
              render: (v: number) => q(v),
            },
            {
              title: t('shrink.value'),
              dataIndex: 'value',
              align: 'right',
              phone: false,
              render: (v: number) => money(v),
            },
          ])}
          data-testid="shrink-drawer-moves"
        />
      )}
    </Drawer>
  );
}
