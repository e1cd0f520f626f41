import { DownloadOutlined } from '@ant-design/icons';
import { formatMoney } from '@dahua/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  exportPayments,
  listPayments,
  PAYMENT_CHANNELS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentDay,
  type PaymentFilterQuery,
  paymentDays,
} from '../../api/payments';
import { ChoiceFilter, FilterBar, ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import { PeriodPicker } from '../../components/PeriodPicker';
import { CompanySelect, ShopSelect } from '../../components/selectors';
import { dateTime } from '../../format/time';
import { useDownload } from '../../hooks/useDownload';
import { loadPageTexts } from '../../i18n';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { PaymentDrawer } from './PaymentDrawer';
import { ChannelTag, MatchText, StatusTag } from './parts';

// The payments texts load with this page (i18n/index.ts): it renders once they are in.
await loadPageTexts('payments');

const PAGE_SIZE = 20;
const MATCHED = ['yes', 'no'] as const;
const DAYS_PAGE = 7;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** Paid amounts per day and channel for the filtered set, newest day first. */
function DayTotals({ days, loading }: { days: PaymentDay[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const rows = [...(days ?? [])].sort(
    (a, b) => b.day.localeCompare(a.day) || a.channel.localeCompare(b.channel),
  );
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('payments.days.title')}
      </Typography.Title>
      <Table<PaymentDay>
        size="small"
        rowKey={(row) => `${row.day}-${row.channel}`}
        loading={loading}
        dataSource={rows}
        data-testid="payment-days"
        locale={{ emptyText: t('payments.days.empty') }}
        pagination={
          rows.length > DAYS_PAGE ? { pageSize: DAYS_PAGE, size: 'small', showSizeChanger: false } : false
        }
        columns={[
          {
            title: t('payments.days.day'),
            dataIndex: 'day',
            render: (day: string, row) =>
              phone ? (
                <Space direction="vertical" size={2}>
                  <span style={nowrap}>{day}</span>
                  <ChannelTag channel={row.channel} />
                </Space>
              ) : (
                <span style={nowrap}>{day}</span>
              ),
          },
          {
            title: t('payments.list.channel'),
            dataIndex: 'channel',
            responsive: ['md'],
            render: (channel: PaymentDay['channel']) => <ChannelTag channel={channel} />,
          },
          { title: t('payments.days.count'), dataIndex: 'count', align: 'right' },
          {
            title: t('payments.days.amount'),
            dataIndex: 'amount_fen',
            align: 'right',
            render: (fen: number, row) => (
              <Space direction="vertical" size={0} align="end">
                <span style={nowrap}>{formatMoney(fen)}</span>
                {/* A phone shows the refunds under what was paid (no refunded or net column). */}
                {phone && row.refunded_fen > 0 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12, ...nowrap }}>
                    {t('payments.days.refunded')} {formatMoney(row.refunded_fen)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('payments.days.refunded'),
            dataIndex: 'refunded_fen',
            align: 'right',
            responsive: ['md'],
            render: (fen: number) => <span style={nowrap}>{fen > 0 ? formatMoney(fen) : '—'}</span>,
          },
          {
            title: t('payments.days.net'),
            key: 'net',
            align: 'right',
            responsive: ['md'],
            render: (_, row) => (
              <span style={nowrap} data-testid="payment-day-net">
                {formatMoney(row.amount_fen - row.refunded_fen)}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * /project/tradeMng/payments and /admin/tradeMng/payments (issue 31 §4): what shoppers paid with a
 * shop's payment code, day totals per channel, the sale ticket each matched, export, and a row's
 * detail with its refunds. The filters live in the address.
 */
export default function PaymentListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const session = useSession();
  const admin = isAdministrator(session);
  const phone = usePhone();
  const { pathname } = useLocation();
  const consoleBase = pathname.replace(/\/tradeMng\/.*$/, '');
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: {
      date_from: 'date',
      date_to: 'date',
      shop_id: 'number',
      channel: PAYMENT_CHANNELS,
      status: PAYMENT_STATUSES,
      matched: MATCHED,
    },
  });
  const f = table.filters;
  const [opened, setOpened] = useState<number | null>(null);
  const { downloading: exporting, download: downloadFile } = useDownload();
  const filters: PaymentFilterQuery = {
    date_from: f.date_from,
    date_to: f.date_to,
    company_id: admin ? table.companyId : undefined,
    shop_id: f.shop_id,
    channel: f.channel,
    status: f.status,
    matched: f.matched,
  };
  const query = { ...filters, page: table.page, per_page: table.pageSize };
  const list = useQuery({ queryKey: ['payments', 'list', query], queryFn: () => listPayments(query) });
  const days = useQuery({ queryKey: ['payments', 'daily', filters], queryFn: () => paymentDays(filters) });

  const exportXlsx = () => downloadFile(() => exportPayments(filters));

  const open = (row: Payment) => setOpened(row.id);

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      exports={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => void exportXlsx()}
          data-testid="payment-export"
        >
          {t('payments.list.exportXlsx')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('payments.list.intro')}</Typography.Paragraph>
      <FilterBar testId="payment-filters">
        {admin && (
          <CompanySelect
            value={table.companyId}
            onChange={(id) => table.setFilters({ company_id: id, shop_id: undefined })}
            data-testid="payment-company-filter"
          />
        )}
        <PeriodPicker
          value={f.date_from && f.date_to ? { from: f.date_from, to: f.date_to } : null}
          onChange={(range) => table.setFilters({ date_from: range?.from, date_to: range?.to })}
          data-testid="payment-date-filter"
        />
        <ShopSelect
          companyId={admin ? table.companyId : undefined}
          value={f.shop_id}
          onChange={(id) => table.setFilters({ shop_id: id })}
          data-testid="payment-shop-filter"
        />
        <ChoiceFilter
          width={130}
          placeholder={t('payments.list.channel')}
          value={f.channel}
          onChange={(channel) => table.setFilters({ channel })}
          choices={PAYMENT_CHANNELS}
          label={(value) => t(`payments.channels.${value}`)}
          testId="payment-channel-filter"
        />
        <ChoiceFilter
          width={140}
          placeholder={t('payments.list.status')}
          value={f.status}
          onChange={(status) => table.setFilters({ status })}
          choices={PAYMENT_STATUSES}
          label={(value) => t(`payments.statuses.${value}`)}
          testId="payment-status-filter"
        />
        <ChoiceFilter
          width={160}
          placeholder={t('payments.list.matched')}
          value={f.matched}
          onChange={(matched) => table.setFilters({ matched })}
          choices={MATCHED}
          label={(value) => t(`payments.list.matchedChoices.${value}`)}
          testId="payment-matched-filter"
        />
      </FilterBar>
      <DayTotals days={days.data} loading={days.isFetching} />
      <ListTable<Payment>
        list={table}
        page={list.data}
        loading={list.isFetching}
        size={phone ? 'small' : 'middle'}
        scroll={phone ? undefined : { x: 'max-content' }}
        data-testid="payment-table"
        empty={{
          missing: t('payments.list.empty'),
          next: t('payments.list.emptyNext'),
          // Owners and managers bind merchants on a shop's page; others are told whom to ask.
          action: canManageShops(session) && (
            <Link to={`${consoleBase}/shopMng/shopList`}>
              <Button type="primary">{t('payments.list.toShops')}</Button>
            </Link>
          ),
        }}
        onRow={(row) => ({
          onClick: () => open(row),
          style: { cursor: 'pointer' },
          'data-testid': 'payment-row',
          'data-order': row.order_no,
        })}
        columns={[
          {
            title: t('payments.list.time'),
            key: 'time',
            render: (_, row) => (
              <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
                <Typography.Link
                  style={nowrap}
                  onClick={(event) => {
                    event.stopPropagation();
                    open(row);
                  }}
                  data-testid="payment-open"
                >
                  {dateTime(row.paid_time ?? row.created_time)}
                </Typography.Link>
                {phone && (
                  <>
                    <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                      {row.shop_name ?? '—'}
                    </Typography.Text>
                    <Typography.Text style={{ fontSize: 12 }}>
                      <MatchText payment={row} />
                    </Typography.Text>
                  </>
                )}
              </Space>
            ),
          },
          {
            title: t('payments.list.shop'),
            dataIndex: 'shop_name',
            phone: false,
            render: (name: string | null) => name ?? '—',
          },
          {
            title: t('payments.list.amount'),
            dataIndex: 'amount_fen',
            align: 'right',
            render: (fen: number, row) => (
              <Space direction="vertical" size={2} align="end">
                <Typography.Text strong style={nowrap} data-testid="payment-amount">
                  {formatMoney(fen)}
                </Typography.Text>
                {phone && (
                  <Space size={4} wrap style={{ justifyContent: 'flex-end' }}>
                    <ChannelTag channel={row.channel} />
                    <StatusTag status={row.status} />
                  </Space>
                )}
                {phone && row.refunded_fen > 0 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12, ...nowrap }}>
                    {t('payments.list.refunded')} {formatMoney(row.refunded_fen)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('payments.list.channel'),
            dataIndex: 'channel',
            phone: false,
            render: (channel: Payment['channel']) => <ChannelTag channel={channel} />,
          },
          {
            title: t('payments.list.status'),
            dataIndex: 'status',
            phone: false,
            render: (status: Payment['status']) => <StatusTag status={status} />,
          },
          {
            title: t('payments.list.refunded'),
            dataIndex: 'refunded_fen',
            align: 'right',
            phone: false,
            render: (fen: number) => (
              <span style={nowrap} data-testid="payment-refunded">
                {fen > 0 ? formatMoney(fen) : '—'}
              </span>
            ),
          },
          {
            title: t('payments.list.providerTradeNo'),
            dataIndex: 'provider_trade_no',
            phone: false,
            render: (no: string | null) => (
              <Typography.Text style={{ fontFamily: 'monospace', fontSize: 12 }}>{no ?? '—'}</Typography.Text>
            ),
          },
          {
            title: t('payments.list.ticket'),
            key: 'match',
            phone: false,
            render: (_, row) => <MatchText payment={row} />,
          },
        ]}
      />
      <PaymentDrawer paymentId={opened} onClose={() => setOpened(null)} />
    </ListPage>
  );
}
