import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdministrator, isCompanyManager } from '../../access/roles';
import { type DashboardFigures, fetchDashboard } from '../../api/dashboard';
import type { ConsoleRoute } from '../../routes/types';
import { holdAfterFirstPage } from '../../services/afterFirstPage';
import { useSession } from '../../session';
import { WorkOrdersCard } from '../workorders/WorkOrdersCard';
import { AnalysisClosed } from './AnalysisClosed';
import { Attention } from './Attention';
import { Counters } from './Counters';
import { ADMIN_COUNTERS, attentionLinks, companyCounters } from './figures';
import { CompaniesCard, SilentScalesCard, TodayCard, TopGoodsCard, TrendCard } from './SalesCards';

// Administrators' send-notice dialog (its form, selects, number input) is its own chunk, mounted
// from its first opening on: not in the dashboard's first load.
const SendNoticeModal = lazy(() => import('../../components/SendNoticeModal'));
// The shrink card (company dashboards) is its own chunk too, loaded when the figures carry it.
const ShrinkCard = lazy(() => import('./ShrinkCard'));
// A company-less person's invitations (rare; the card shows once they are fetched) are one more.
const InvitationsCard = lazy(() => import('../../components/members/InvitationsCard'));

/** The figures of the caller's scope: counters that open their lists, what needs attention, room for sales and work orders. */
function Figures({
  admin,
  managesPeople,
  userId,
}: {
  admin: boolean;
  managesPeople: boolean;
  userId: number;
}) {
  const { t } = useTranslation();
  const query = useQuery<DashboardFigures>({
    queryKey: ['dashboard', userId],
    queryFn: fetchDashboard,
  });
  // The cards are rendered with the figures in the background (a deferred render, in slices that
  // yield to the browser), not in the one long task the query's synchronous update would make.
  const data = useDeferredValue(query.data);
  const isLoading = useDeferredValue(query.isLoading);
  // The code for the next click (dialogs, menus) waits for the figures: they are this page's
  // largest paint, and those chunks would share the link with them.
  useEffect(() => {
    if (!isLoading) return;
    let done!: () => void;
    holdAfterFirstPage(
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    return () => done();
  }, [isLoading]);
  const area = admin ? '/admin' : '/project';
  const sales = data?.sales ?? null;
  return (
    <Flex vertical gap={12}>
      <Counters
        counters={admin ? ADMIN_COUNTERS : companyCounters(managesPeople)}
        figures={data}
        loading={isLoading}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Attention figures={data} links={attentionLinks(area)} loading={isLoading} />
        </Col>
        {sales || isLoading ? (
          // While the figures load, the sales card holds its place (empty, its final size): the
          // work-order card after it stays where it is when they come.
          <Col xs={24} md={12} lg={6}>
            <TodayCard sales={sales} title={t(admin ? 'analysis.dash.allCompanies' : 'dashboard.sales')} />
          </Col>
        ) : (
          !admin &&
          // Only once the figures say so: while they load, sales are unknown, not closed.
          data && (
            <Col xs={24} md={12} lg={6}>
              <AnalysisClosed />
            </Col>
          )
        )}
        <Col xs={24} md={12} lg={admin && !sales && !isLoading ? 12 : 6}>
          <WorkOrdersCard area={area} />
        </Col>
      </Row>
      {sales && (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={12}>
            <TrendCard sales={sales} link={`${area}/statsMng/saleAnalysis`} />
          </Col>
          <Col xs={24} md={12} lg={6}>
            <TopGoodsCard sales={sales} />
          </Col>
          <Col xs={24} md={12} lg={6}>
            {admin ? (
              <CompaniesCard sales={sales} />
            ) : (
              <SilentScalesCard sales={sales} scalePath={`${area}/scaleMng/scaleList/manage`} />
            )}
          </Col>
        </Row>
      )}
      {data?.shrink && (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={12}>
            <Suspense fallback={null}>
              <ShrinkCard shrink={data.shrink} />
            </Suspense>
          </Col>
        </Row>
      )}
    </Flex>
  );
}

/** The area's landing page: a welcome and the figures of the caller's company, or of all companies. */
export default function DashboardPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const info = useSession();
  const [sending, setSending] = useState(false);
  const [noticeMounted, setNoticeMounted] = useState(false);
  // The figures' cards render after the page's first commit, in a deferred render of their own (in
  // slices): as the first page, the page is part of the app's first render, and its commit with the
  // whole frame was the longest task of the dashboard's start. Below the welcome, nothing moves.
  const figuresNow = useDeferredValue(true, false);
  if (!info) return null;
  const company = info.company_info;
  const admin = isAdministrator(info);
  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        admin && (
          <Button
            onClick={() => {
              setNoticeMounted(true);
              setSending(true);
            }}
            onMouseEnter={() => setNoticeMounted(true)}
            data-testid="send-notice"
          >
            {t('sendNotice.title')}
          </Button>
        )
      }
    >
      <Typography.Paragraph data-testid="dashboard-welcome">
        {t('shell.welcome', { name: info.nickname || info.username || info.phone_number })}
      </Typography.Paragraph>
      {!admin && !company && (
        <Suspense fallback={null}>
          <InvitationsCard />
        </Suspense>
      )}
      <Typography.Paragraph type="secondary">
        {admin
          ? t('shell.admin')
          : company
            ? t('shell.company', { name: company.name })
            : t('shell.noCompany')}
      </Typography.Paragraph>
      {(admin || company) && figuresNow && (
        <Figures admin={admin} managesPeople={isCompanyManager(info)} userId={info.id} />
      )}
      {admin && noticeMounted && (
        <Suspense fallback={null}>
          <SendNoticeModal open={sending} onClose={() => setSending(false)} />
        </Suspense>
      )}
    </Card>
  );
}
