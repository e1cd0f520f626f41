import { useQuery } from '@tanstack/react-query';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchGoodsOne, type GoodsOneAnswer } from '../../api/stats';
import {
  Block,
  EmptyRange,
  Figures,
  Pair,
  rankChart,
  timeChart,
  valueLabels,
} from '../../components/analysis/parts';
import { ChartCard } from '../../components/charts/ChartCard';
import type { DataColumn } from '../../components/charts/csv';
import { COUNTED, count, kgValue, oneLine, quantity, unitPrice, yuan, yuanValue } from '../../format/sales';
import type { ConsoleRoute } from '../../routes/types';
import { AnalysisFilterBar } from './AnalysisFilterBar';
import { useAnalysisFilters } from './useAnalysisFilters';

type Point = GoodsOneAnswer['series'][number];
type ByShop = GoodsOneAnswer['by_shop'][number];
type ByScale = GoodsOneAnswer['by_scale'][number];
type Price = GoodsOneAnswer['prices'][number];
type StockRow = { key: keyof GoodsOneAnswer['stock']; value: number };

const STOCK_KEYS: StockRow['key'][] = ['sold', 'received', 'returned', 'lost', 'counted', 'transferred'];

/** statsMng/goodAnalysis/:id: one goods item's sales over time, by shop and scale, its prices as sold, and its stock movements. */
export default function GoodDetailPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const filters = useAnalysisFilters();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useQuery({
    queryKey: ['stats', 'goodsOne', id, filters.query],
    queryFn: () => fetchGoodsOne(id, filters.query),
    enabled: valid,
  });
  if (!valid || isError)
    return (
      <Card title={t(`menu.${route.name}`)}>
        <Result status="404" subTitle={t('analysis.goodsNotFound')} />
      </Card>
    );

  const goods = data?.goods;
  const mode = goods?.weighing_mode ?? 0;
  const unit = goods?.measure_unit ?? '';
  const counted = mode === COUNTED;
  /** What was sold of it: pieces when counted, else kg. */
  const sold = (r: { weight: number; pieces: number }) => (counted ? r.pieces : r.weight);
  const soldText = (r: { weight: number; pieces: number }) => quantity(sold(r), mode, unit);
  const soldValue = (r: { weight: number; pieces: number }) => (counted ? r.pieces : kgValue(r.weight));
  const quantityTitle = counted ? t('analysis.piecesOf', { unit }) : t('analysis.weightKg');
  const file = (name: string) => ['goods', String(id), name, filters.range.from, filters.range.to];
  const series = data?.series ?? [];
  const anySales = (data?.summary.count ?? 0) > 0;

  const figureColumns = <R extends { amount: number; weight: number; pieces: number; count: number }>(
    first: DataColumn<R>[],
  ): DataColumn<R>[] => [
    ...first,
    { key: 'amount', title: t('analysis.amountYuan'), value: (r) => yuan(r.amount), align: 'right' },
    { key: 'quantity', title: t('analysis.quantity'), value: soldText, align: 'right' },
    { key: 'count', title: t('analysis.records'), value: (r) => count(r.count), align: 'right' },
  ];
  const stockRows: StockRow[] = data ? STOCK_KEYS.map((key) => ({ key, value: data.stock[key] })) : [];
  const anyStock = stockRows.some((r) => r.value !== 0);

  return (
    <Card
      title={
        goods
          ? `${t(`menu.${route.name}`)} · ${oneLine(goods.name)} (PLU ${goods.plu})`
          : t(`menu.${route.name}`)
      }
    >
      <AnalysisFilterBar filters={filters} />
      {data && (
        <Figures
          testId="goods-one-summary"
          items={[
            { key: 'amount', title: t('analysis.amountYuan'), value: yuan(data.summary.amount) },
            { key: 'quantity', title: quantityTitle, value: soldText(data.summary) },
            { key: 'count', title: t('analysis.records'), value: count(data.summary.count) },
            { key: 'discount', title: t('analysis.discountYuan'), value: yuan(data.summary.discount) },
          ]}
        />
      )}
      <Block>
        <ChartCard
          title={t('analysis.trend')}
          testId="goods-one-series"
          loading={isLoading}
          rows={anySales ? series : []}
          columns={figureColumns<Point>([
            { key: 'period', title: t('analysis.date'), value: (p) => p.period },
          ])}
          fileName={file('trend')}
          empty={<EmptyRange />}
          option={timeChart(
            series.map((p) => p.period.slice(5)),
            [
              { name: t('analysis.amountYuan'), type: 'bar', data: series.map((p) => yuanValue(p.amount)) },
              { name: quantityTitle, type: 'line', data: series.map(soldValue), axis: 1 },
            ],
            [t('analysis.yuan'), counted ? unit : 'kg'],
          )}
        />
      </Block>
      <Pair>
        <ChartCard
          title={t('analysis.byShop')}
          testId="goods-one-by-shop"
          loading={isLoading}
          rows={data?.by_shop ?? []}
          columns={figureColumns<ByShop>([{ key: 'shop', title: t('analysis.shop'), value: (r) => r.name }])}
          fileName={file('shops')}
          empty={<EmptyRange />}
          option={rankChart(
            (data?.by_shop ?? []).map((r) => r.name),
            (data?.by_shop ?? []).map((r) => yuanValue(r.amount)),
            t('analysis.amountYuan'),
          )}
        />
        <ChartCard
          title={t('analysis.byScale')}
          testId="goods-one-by-scale"
          loading={isLoading}
          rows={data?.by_scale ?? []}
          columns={figureColumns<ByScale>([
            { key: 'scale', title: t('analysis.scale'), value: (r) => r.name },
            { key: 'shop', title: t('analysis.shop'), value: (r) => r.shop_name },
          ])}
          fileName={file('scales')}
          empty={<EmptyRange />}
          option={rankChart(
            (data?.by_scale ?? []).map((r) => r.name),
            (data?.by_scale ?? []).map((r) => yuanValue(r.amount)),
            t('analysis.amountYuan'),
          )}
        />
      </Pair>
      <Pair>
        <ChartCard
          title={t('analysis.prices')}
          testId="goods-one-prices"
          loading={isLoading}
          rows={data?.prices ?? []}
          columns={[
            { key: 'period', title: t('analysis.date'), value: (p: Price) => p.period },
            {
              key: 'min',
              title: t('analysis.minPrice'),
              value: (p: Price) => unitPrice(p.min_price, mode, unit),
              align: 'right',
            },
            {
              key: 'max',
              title: t('analysis.maxPrice'),
              value: (p: Price) => unitPrice(p.max_price, mode, unit),
              align: 'right',
            },
          ]}
          fileName={file('prices')}
          empty={<EmptyRange />}
          option={timeChart(
            (data?.prices ?? []).map((p) => p.period.slice(5)),
            [
              {
                name: t('analysis.minPrice'),
                type: 'line',
                data: (data?.prices ?? []).map((p) => yuanValue(p.min_price)),
              },
              {
                name: t('analysis.maxPrice'),
                type: 'line',
                data: (data?.prices ?? []).map((p) => yuanValue(p.max_price)),
              },
            ],
            [`${t('analysis.yuan')}/${counted ? unit : 'kg'}`],
          )}
        />
        <ChartCard
          title={t('analysis.stock')}
          testId="goods-one-stock"
          loading={isLoading}
          rows={anyStock ? stockRows : []}
          columns={[
            {
              key: 'kind',
              title: t('analysis.stockKind'),
              value: (r: StockRow) => t(`analysis.stockKinds.${r.key}`),
            },
            {
              key: 'quantity',
              title: quantityTitle,
              value: (r: StockRow) => quantity(r.value, mode, unit),
              align: 'right',
            },
          ]}
          fileName={file('stock')}
          empty={<EmptyRange />}
          option={{
            grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
            tooltip: { trigger: 'axis', confine: true },
            xAxis: {
              type: 'category',
              data: stockRows.map((r) => t(`analysis.stockKinds.${r.key}`)),
              axisLabel: { interval: 0 },
            },
            yAxis: { type: 'value', name: counted ? unit : 'kg', axisLabel: valueLabels() },
            series: [
              {
                name: quantityTitle,
                type: 'bar',
                data: stockRows.map((r) => (counted ? r.value : kgValue(r.value))),
              },
            ],
          }}
        />
      </Pair>
    </Card>
  );
}
