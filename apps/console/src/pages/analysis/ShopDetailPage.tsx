import { useQuery } from '@tanstack/react-query';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchShopOne, type ShopOneAnswer } from '../../api/stats';
import {
  Block,
  EmptyRange,
  Figures,
  frame,
  Pair,
  rankChart,
  timeChart,
  valueLabels,
} from '../../components/analysis/parts';
import { ChartCard } from '../../components/charts/ChartCard';
import type { DataColumn } from '../../components/charts/csv';
import type { ChartOption } from '../../components/charts/echarts';
import { COUNTED, count, kg, oneLine, quantity, yuan, yuanValue } from '../../format/sales';
import type { ConsoleRoute } from '../../routes/types';
import { AnalysisFilterBar } from './AnalysisFilterBar';
import { useAnalysisFilters } from './useAnalysisFilters';

type Point = ShopOneAnswer['series'][number];
type TopGoods = ShopOneAnswer['top_goods'][number];
type ScaleHour = ShopOneAnswer['scale_hours'][number];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** statsMng/shopAnalysis/:id: one shop's sales over time, its top goods and each scale's use by hour of day. */
export default function ShopDetailPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const filters = useAnalysisFilters();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useQuery({
    queryKey: ['stats', 'shopOne', id, filters.query],
    queryFn: () => fetchShopOne(id, { ...filters.query, shop_id: undefined }),
    enabled: valid,
  });
  if (!valid || isError)
    return (
      <Card title={t(`menu.${route.name}`)}>
        <Result status="404" subTitle={t('analysis.shopNotFound')} />
      </Card>
    );

  const file = (name: string) => ['shop', String(id), name, filters.range.from, filters.range.to];
  const series = data?.series ?? [];
  const anySales = (data?.summary.items ?? 0) > 0 || series.some((p) => p.count > 0);
  const vsPrevious = t('analysis.vsPrevious');
  const top = data?.top_goods ?? [];
  const hours = data?.scale_hours ?? [];
  const scales = [...new Map(hours.map((h) => [h.scale_id, h.scale_name])).entries()];
  const goodsName = (g: TopGoods) =>
    g.goods_id === null ? t('trades.unmappedTag', { plu: g.plu }) : oneLine(g.name);

  const seriesColumns: DataColumn<Point>[] = [
    { key: 'period', title: t('analysis.date'), value: (p) => p.period },
    { key: 'amount', title: t('analysis.amountYuan'), value: (p) => yuan(p.amount), align: 'right' },
    { key: 'tickets', title: t('analysis.tickets'), value: (p) => count(p.tickets), align: 'right' },
    { key: 'weight', title: t('analysis.weightKg'), value: (p) => kg(p.weight), align: 'right' },
    { key: 'pieces', title: t('analysis.pieces'), value: (p) => count(p.pieces), align: 'right' },
    { key: 'count', title: t('analysis.records'), value: (p) => count(p.count), align: 'right' },
  ];
  const topColumns: DataColumn<TopGoods>[] = [
    { key: 'plu', title: 'PLU', value: (g) => g.plu },
    { key: 'name', title: t('analysis.goods'), value: goodsName },
    { key: 'amount', title: t('analysis.amountYuan'), value: (g) => yuan(g.amount), align: 'right' },
    {
      key: 'quantity',
      title: t('analysis.quantity'),
      value: (g) =>
        g.weighing_mode === COUNTED
          ? quantity(g.pieces, COUNTED, g.measure_unit)
          : quantity(g.weight, 0, 'kg'),
      align: 'right',
    },
    { key: 'count', title: t('analysis.records'), value: (g) => count(g.count), align: 'right' },
  ];
  const hourColumns: DataColumn<ScaleHour>[] = [
    { key: 'scale', title: t('analysis.scale'), value: (h) => h.scale_name },
    { key: 'hour', title: t('analysis.hour'), value: (h) => `${h.hour}:00` },
    { key: 'tickets', title: t('analysis.tickets'), value: (h) => h.tickets, align: 'right' },
    { key: 'count', title: t('analysis.records'), value: (h) => h.count, align: 'right' },
  ];
  const hourOption: ChartOption = {
    ...frame,
    xAxis: {
      type: 'category',
      data: HOURS.map((h) => `${h}`),
      name: t('analysis.hourAxis'),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', name: t('analysis.records'), axisLabel: valueLabels() },
    series: scales.map(([scaleId, name]) => ({
      name,
      type: 'bar' as const,
      stack: 'scales',
      data: HOURS.map((hour) => hours.find((h) => h.scale_id === scaleId && h.hour === hour)?.count ?? 0),
    })),
  };

  return (
    <Card title={data ? `${t(`menu.${route.name}`)} · ${data.shop.name}` : t(`menu.${route.name}`)}>
      <AnalysisFilterBar filters={filters} shop={false} />
      {data && (
        <Figures
          testId="shop-one-summary"
          items={[
            {
              key: 'amount',
              title: t('analysis.amountYuan'),
              value: yuan(data.summary.amount),
              compare: [[data.summary.amount, data.previous.amount, vsPrevious]],
            },
            {
              key: 'tickets',
              title: t('analysis.tickets'),
              value: count(data.summary.tickets),
              compare: [[data.summary.tickets, data.previous.tickets, vsPrevious]],
            },
            {
              key: 'avg_ticket',
              title: t('analysis.avgTicketYuan'),
              value: yuan(data.summary.avg_ticket),
              compare: [[data.summary.avg_ticket, data.previous.avg_ticket, vsPrevious]],
            },
            { key: 'weight', title: t('analysis.weightKg'), value: kg(data.summary.weight) },
            { key: 'pieces', title: t('analysis.pieces'), value: count(data.summary.pieces) },
          ]}
        />
      )}
      <Block>
        <ChartCard
          title={t('analysis.trend')}
          testId="shop-one-series"
          loading={isLoading}
          rows={anySales ? series : []}
          columns={seriesColumns}
          fileName={file('trend')}
          empty={<EmptyRange />}
          option={timeChart(
            series.map((p) => p.period.slice(5)),
            [
              { name: t('analysis.amountYuan'), type: 'bar', data: series.map((p) => yuanValue(p.amount)) },
              { name: t('analysis.tickets'), type: 'line', data: series.map((p) => p.tickets), axis: 1 },
            ],
            [t('analysis.yuan'), t('analysis.tickets')],
          )}
        />
      </Block>
      <Pair>
        <ChartCard
          title={t('analysis.topGoods')}
          testId="shop-one-top-goods"
          loading={isLoading}
          rows={top}
          columns={topColumns}
          fileName={file('goods')}
          empty={<EmptyRange />}
          height={Math.max(240, top.length * 26 + 24)}
          option={rankChart(
            top.map(goodsName),
            top.map((g) => yuanValue(g.amount)),
            t('analysis.amountYuan'),
          )}
        />
        <ChartCard
          title={t('analysis.scaleHours')}
          testId="shop-one-scale-hours"
          loading={isLoading}
          rows={hours}
          columns={hourColumns}
          fileName={file('scale-hours')}
          empty={<EmptyRange />}
          option={hourOption}
        />
      </Pair>
    </Card>
  );
}
