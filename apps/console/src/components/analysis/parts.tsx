import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { change, compact, oneLine, percent } from '../../format/sales';
import { currentLanguage } from '../../i18n';
import type { ChartOption } from '../charts/echarts';
import { EmptyHint } from '../table/EmptyHint';

/** The area of the current page: `/project` or `/admin`. */
export function useArea(): '/project' | '/admin' {
  return useLocation().pathname.startsWith('/admin') ? '/admin' : '/project';
}

/** What an empty range says: no sales in it, and where the records are. */
export function EmptyRange() {
  const { t } = useTranslation();
  const area = useArea();
  return (
    <EmptyHint
      filtered={false}
      missing={t('analysis.empty')}
      next={t('analysis.emptyNext')}
      action={<Link to={`${area}/tradeMng/tradeList`}>{t('analysis.openTrades')}</Link>}
    />
  );
}

/** A change against an earlier figure: `+12.5%` green and up, red and down, `—` without one. */
export function Change({ now, before, label }: { now: number; before: number; label: string }) {
  const share = change(now, before);
  const color = share === null || share === 0 ? undefined : share > 0 ? '#389e0d' : '#cf1322';
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
      {label}{' '}
      <span style={{ color }}>
        {share !== null && share > 0 && <ArrowUpOutlined />}
        {share !== null && share < 0 && <ArrowDownOutlined />} {percent(share)}
      </span>
    </Typography.Text>
  );
}

export type FigureItem = {
  key: string;
  title: string;
  value: string;
  /** Raw values to compare: [now, before, label] each. */
  compare?: [number, number, string][];
};

/** A row of figures with their comparisons; two a row on phones, up to six on wide screens. */
export function Figures({ items, testId }: { items: FigureItem[]; testId: string }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid={testId}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={Math.max(4, Math.floor(24 / items.length))}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={item.title}
              value={item.value}
              styles={{ content: { fontSize: 20 } }}
              data-testid={`${testId}-${item.key}`}
            />
            {item.compare?.map(([now, before, label]) => (
              <Change key={label} now={now} before={before} label={label} />
            ))}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Two charts side by side on wide screens, one under the other on phones. */
export function Pair({ children }: { children: [ReactNode, ReactNode] }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      <Col xs={24} xl={12}>
        {children[0]}
      </Col>
      <Col xs={24} xl={12}>
        {children[1]}
      </Col>
    </Row>
  );
}

export function Block({ children }: { children: ReactNode }) {
  return <div style={{ marginBottom: 12 }}>{children}</div>;
}

/** The common frame of the charts: room for axis labels, a tooltip on the axis, a scrolling legend below. */
export const frame = {
  grid: { left: 8, right: 16, top: 32, bottom: 36, containLabel: true },
  tooltip: { trigger: 'axis' as const, confine: true },
  legend: { type: 'scroll' as const, bottom: 0 },
};

/** Value-axis labels short enough for a phone (`1.5万`, `15k`). */
export const valueLabels = () => {
  const language = currentLanguage();
  return { hideOverlap: true, formatter: (value: number) => compact(value, language) };
};

export type SeriesSpec = {
  name: string;
  type: 'bar' | 'line';
  /** null: no value for that period (a gap in a line). */
  data: (number | null)[];
  axis?: 0 | 1;
  /** A dashed line (an earlier period). */
  dashed?: boolean;
};

/** A chart over periods (days, weeks, months): bars and lines, one or two value axes. */
export function timeChart(periods: string[], series: SeriesSpec[], axes: string[] = ['']): ChartOption {
  return {
    ...frame,
    xAxis: { type: 'category', data: periods, axisLabel: { hideOverlap: true } },
    yAxis: axes.map((name, index) => ({
      type: 'value' as const,
      name,
      position: index === 0 ? ('left' as const) : ('right' as const),
      splitLine: { show: index === 0 },
      axisLabel: valueLabels(),
      nameTextStyle: { align: index === 0 ? ('left' as const) : ('right' as const) },
    })),
    series: series.map((s) =>
      s.type === 'bar'
        ? { name: s.name, type: 'bar' as const, data: s.data, yAxisIndex: s.axis ?? 0 }
        : {
            name: s.name,
            type: 'line' as const,
            data: s.data,
            yAxisIndex: s.axis ?? 0,
            smooth: true,
            showSymbol: periods.length <= 31,
            lineStyle: s.dashed ? { type: 'dashed' as const } : undefined,
          },
    ),
  };
}

/** Horizontal bars, largest on top (rankings). */
export function rankChart(names: string[], values: number[], name: string): ChartOption {
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', confine: true },
    xAxis: { type: 'value', axisLabel: valueLabels() },
    yAxis: {
      type: 'category',
      data: names.map(oneLine).reverse(),
      axisLabel: { width: 110, overflow: 'truncate' },
    },
    series: [{ name, type: 'bar', data: [...values].reverse() }],
  };
}

/** A pie of shares (weighing modes and the like). */
export function pieChart(items: { name: string; value: number }[], name: string): ChartOption {
  return {
    tooltip: { trigger: 'item', confine: true },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name,
        type: 'pie',
        radius: ['30%', '70%'],
        center: ['50%', '45%'],
        data: items,
        // The names are in the legend; the share sits inside its slice, so nothing reaches past a phone's edge.
        label: { position: 'inside', formatter: '{d}%', color: '#fff' },
        minShowLabelAngle: 12,
      },
    ],
  };
}
