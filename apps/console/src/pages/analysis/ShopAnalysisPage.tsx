import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchShops, type ShopsAnswer } from '../../api/stats';
import { Block, EmptyRange, rankChart, useArea } from '../../components/analysis/parts';
import { ChartCard, CsvButton } from '../../components/charts/ChartCard';
import type { DataColumn } from '../../components/charts/csv';
import { count, kg, percent, yuan, yuanValue } from '../../format/sales';
import type { ConsoleRoute } from '../../routes/types';
import { AnalysisFilterBar } from './AnalysisFilterBar';
import { useAnalysisFilters } from './useAnalysisFilters';

type ShopRow = ShopsAnswer['shops'][number];

/** statsMng/shopAnalysis: the shops compared (amount, tickets, average ticket, growth); a shop opens its own page. */
export default function ShopAnalysisPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const filters = useAnalysisFilters();
  const area = useArea();
  const { data, isLoading } = useQuery({
    queryKey: ['stats', 'shops', filters.query],
    queryFn: () => fetchShops(filters.query),
  });
  const shops = data?.shops ?? [];
  const selling = shops.filter((s) => s.amount > 0 || s.previous_amount > 0);
  const file = (name: string) => ['shops', name, filters.range.from, filters.range.to];
  const detail = (id: number) => `${area}/statsMng/shopAnalysis/${id}${filters.search}`;

  const columns: DataColumn<ShopRow>[] = [
    { key: 'name', title: t('analysis.shop'), value: (r) => r.name },
    { key: 'amount', title: t('analysis.amountYuan'), value: (r) => yuan(r.amount), align: 'right' },
    { key: 'tickets', title: t('analysis.tickets'), value: (r) => count(r.tickets), align: 'right' },
    { key: 'avg', title: t('analysis.avgTicketYuan'), value: (r) => yuan(r.avg_ticket), align: 'right' },
    {
      key: 'items',
      title: t('analysis.itemsPerTicket'),
      value: (r) => r.items_per_ticket.toFixed(2),
      align: 'right',
    },
    { key: 'weight', title: t('analysis.weightKg'), value: (r) => kg(r.weight), align: 'right' },
    { key: 'pieces', title: t('analysis.pieces'), value: (r) => count(r.pieces), align: 'right' },
    {
      key: 'previous',
      title: t('analysis.previousAmountYuan'),
      value: (r) => yuan(r.previous_amount),
      align: 'right',
    },
    { key: 'growth', title: t('analysis.growth'), value: (r) => percent(r.growth), align: 'right' },
  ];

  return (
    <Card title={t(`menu.${route.name}`)}>
      <AnalysisFilterBar filters={filters} />
      <Block>
        <ChartCard
          title={t('analysis.shopsCompared')}
          testId="shops-compared"
          loading={isLoading}
          rows={selling}
          columns={columns}
          fileName={file('compared')}
          empty={<EmptyRange />}
          height={Math.max(200, selling.length * 32 + 40)}
          option={rankChart(
            selling.map((s) => s.name),
            selling.map((s) => yuanValue(s.amount)),
            t('analysis.amountYuan'),
          )}
        />
      </Block>
      <Card
        size="small"
        title={t('analysis.shopsTable')}
        extra={<CsvButton rows={shops} columns={columns} fileName={file('table')} testId="shops-table-csv" />}
      >
        <Table<ShopRow>
          size="small"
          rowKey="id"
          loading={isLoading}
          dataSource={shops}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <EmptyRange /> }}
          data-testid="shops-table"
          columns={columns.map((column) => ({
            key: column.key,
            title: column.title,
            align: column.align,
            render: (_: unknown, row: ShopRow) =>
              column.key === 'name' ? (
                <Link to={detail(row.id)} data-testid="shop-detail-link">
                  {row.name}
                </Link>
              ) : (
                column.value(row)
              ),
          }))}
        />
      </Card>
    </Card>
  );
}
