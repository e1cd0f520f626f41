import { Card, Col, Empty, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFigures } from '../../api/dashboard';
import { Change } from '../../components/analysis/parts';
import { COUNTED, count, oneLine, quantity, yuan } from '../../format/sales';

type Sales = NonNullable<DashboardFigures['sales']>;

// ECharts comes with the chart only, after the dashboard's figures, once the chart can be seen.
const SalesTrendChart = lazy(() => import('./SalesTrendChart'));

/** What the chart's card shows until the chart is drawn: the chart's own height (220, SalesTrendChart). */
const CHART_HEIGHT = 220;
const chartPlaceholder = (
  <div style={{ height: CHART_HEIGHT }}>
    <Skeleton active paragraph={{ rows: 4 }} />
  </div>
);

/**
 * Its children once the placeholder comes within 100 px of the window, the placeholder until then.
 * The chart is below the fold on a phone: its code (ECharts) and its drawing, the dashboard's
 * longest task after its first render, wait until the page is scrolled to it.
 */
function WhenNearWindow({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // Until then an empty box of the chart's height: nothing is loading yet, so nothing says it is.
  return <div ref={box}>{near ? children : <div style={{ height: CHART_HEIGHT }} />}</div>;
}

/** The sales card's least height: the figures' (TodayCard) and the closed analysis' (AnalysisClosed) alike. */
export const SALES_CARD_MIN_HEIGHT = 150;

/**
 * Today's sales and tickets against the same weekday last week, to the same time of day. Without
 * `sales` (the figures are loading) the card holds its place at its final size, its numbers unseen,
 * so the cards after it do not move when they come.
 */
export function TodayCard({ sales, title }: { sales: Sales | null; title: string }) {
  const { t } = useTranslation();
  const today = sales?.today ?? { amount: 0, tickets: 0 };
  const before = sales?.same_weekday_last_week ?? today;
  const vs = t('analysis.dash.vsLastWeek');
  const unseen = sales ? undefined : { visibility: 'hidden' as const };
  return (
    <Card
      size="small"
      title={title}
      style={{ height: '100%', minHeight: SALES_CARD_MIN_HEIGHT }}
      aria-busy={sales ? undefined : true}
      data-testid={sales ? 'dashboard-sales' : 'dashboard-sales-loading'}
    >
      <Row gutter={[12, 12]} style={unseen}>
        <Col span={12}>
          <Statistic
            title={t('analysis.dash.todaySales')}
            value={yuan(today.amount)}
            styles={{ content: { fontSize: 20 } }}
            data-testid={sales ? 'dashboard-sales-amount' : undefined}
          />
          <Change now={today.amount} before={before.amount} label={vs} />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('analysis.dash.todayTickets')}
            value={count(today.tickets)}
            styles={{ content: { fontSize: 20 } }}
            data-testid={sales ? 'dashboard-sales-tickets' : undefined}
          />
          <Change now={today.tickets} before={before.tickets} label={vs} />
        </Col>
      </Row>
    </Card>
  );
}

/** The last 30 days' chart (ECharts, loaded and drawn when it comes near the window). */
export function TrendCard({ sales, link }: { sales: Sales; link: string }) {
  const { t } = useTranslation();
  const any = sales.last_30_days.some((d) => d.amount > 0 || d.tickets > 0);
  return (
    <Card
      size="small"
      title={t('analysis.dash.last30')}
      extra={<Link to={link}>{t('analysis.dash.more')}</Link>}
      data-testid="dashboard-sales-trend"
    >
      {any ? (
        // The placeholder and the fallback are the chart's own height, so the card keeps its size.
        <WhenNearWindow>
          <Suspense fallback={chartPlaceholder}>
            <SalesTrendChart days={sales.last_30_days} />
          </Suspense>
        </WhenNearWindow>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.empty')} />
      )}
    </Card>
  );
}

/** Today's five best-selling goods. */
export function TopGoodsCard({ sales }: { sales: Sales }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('analysis.dash.topGoodsToday')} data-testid="dashboard-top-goods">
      <List
        size="small"
        dataSource={sales.top_goods_today}
        locale={{ emptyText: t('analysis.dash.noSalesToday') }}
        renderItem={(goods, index) => (
          <List.Item
            extra={<Typography.Text strong>¥{yuan(goods.amount)}</Typography.Text>}
            style={{ paddingInline: 0 }}
          >
            <Typography.Text ellipsis style={{ maxWidth: '60%' }}>
              {index + 1}.{' '}
              {goods.goods_id === null ? t('trades.unmappedTag', { plu: goods.plu }) : oneLine(goods.name)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[
                goods.weight > 0 ? quantity(goods.weight, 0, 'kg') : '',
                goods.pieces > 0 ? quantity(goods.pieces, COUNTED, t('analysis.dash.piecesUnit')) : '',
              ]
                .filter(Boolean)
                .join(' + ')}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Registered scales that have sent nothing today. */
export function SilentScalesCard({ sales, scalePath }: { sales: Sales; scalePath: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('analysis.dash.silentScales')} data-testid="dashboard-silent-scales">
      <List
        size="small"
        dataSource={sales.silent_scales}
        // "Every registered scale sent sales" only when some scale uploads at all.
        locale={{
          emptyText: t(
            sales.uploading_scales === 0 ? 'analysis.dash.noUploadingScales' : 'analysis.dash.noSilentScales',
          ),
        }}
        pagination={sales.silent_scales.length > 5 ? { pageSize: 5, size: 'small' } : false}
        renderItem={(scale) => (
          <List.Item style={{ paddingInline: 0 }}>
            <Link to={`${scalePath}/${scale.id}`}>{scale.name}</Link>
            <Typography.Text type="secondary">{scale.shop_name}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Administrators: the companies that opened analysis, by their last 30 days' sales. */
export function CompaniesCard({ sales }: { sales: Sales }) {
  const { t } = useTranslation();
  const companies = sales.companies ?? [];
  return (
    <Card size="small" title={t('analysis.dash.companiesBySales')} data-testid="dashboard-companies-by-sales">
      <List
        size="small"
        dataSource={companies.slice(0, 10)}
        locale={{ emptyText: t('analysis.dash.noCompanies') }}
        renderItem={(company, index) => (
          <List.Item
            style={{ paddingInline: 0 }}
            extra={<Typography.Text strong>¥{yuan(company.amount)}</Typography.Text>}
          >
            <Link to={`/admin/companyMng/companyList/manage/${company.id}`}>
              {index + 1}. {company.name}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('analysis.tickets')} {count(company.tickets)}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
