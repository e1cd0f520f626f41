import { useQuery } from '@tanstack/react-query';
import { Drawer, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Balance, listMoves, type MoveReason, type StockMove } from '../../api/stock';
import { columnsOf } from '../../components/table/columns';
import { dateTimeSeconds } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import { documentPath, locationLabel } from './kinds';
import { money, quantityText } from './units';

const PAGE_SIZE = 20;

/** The ledger of one goods item at one location: every move, its document and the balance after it. */
export function LedgerDrawer({ balance, onClose }: { balance: Balance | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Balance | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  if (balance && balance !== shown) {
    setShown(balance);
    setPage(1);
    setEverywhere(false);
  }
  const query = balance
    ? {
        page,
        per_page: PAGE_SIZE,
        goods_id: balance.goods_id,
        location_id: everywhere ? undefined : balance.location_id,
      }
    : null;
  const { data, isFetching } = useQuery({
    queryKey: ['stock', 'moves', query],
    queryFn: () => listMoves(query!),
    enabled: query !== null,
  });
  const mode = balance?.weighing_mode ?? 0;
  const signed = (q: number) => `${q > 0 ? '+' : ''}${quantityText(q, mode, t('stock.pcs'))}`;

  return (
    <Drawer
      open={balance !== null}
      onClose={onClose}
      width={phone ? '100%' : 900}
      title={
        balance
          ? `${t('stock.ledger')}: ${t('stock.ledgerTitle', {
              goods: balance.goods_name.replace(/\n/g, ' '),
              location: locationLabel(balance.location_name, undefined, t('stock.locationKinds.transit')),
            })}`
          : t('stock.ledger')
      }
      destroyOnHidden
    >
      <Segmented<'here' | 'everywhere'>
        style={{ marginBottom: 12 }}
        value={everywhere ? 'everywhere' : 'here'}
        onChange={(value) => {
          setEverywhere(value === 'everywhere');
          setPage(1);
        }}
        options={[
          {
            value: 'here',
            label: locationLabel(balance?.location_name ?? '', undefined, t('stock.locationKinds.transit')),
          },
          { value: 'everywhere', label: t('stock.allLocations') },
        ]}
        data-testid="ledger-scope"
      />
      <Table<StockMove>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={phone ? undefined : { x: 'max-content' }}
        data-testid="ledger"
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (count) => t('common.total', { count }),
        }}
        columns={columnsOf<StockMove>([
          {
            title: t('stock.time'),
            dataIndex: 'posted_time',
            phone: false,
            render: (time: string) => dateTimeSeconds(time),
          },
          ...(everywhere
            ? [
                {
                  title: t('stock.location'),
                  dataIndex: 'location_name' as const,
                  phone: false as const,
                  render: (name: string) => locationLabel(name, undefined, t('stock.locationKinds.transit')),
                },
              ]
            : []),
          {
            title: t('stock.moveReason'),
            dataIndex: 'reason',
            render: (reason: MoveReason, move) =>
              phone ? (
                // A phone: what, when, where and by whom in one column, the quantities in the other.
                <div>
                  <div>
                    {t(`stock.moveReasons.${reason}`)}{' '}
                    {move.document_number && move.document_id !== null && move.document_kind && (
                      <Link to={documentPath(move.document_kind, move.document_id)} onClick={onClose}>
                        {move.document_number}
                      </Link>
                    )}
                  </div>
                  <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
                    {[
                      dateTimeSeconds(move.posted_time),
                      everywhere
                        ? locationLabel(move.location_name, undefined, t('stock.locationKinds.transit'))
                        : '',
                      move.user_name,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
              ) : (
                t(`stock.moveReasons.${reason}`)
              ),
          },
          {
            title: t('stock.document'),
            dataIndex: 'document_number',
            phone: false,
            render: (number: string | null, move) =>
              number && move.document_id !== null && move.document_kind ? (
                <Link to={documentPath(move.document_kind, move.document_id)} onClick={onClose}>
                  {number}
                </Link>
              ) : (
                number
              ),
          },
          {
            title: t('stock.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (q: number, move) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                <span style={{ color: q < 0 ? '#cf1322' : '#389e0d' }}>{signed(q)}</span>
                {phone && (
                  <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
                    {t('stock.balance')} {quantityText(move.balance, mode, t('stock.pcs'))}
                  </div>
                )}
              </div>
            ),
          },
          {
            title: t('stock.value'),
            dataIndex: 'value',
            align: 'right',
            phone: false,
            render: (fen: number) => `${money(fen)}`,
          },
          {
            title: t('stock.balance'),
            dataIndex: 'balance',
            align: 'right',
            phone: false,
            render: (q: number) => quantityText(q, mode, t('stock.pcs')),
          },
          { title: t('stock.user'), dataIndex: 'user_name', phone: false },
        ])}
      />
    </Drawer>
  );
}
