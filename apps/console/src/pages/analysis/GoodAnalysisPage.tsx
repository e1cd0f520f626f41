import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchGoodsRanking, type GoodsAnswer, type GoodsSort } from '../../api/stats';
import { Block, EmptyRange, Figures, rankChart, useArea } from '../../components/analysis/parts';
import { ChartCard, CsvButton } from '../../components/charts/ChartCard';
import type { DataColumn } from '../../components/charts/csv';
import { count, kg, kgValue, oneLine, percent, quantity, yuan, yuanValue } from '../../format/sales';
import type { ConsoleRoute } from '../../routes/types';
import { AnalysisFilterBar } from './AnalysisFilterBar';
import { useAnalysisFilters } from './useAnalysisFilters';

type RankRow = GoodsAnswer['ranking'][number];
type SlowRow = GoodsAnswer['slow_movers'][number];

const SORTS: GoodsSort[] = ['amount', 'weight', 'count'];
const CHART_TOP = 15;
const ABC_COLOR = { A: 'green', B: 'gold', C: 'default' } as const;

/** statsMng/goodAnalysis: goods ranked by amount, weight or count with their ABC class; goods that did not sell. */
export default function GoodAnalysisPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const filters = useAnalysisFilters();
  const area = useArea();
  const [sort, setSort] = useState<GoodsSort>('amount');
  const query = { ...filters.query, sort, limit: 200 };
  const { data, isLoading } = useQuery({
    queryKey: ['stats', 'goods', query],
    queryFn: () => fetchGoodsRanking(query),
  });
  const file = (name: string) => ['goods', name, filters.range.from, filters.range.to];
  const ranking = data?.ranking ?? [];
  const slow = data?.slow_movers ?? [];
  const detail = (id: number) => `${area}/statsMng/goodAnalysis/${id}${filters.search}`;
  const nameOf = (row: { name: string; plu: number; goods_id: number | null }) =>
    row.goods_id === null ? t('trades.unmappedTag', { plu: row.plu }) : oneLine(row.name);

  const rankColumns: DataColumn<RankRow>[] = [
    { key: 'rank', title: t('analysis.rank'), value: (r) => ranking.indexOf(r) + 1 },
    { key: 'plu', title: 'PLU', value: (r) => r.plu },
    { key: 'name', title: t('analysis.goods'), value: nameOf },
    { key: 'amount', title: t('analysis.amountYuan'), value: (r) => yuan(r.amount), align: 'right' },
    {
      key: 'quantity',
      title: t('analysis.quantity'),
      value: (r) =>
        r.weighing_mode === 1 ? quantity(r.pieces, 1, r.measure_unit) : quantity(r.weight, 0, 'kg'),
      align: 'right',
    },
    { key: 'count', title: t('analysis.records'), value: (r) => count(r.count), align: 'right' },
    { key: 'share', title: t('analysis.share'), value: (r) => percent(r.share, false), align: 'right' },
    {
      key: 'cumulative',
      title: t('analysis.cumulativeShare'),
      value: (r) => percent(r.cumulative_share, false),
      align: 'right',
    },
    { key: 'abc', title: t('analysis.abc'), value: (r) => r.abc },
  ];
  const slowColumns: DataColumn<SlowRow>[] = [
    { key: 'plu', title: 'PLU', value: (r) => r.plu },
    { key: 'name', title: t('analysis.goods'), value: (r) => oneLine(r.name) },
    { key: 'scales', title: t('analysis.onScales'), value: (r) => r.scales, align: 'right' },
  ];
  const top = ranking.slice(0, CHART_TOP);
  const sortValue = (r: RankRow) =>
    sort === 'amount' ? yuanValue(r.amount) : sort === 'weight' ? kgValue(r.weight) : r.count;
  const abcCount = (abc: 'A' | 'B' | 'C') => ranking.filter((r) => r.abc === abc).length;

  return (
    <Card title={t(`menu.${route.name}`)}>
      <AnalysisFilterBar filters={filters}>
        <Segmented<GoodsSort>
          value={sort}
          onChange={setSort}
          options={SORTS.map((s) => ({ value: s, label: t(`analysis.sortBy.${s}`) }))}
          data-testid="goods-sort"
        />
      </AnalysisFilterBar>
      {data && (
        <Figures
          testId="goods-summary"
          items={[
            { key: 'amount', title: t('analysis.amountYuan'), value: yuan(data.total.amount) },
            { key: 'weight', title: t('analysis.weightKg'), value: kg(data.total.weight) },
            { key: 'count', title: t('analysis.records'), value: count(data.total.count) },
            {
              key: 'abc',
              title: t('analysis.abcCounts'),
              value: `${abcCount('A')} / ${abcCount('B')} / ${abcCount('C')}`,
            },
          ]}
        />
      )}
      <Block>
        <ChartCard
          title={t('analysis.goodsRanking', { n: CHART_TOP })}
          testId="goods-ranking"
          loading={isLoading}
          rows={top}
          columns={rankColumns}
          fileName={file(`top${CHART_TOP}`)}
          empty={<EmptyRange />}
          height={Math.max(240, top.length * 26 + 24)}
          option={rankChart(top.map(nameOf), top.map(sortValue), t(`analysis.sortBy.${sort}`))}
        />
      </Block>
      <Block>
        <Card
          size="small"
          title={t('analysis.rankingTable')}
          extra={
            <CsvButton
              rows={ranking}
              columns={rankColumns}
              fileName={file('ranking')}
              testId="goods-ranking-csv"
            />
          }
        >
          <Table<RankRow>
            size="small"
            rowKey={(r) => `${r.goods_id ?? 'plu'}-${r.plu}`}
            loading={isLoading}
            dataSource={ranking}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: <EmptyRange /> }}
            data-testid="goods-ranking-table"
            columns={rankColumns.map((column) => ({
              key: column.key,
              title: column.title,
              align: column.align,
              render: (_: unknown, row: RankRow) =>
                column.key === 'name' && row.goods_id !== null ? (
                  <Link to={detail(row.goods_id)} data-testid="goods-detail-link">
                    {oneLine(row.name)}
                  </Link>
                ) : column.key === 'abc' ? (
                  <Tag color={ABC_COLOR[row.abc]}>{row.abc}</Tag>
                ) : (
                  column.value(row)
                ),
            }))}
          />
        </Card>
      </Block>
      <Block>
        <Card
          size="small"
          title={t('analysis.slowMovers')}
          extra={
            <CsvButton rows={slow} columns={slowColumns} fileName={file('slow')} testId="goods-slow-csv" />
          }
        >
          <Table<SlowRow>
            size="small"
            rowKey="goods_id"
            loading={isLoading}
            dataSource={slow}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: t('analysis.noSlowMovers') }}
            data-testid="goods-slow-table"
            columns={slowColumns.map((column) => ({
              key: column.key,
              title: column.title,
              align: column.align,
              render: (_: unknown, row: SlowRow) =>
                column.key === 'name' ? (
                  <Link to={detail(row.goods_id)}>{oneLine(row.name)}</Link>
                ) : (
                  column.value(row)
                ),
            }))}
          />
        </Card>
      </Block>
    </Card>
  );
}
