import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchOrders, type OrdersAnswer } from '../../api/stats';
import { Block, EmptyRange, Figures, timeChart } from '../../components/analysis/parts';
import { ChartCard } from '../../components/charts/ChartCard';
import type { DataColumn } from '../../components/charts/csv';
import type { ChartOption } from '../../components/charts/echarts';
import { presetRange } from '../../format/periods';
import { count, yuan, yuanValue } from '../../format/sales';
import type { ConsoleRoute } from '../../routes/types';
import { AnalysisFilterBar } from './AnalysisFilterBar';
import { averageLine, partialIndex, partialLabels } from './partialDay';
import { useAnalysisFilters } from './useAnalysisFilters';

type Point = OrdersAnswer['series'][number];
type Cell = OrdersAnswer['heatmap'][number];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** statsMng/orderAnalysis: tickets over time, the average ticket, items per ticket, when tickets happen. */
export default function OrderAnalysisPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const filters = useAnalysisFilters();
  const { data, isLoading } = useQuery({
    queryKey: ['stats', 'orders', filters.query],
    queryFn: () => fetchOrders(filters.query),
  });
  const file = ['orders', filters.range.from, filters.range.to];
  const vsPrevious = t('analysis.vsPrevious');
  const weekday = (n: number) => t(`analysis.weekday.${n}`);

  const seriesColumns: DataColumn<Point>[] = [
    { key: 'period', title: t('analysis.date'), value: (p) => p.period },
    { key: 'tickets', title: t('analysis.tickets'), value: (p) => p.tickets, align: 'right' },
    { key: 'amount', title: t('analysis.amountYuan'), value: (p) => yuan(p.amount), align: 'right' },
    { key: 'avg', title: t('analysis.avgTicketYuan'), value: (p) => yuan(p.avg_ticket), align: 'right' },
    {
      key: 'items',
      title: t('analysis.itemsPerTicket'),
      value: (p) => p.items_per_ticket.toFixed(2),
      align: 'right',
    },
  ];
  const heatColumns: DataColumn<Cell>[] = [
    { key: 'weekday', title: t('analysis.weekdayColumn'), value: (c) => weekday(c.weekday) },
    { key: 'hour', title: t('analysis.hour'), value: (c) => `${c.hour}:00` },
    { key: 'tickets', title: t('analysis.tickets'), value: (c) => c.tickets, align: 'right' },
  ];

  const series = data?.series ?? [];
  const anySales = series.some((p) => p.tickets > 0);
  // The period holding today is partial: marked on the axis, out of the average-ticket line.
  const partial = partialIndex(series.length, filters.range.to, presetRange('today').to);
  const periods = partialLabels(
    series.map((p) => p.period.slice(5)),
    partial,
    (label) => t('analysis.partialPeriod', { period: label }),
  );
  const heat = data?.heatmap ?? [];
  const maxHeat = Math.max(1, ...heat.map((c) => c.tickets));
  const heatOption: ChartOption = {
    tooltip: { trigger: 'item', position: 'top', confine: true },
    grid: { left: 8, right: 8, top: 8, bottom: 56, containLabel: true },
    xAxis: {
      type: 'category',
      data: HOURS.map(String),
      splitArea: { show: true },
      axisLabel: { hideOverlap: true },
    },
    // Monday on top, as a calendar reads.
    yAxis: { type: 'category', data: WEEKDAYS.map(weekday), splitArea: { show: true }, inverse: true },
    visualMap: {
      min: 0,
      max: maxHeat,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      itemWidth: 12,
    },
    series: [
      {
        name: t('analysis.tickets'),
        type: 'heatmap',
        data: heat.map((c) => [c.hour, c.weekday - 1, c.tickets]),
        label: { show: false },
      },
    ],
  };

  return (
    <Card title={t(`menu.${route.name}`)}>
      <AnalysisFilterBar filters={filters} />
      {data && (
        <Figures
          testId="orders-summary"
          items={[
            {
              key: 'tickets',
              title: t('analysis.tickets'),
              value: count(data.summary.tickets),
              compare: [[data.summary.tickets, data.previous.tickets, vsPrevious]],
            },
            {
              key: 'amount',
              title: t('analysis.amountYuan'),
              value: yuan(data.summary.amount),
              compare: [[data.summary.amount, data.previous.amount, vsPrevious]],
            },
            {
              key: 'avg_ticket',
              title: t('analysis.avgTicketYuan'),
              value: yuan(data.summary.avg_ticket),
              compare: [[data.summary.avg_ticket, data.previous.avg_ticket, vsPrevious]],
            },
            {
              key: 'items_per_ticket',
              title: t('analysis.itemsPerTicket'),
              value: data.summary.items_per_ticket.toFixed(2),
              compare: [[data.summary.items_per_ticket, data.previous.items_per_ticket, vsPrevious]],
            },
          ]}
        />
      )}
      <Block>
        <ChartCard
          title={t('analysis.ticketsOverTime')}
          testId="orders-series"
          loading={isLoading}
          rows={anySales ? series : []}
          columns={seriesColumns}
          fileName={[...file.slice(0, 1), 'tickets', ...file.slice(1)]}
          empty={<EmptyRange />}
          option={timeChart(
            periods,
            [
              { name: t('analysis.tickets'), type: 'bar', data: series.map((p) => p.tickets) },
              {
                name: t('analysis.avgTicketYuan'),
                type: 'line',
                data: averageLine(
                  series.map((p) => ({ tickets: p.tickets, average: yuanValue(p.avg_ticket) })),
                  partial,
                ),
                axis: 1,
              },
            ],
            [t('analysis.tickets'), t('analysis.yuan')],
          )}
        />
      </Block>
      <Block>
        <ChartCard
          title={t('analysis.heatmap')}
          testId="orders-heatmap"
          loading={isLoading}
          rows={heat}
          columns={heatColumns}
          fileName={[...file.slice(0, 1), 'hours', ...file.slice(1)]}
          empty={<EmptyRange />}
          height={340}
          option={heatOption}
        />
      </Block>
    </Card>
  );
}
