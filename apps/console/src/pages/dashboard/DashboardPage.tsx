import { isAdminRole } from '@dahua/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DashboardFigures, fetchDashboard } from '../../api/dashboard';
import InvitationsCard from '../../components/members/InvitationsCard';
import SendNoticeModal from '../../components/SendNoticeModal';
import type { ConsoleRoute } from '../../routes/types';
import { roleOf } from '../../services/storage';
import { useSession } from '../../session';

type Figure = 'shops' | 'scales' | 'goods' | 'members' | 'companies' | 'users' | 'admins';
const COMPANY_FIGURES: Figure[] = ['shops', 'scales', 'goods', 'members'];
const ADMIN_FIGURES: Figure[] = ['companies', 'users', 'admins', 'shops', 'scales'];

/** The figures of the caller's scope as statistic cards (sales figures arrive with the sales issues). */
function Figures({ names, userId }: { names: Figure[]; userId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery<DashboardFigures>({
    queryKey: ['dashboard', userId],
    queryFn: fetchDashboard,
  });
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-figures">
      {names.map((name) => (
        <Col key={name} xs={24} sm={12} lg={8} xl={Math.max(4, Math.floor(24 / names.length))}>
          <Card size="small" loading={isLoading}>
            <Statistic
              title={t(`dashboard.${name}`)}
              value={data?.[name] ?? 0}
              data-testid={`figure-${name}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The area's landing page: a welcome and the figures of the caller's company, or of all companies. */
export default function DashboardPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const info = useSession();
  const [sending, setSending] = useState(false);
  if (!info) return null;
  const company = info.company_info;
  const admin = isAdminRole(roleOf(info));
  return (
    <Card
      title={t(`menu.${route.name}`)}
      extra={
        admin && (
          <Button onClick={() => setSending(true)} data-testid="send-notice">
            {t('sendNotice.title')}
          </Button>
        )
      }
    >
      <Typography.Paragraph data-testid="dashboard-welcome">
        {t('shell.welcome', { name: info.nickname || info.username || info.phone_number })}
      </Typography.Paragraph>
      {!admin && !company && <InvitationsCard />}
      <Typography.Paragraph type="secondary">
        {admin
          ? t('shell.admin')
          : company
            ? t('shell.company', { name: company.name })
            : t('shell.noCompany')}
      </Typography.Paragraph>
      {(admin || company) && <Figures names={admin ? ADMIN_FIGURES : COMPANY_FIGURES} userId={info.id} />}
      {admin && <SendNoticeModal open={sending} onClose={() => setSending(false)} />}
    </Card>
  );
}
