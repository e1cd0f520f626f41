import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A card kept for figures whose issue has not delivered them yet (sales, work orders): it says
 * so instead of showing a number that is not there.
 */
export function ComingSoon({ name }: { name: 'sales' | 'workOrders' }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(`dashboard.${name}`)} data-testid={`dashboard-${name}`}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`dashboard.${name}Soon`)} />
    </Card>
  );
}
