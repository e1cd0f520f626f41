import { isAdminRole } from '@dahua/shared';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../routes/types';
import { roleOf } from '../../services/storage';
import { useSession } from '../../session';

/** The area's landing page; its figures arrive with the companies and sales issues. */
export default function DashboardPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const info = useSession();
  if (!info) return null;
  const company = info.company_info;
  return (
    <Card>
      <Typography.Title level={4}>{t(`menu.${route.name}`)}</Typography.Title>
      <Typography.Paragraph data-testid="dashboard-welcome">
        {t('shell.welcome', { name: info.nickname || info.username || info.phone_number })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {isAdminRole(roleOf(info))
          ? t('shell.admin')
          : company
            ? t('shell.company', { name: company.name })
            : t('shell.noCompany')}
      </Typography.Paragraph>
    </Card>
  );
}
