import { isAdminRole } from '@dahua/shared';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SendNoticeModal from '../../components/SendNoticeModal';
import type { ConsoleRoute } from '../../routes/types';
import { roleOf } from '../../services/storage';
import { useSession } from '../../session';

/** The area's landing page; its figures arrive with the companies and sales issues. */
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
      <Typography.Paragraph type="secondary">
        {admin
          ? t('shell.admin')
          : company
            ? t('shell.company', { name: company.name })
            : t('shell.noCompany')}
      </Typography.Paragraph>
      {admin && <SendNoticeModal open={sending} onClose={() => setSending(false)} />}
    </Card>
  );
}
