import { useQuery } from '@tanstack/react-query';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSales, type Granularity, type SalesFigures } from '../../api/stats';
import {
  Block,
  EmptyRange,
  Figures,
  Pair,
  pieChart,
  rankChart,
  timeChart,
} from '../../components/analysis/parts';
import { ChartCard } from '../../components/charts/ChartCard';
import type { DataColumn } from '../../components/charts/csv';
import { count, kg, kgValue, yuan, yuanValue } from '../../format/sales';
import type { ConsoleRoute } from '../../routes/types';
import { AnalysisFilterBar } from './AnalysisFilterBar';
import { useAnalysisFilters } from './useAnalysisFilters';

type Metric = 'amount' | 'weight' | 'count';
type Compared = {
  period: string;
  now: SalesFigures;
  previous: SalesFigures | undefined;
  lastYear: SalesFigures | undefined;
};

const GRANULARITIES: Granularity[] = ['day', 'week', 'month'];
const METRICS: Metric[] = ['amount', 'weight', 'count'];

/** A metric of a figure as a chart plots it: yuan, kg or records. */
function plotted(figures: SalesFigures | undefined, metric: Metric): number {
  if (!figures) return 0;
  if (metric === 'amount') return yuanValue(figures.amount);
  if (metric === 'weight') return kgValue(figures.weight);
  return figures.count;
}

/** The same metric as a table shows it. */
function shown(figures: SalesFigures | undefined, metric: Metric): string {
  if (!figures) return '';
  if (metric === 'amount') return yuan(figures.amount);
  if (metric === 'weight') return kg(figures.weight);
  return count(figures.count);
}

