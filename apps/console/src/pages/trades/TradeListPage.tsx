import { DownloadOutlined, ExclamationCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageShops, isAdministrator } from '../../access/roles';
import {
  exportTrades,
  listTrades,
  type Trade,
  type TradeExportFormat,
  type TradeFilterQuery,
  type TradeFlag,
  type TradeTotals,
} from '../../api/trades';
import { ChoiceFilter, FilterBar, ListPage, ListTable } from '../../components/list/ListPage';
import { type Scope, scopeFilters } from '../../components/list/scopeFilters';
import { useUrlListState } from '../../components/list/useListState';
import { PeriodPicker } from '../../components/PeriodPicker';
import { GoodsSelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';
import { count, kg, quantity, unitPrice, yuan } from '../../format/sales';
import { dateTime } from '../../format/time';
import { usePhone } from '../../layouts/usePhone';
import type { ConsoleRoute } from '../../routes/types';
import { useSession } from '../../session';
import { PaidByTag } from './PaidByTag';
import { PriceRuleTag } from './PriceRuleTag';
import { TradeImportModal } from './TradeImportModal';

const PAGE_SIZE = 20;
const TYPES = ['0', '1', '2'] as const;
const FLAGS = ['unmapped', 'clock_ahead'] as const satisfies readonly TradeFlag[];

/** The totals of the whole filtered set, above the table. */
function Totals({ totals }: { totals: TradeTotals | undefined }) {
  const { t } = useTranslation();
  const figures: [keyof TradeTotals, string][] = totals
    ? [
        ['count', count(totals.count)],
        ['weight', kg(totals.weight)],
        ['pieces', count(totals.pieces)],
        ['amount', yuan(totals.amount)],
        ['discount', yuan(totals.discount)],
      ]
    : [];
  return (
    <Flex wrap style={{ marginBottom: 16, columnGap: 32, rowGap: 8 }} data-testid="trade-totals">
      {figures.map(([key, value]) => (
        <Statistic
          key={key}
          title={t(`trades.totals.${key}`)}
          value={value}
          styles={{ content: { fontSize: 20 } }}
          data-testid={`trade-total-${key}`}
        />
      ))}
    </Flex>
  );
}

/** /project/tradeMng/tradeList and /admin/tradeMng/tradeList: what the scales sold (SPEC §3). */
export default function TradeListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const phone = usePhone();
  const admin = isAdministrator(session);
  const mayImport = canManageShops(session);
  const table = useUrlListState({
    pageSize: PAGE_SIZE,
    filters: {
      date_from: 'date',
      date_to: 'date',
      shop_id: 'number',
      scale_id: 'number',
      goods_id: 'number',
      type: TYPES,
      flag: FLAGS,
    },
  });
  const f = table.filters;
  const { page } = table;
  const companyId = f.company_id;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<TradeExportFormat | null>(null);

  const filters: TradeFilterQuery = {
    date_from: f.date_from,
    date_to: f.date_to,
    company_id: admin ? companyId : undefined,
    shop_id: f.shop_id,
    scale_id: f.scale_id,
    goods_id: f.goods_id,
    type: f.type === undefined ? undefined : (Number(f.type) as 0 | 1 | 2),
    flag: f.flag,
  };
  const query = { ...filters, page, per_page: PAGE_SIZE };
  // A step to the next page starts after the last row shown (keyset, issue 33 §3): as cheap on the
  // last of 753 pages as on the first. Any other page is asked for by its number.
  const shown = useRef<{ filters: string; page: number; next: string | null } | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['trades', 'list', query],
    queryFn: async () => {
      const before = shown.current;
      const forward = before?.filters === JSON.stringify(filters) && before.page === page - 1;
      const answer = await listTrades(forward && before.next ? { ...query, after: before.next } : query);
      shown.current = { filters: JSON.stringify(filters), page, next: answer.next };
      return answer;
    },
  });
  const filtered = Object.values(filters).some((value) => value !== undefined);

  /** The company, shop or scale changed (a new company also clears the goods). */
  const setScope = (change: Scope) =>
    table.setFilters({
      ...('companyId' in change && { company_id: change.companyId, goods_id: undefined }),
      ...('shopId' in change && { shop_id: change.shopId }),
      ...('scaleId' in change && { scale_id: change.scaleId }),
    });

  const exportAs = async (format: TradeExportFormat) => {
    setExporting(format);
    try {
      await exportTrades(filters, format);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };

  const importButton = mayImport ? (
    <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="trade-import">
      {t('trades.import')}
    </Button>
  ) : undefined;

  return (
    <ListPage
      title={t(`menu.${route.name}`)}
      actions={importButton}
      exports={
        <Space.Compact>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              icon={<DownloadOutlined />}
              loading={exporting === format}
              onClick={() => void exportAs(format)}
              data-testid={`trade-export-${format}`}
            >
              {t(format === 'xlsx' ? 'trades.exportXlsx' : 'trades.exportCsv')}
            </Button>
          ))}
        </Space.Compact>
      }
    >
      <FilterBar testId="trade-filters">
        {scopeFilters({
          admin,
          testId: 'trade',
          scope: { companyId, shopId: f.shop_id, scaleId: f.scale_id },
          onChange: setScope,
          afterCompany: (
            <PeriodPicker
              value={f.date_from && f.date_to ? { from: f.date_from, to: f.date_to } : null}
              onChange={(range) => table.setFilters({ date_from: range?.from, date_to: range?.to })}
              data-testid="trade-date-filter"
            />
          ),
        })}
        <GoodsSelect
          companyId={admin ? companyId : undefined}
          value={f.goods_id}
          onChange={(id) => table.setFilters({ goods_id: id })}
          data-testid="trade-goods-filter"
        />
        <ChoiceFilter
          width={130}
          placeholder={t('trades.typeFilter')}
          value={f.type}
          onChange={(value) => table.setFilters({ type: value })}
          choices={TYPES}
          label={(value) => t(`trades.types.${value}`)}
          testId="trade-type-filter"
        />
        <ChoiceFilter
          width={160}
          placeholder={t('trades.flagFilter')}
          value={f.flag}
          onChange={(value) => table.setFilters({ flag: value })}
          choices={FLAGS}
          label={(value) => t(`trades.flags.${value}`)}
          testId="trade-flag-filter"
        />
      </FilterBar>
      <Totals totals={data?.totals} />
      <ListTable<Trade>
        list={table}
        page={data}
        loading={isFetching}
        size="middle"
        data-testid="trade-table"
        filtered={filtered}
        empty={{ missing: t('trades.empty'), next: t('trades.emptyNext'), action: importButton }}
        columns={[
          {
            title: t('trades.index'),
            key: 'index',
            width: 64,
            render: (_, __, index) => (page - 1) * PAGE_SIZE + index + 1,
          },
          {
            title: t('trades.tradeTime'),
            key: 'trade_time',
            render: (_, trade) => (
              <Flex vertical gap={2} align="flex-start">
                <Space size={4} style={{ whiteSpace: 'nowrap' }}>
                  {dateTime(trade.trade_info.trade_time)}
                  {trade.trade_info.clock_ahead && (
                    <Tooltip title={t('trades.clockAheadHint')}>
                      <ExclamationCircleOutlined
                        style={{ color: 'var(--ant-color-warning, #faad14)' }}
                        aria-label={t('trades.flags.clock_ahead')}
                        data-testid="trade-clock-ahead"
                      />
                    </Tooltip>
                  )}
                </Space>
                {/* A phone shows how the ticket was paid in view, under the time (the total is far right). */}
                {phone && <PaidByTag payment={trade.payment} />}
              </Flex>
            ),
          },
          {
            title: t('trades.goodsName'),
            key: 'goods',
            render: (_, trade) =>
              trade.trade_info.unmapped ? (
                <Tooltip title={t('trades.unmappedHint', { plu: trade.trade_info.plu })}>
                  <Tag color="warning" data-testid="trade-unmapped">
                    {t('trades.unmappedTag', { plu: trade.trade_info.plu })}
                  </Tag>
                </Tooltip>
              ) : (
                trade.good_info.name
              ),
          },
          { title: t('trades.scaleName'), key: 'scale', render: (_, trade) => trade.scale_info.name },
          { title: t('trades.shopName'), key: 'shop', render: (_, trade) => trade.shop_info.name },
          {
            title: t('trades.unitPrice'),
            key: 'unit_price',
            align: 'right',
            render: (_, { trade_info: info }) => (
              <Flex vertical gap={2} align="flex-end">
                <span style={{ whiteSpace: 'nowrap' }}>
                  {unitPrice(info.unit_price, info.weighing_mode, info.measure_unit_name)}
                </span>
                {/* Phones fold the price rule under the price. */}
                {phone && <PriceRuleTag source={info.price_source} name={info.price_source_name} />}
              </Flex>
            ),
          },
          {
            title: t('trades.priceRule'),
            key: 'price_rule',
            phone: false,
            render: (_, { trade_info: info }) => (
              <PriceRuleTag source={info.price_source} name={info.price_source_name} />
            ),
          },
          {
            title: t('trades.weight'),
            key: 'weight',
            align: 'right',
            render: (_, { trade_info: info }) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {quantity(info.weight, info.weighing_mode, info.measure_unit_name)}
              </span>
            ),
          },
          {
            title: t('trades.totalPrice'),
            key: 'total_price',
            align: 'right',
            render: (_, trade) => {
              const info = trade.trade_info;
              const discount = info.total_before_discount - info.total_price;
              const total = <span data-testid="trade-total-price">{yuan(info.total_price)}</span>;
              return (
                <Flex vertical gap={2} align="flex-end">
                  {discount > 0 ? (
                    <Tooltip
                      title={t('trades.discountHint', {
                        before: yuan(info.total_before_discount),
                        discount: yuan(discount),
                      })}
                    >
                      <Typography.Text underline style={{ textDecorationStyle: 'dotted' }}>
                        {total}
                      </Typography.Text>
                    </Tooltip>
                  ) : (
                    total
                  )}
                  {/* The payment matched to this ticket (issue 31 §4), under the total it paid. */}
                  {!phone && <PaidByTag payment={trade.payment} />}
                </Flex>
              );
            },
          },
          {
            title: t('trades.type'),
            key: 'type',
            render: (_, { trade_info: info }) => info.type_name,
          },
        ]}
      />
      <TradeImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: ['trades'] })}
      />
    </ListPage>
  );
}
