import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPEN_STATUSES, workOrderStats } from '../../api/workOrders';
import { useDurationText } from './parts';

/** The dashboard's work-order figures: open orders by status, overdue, the last 30 days' resolutions; each opens its list. */
export function WorkOrdersCard({ area }: { area: '/admin' | '/project' }) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const { data, isLoading } = useQuery({
    queryKey: ['workOrders', 'stats'],
    queryFn: () => workOrderStats(),
  });
  const list = `${area}/workorderMng/workorderProcessList`;
  const open = data ? OPEN_STATUSES.reduce((sum, status) => sum + data.by_status[status], 0) : 0;
  return (
    <Card
      size="small"
      title={t('dashboard.workOrders')}
      loading={isLoading}
      extra={<Link to={list}>{t('workOrders.dash.viewAll')}</Link>}
      data-testid="dashboard-workOrders"
      style={{ height: '100%' }}
    >
      {data && (
        <Flex vertical gap={8}>
          <Flex gap={24} wrap>
            <Link to={list} data-testid="wo-dash-open">
              <Statistic title={t('workOrders.dash.open')} value={open} />
            </Link>
            <Link to={`${list}?overdue=true`} data-testid="wo-dash-overdue">
              <Statistic
                title={t('workOrders.dash.overdue')}
                value={data.overdue}
                styles={{ content: data.overdue > 0 ? { color: 'var(--ant-color-error, #ff4d4f)' } : {} }}
              />
            </Link>
          </Flex>
          <Flex wrap gap={8} data-testid="wo-dash-statuses">
            {OPEN_STATUSES.map((status) => (
              <Link key={status} to={`${list}?status=${status}`}>
                {t(`workOrders.statuses.${status}`)} {data.by_status[status]}
              </Link>
            ))}
          </Flex>
          <Typography.Text type="secondary" data-testid="wo-dash-resolve">
            {t('workOrders.dash.resolved')} {data.resolved} · {t('workOrders.dash.meanResolve')}{' '}
            {data.mean_minutes_to_resolve === null
              ? t('workOrders.dash.none')
              : duration(data.mean_minutes_to_resolve)}
            {data.mean_satisfaction !== null &&
              ` · ${t('workOrders.dash.meanSatisfaction')} ${data.mean_satisfaction.toFixed(1)}`}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