/** statsMng/saleAnalysis: amount, weight and count over time against the period before and last year; by weighing mode and department. */
export default function SaleAnalysisPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const filters = useAnalysisFilters();
  const [granularity, setGranularity] = useState<Granularity>('day');
  const [metric, setMetric] = useState<Metric>('amount');
  const query = { ...filters.query, granularity };
  const { data, isLoading } = useQuery({
    queryKey: ['stats', 'sales', query],
    queryFn: () => fetchSales(query),
  });
  const file = (name: string) => ['sales', name, filters.range.from, filters.range.to];
  const metricName = (m: Metric) => t(`analysis.metric.${m}`);
  const modeName = (mode: number) => t(`trades.types.${mode === 1 ? '1' : mode === 2 ? '2' : '0'}`);
  const departmentName = (department: number) =>
    department === 0 ? t('analysis.noDepartment') : t('analysis.department', { n: department });

  const series = data?.series ?? [];
  const compared: Compared[] = series.map((point, index) => ({
    period: point.period,
    now: point,
    previous: data?.previous_series[index],
    lastYear: data?.last_year_series[index],
  }));
  const anySales = (data?.summary.count ?? 0) > 0;
  const vsPrevious = t('analysis.vsPrevious');
  const vsLastYear = t('analysis.vsLastYear');

  const seriesColumns: DataColumn<Compared>[] = [
    { key: 'period', title: t('analysis.period'), value: (p) => p.period },
    ...(['now', 'previous', 'lastYear'] as const).flatMap((which) =>
      METRICS.map((m) => ({
        key: `${which}-${m}`,
        title: `${t(`analysis.which.${which}`)} · ${metricName(m)}`,
        value: (p: Compared) => shown(p[which], m),
        align: 'right' as const,
      })),
    ),
  ];
  const figureColumns = <R extends SalesFigures>(first: DataColumn<R>): DataColumn<R>[] => [
    first,
    { key: 'amount', title: t('analysis.amountYuan'), value: (r) => yuan(r.amount), align: 'right' },
    { key: 'weight', title: t('analysis.weightKg'), value: (r) => kg(r.weight), align: 'right' },
    { key: 'pieces', title: t('analysis.pieces'), value: (r) => count(r.pieces), align: 'right' },
    { key: 'count', title: t('analysis.records'), value: (r) => count(r.count), align: 'right' },
    { key: 'discount', title: t('analysis.discountYuan'), value: (r) => yuan(r.discount), align: 'right' },
  ];
  const byMode = data?.by_mode ?? [];
  const byDepartment = data?.by_department ?? [];

  return (
    <Card title={t(`menu.${route.name}`)}>
      <AnalysisFilterBar filters={filters}>
        <Segmented<Granularity>
          value={granularity}
          onChange={setGranularity}
          options={GRANULARITIES.map((g) => ({ value: g, label: t(`analysis.granularity.${g}`) }))}
          data-testid="sales-granularity"
        />
      </AnalysisFilterBar>
      {data && (
        <Figures
          testId="sales-summary"
          items={[
            {
              key: 'amount',
              title: t('analysis.amountYuan'),
              value: yuan(data.summary.amount),
              compare: [
                [data.summary.amount, data.previous.amount, vsPrevious],
                [data.summary.amount, data.last_year.amount, vsLastYear],
              ],
            },
            {
              key: 'weight',
              title: t('analysis.weightKg'),
              value: kg(data.summary.weight),
              compare: [
                [data.summary.weight, data.previous.weight, vsPrevious],
                [data.summary.weight, data.last_year.weight, vsLastYear],
              ],
            },
            {
              key: 'pieces',
              title: t('analysis.pieces'),
              value: count(data.summary.pieces),
              compare: [
                [data.summary.pieces, data.previous.pieces, vsPrevious],
                [data.summary.pieces, data.last_year.pieces, vsLastYear],
              ],
            },
            {
              key: 'count',
              title: t('analysis.records'),
              value: count(data.summary.count),
              compare: [
                [data.summary.count, data.previous.count, vsPrevious],
                [data.summary.count, data.last_year.count, vsLastYear],
              ],
            },
            { key: 'discount', title: t('analysis.discountYuan'), value: yuan(data.summary.discount) },
          ]}
        />
      )}
      <Block>
        <ChartCard
          title={t('analysis.salesOverTime')}
          testId="sales-series"
          loading={isLoading}
          rows={anySales ? compared : []}
          columns={seriesColumns}
          fileName={file(granularity)}
          empty={<EmptyRange />}
          extra={
            <Segmented<Metric>
              size="small"
              value={metric}
              onChange={setMetric}
              options={METRICS.map((m) => ({ value: m, label: metricName(m) }))}
              data-testid="sales-metric"
            />
          }
          option={timeChart(
            compared.map((p) => p.period),
            [
              {
                name: t('analysis.which.now'),
                type: 'bar',
                data: compared.map((p) => plotted(p.now, metric)),
              },
              // An earlier period with no sales at all is left out rather than drawn as a flat zero.
              ...((data?.previous.count ?? 0) > 0
                ? [
                    {
                      name: t('analysis.which.previous'),
                      type: 'line' as const,
                      dashed: true,
                      data: compared.map((p) => plotted(p.previous, metric)),
                    },
                  ]
                : []),
              ...((data?.last_year.count ?? 0) > 0
                ? [
                    {
                      name: t('analysis.which.lastYear'),
                      type: 'line' as const,
                      data: compared.map((p) => plotted(p.lastYear, metric)),
                    },
                  ]
                : []),
            ],
            [t(`analysis.unit.${metric}`)],
          )}
        />
      </Block>
      <Pair>
        <ChartCard
          title={t('analysis.byMode')}
          testId="sales-by-mode"
          loading={isLoading}
          rows={anySales ? byMode : []}
          columns={figureColumns<(typeof byMode)[number]>({
            key: 'mode',
            title: t('trades.type'),
            value: (r) => modeName(r.weighing_mode),
          })}
          fileName={file('modes')}
          empty={<EmptyRange />}
          option={pieChart(
            byMode.map((r) => ({ name: modeName(r.weighing_mode), value: yuanValue(r.amount) })),
            t('analysis.amountYuan'),
          )}
        />
        <ChartCard
          title={t('analysis.byDepartment')}
          testId="sales-by-department"
          loading={isLoading}
          rows={anySales ? byDepartment : []}
          columns={figureColumns<(typeof byDepartment)[number]>({
            key: 'department',
            title: t('analysis.departmentColumn'),
            value: (r) => departmentName(r.department),
          })}
          fileName={file('departments')}
          empty={<EmptyRange />}
          option={rankChart(
            byDepartment.map((r) => departmentName(r.department)),
            byDepartment.map((r) => yuanValue(r.amount)),
            t('analysis.amountYuan'),
          )}
        />
      </Pair>
    </Card>
  );
}
