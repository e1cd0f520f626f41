import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { SALES_CARD_MIN_HEIGHT } from './SalesCards';

/**
 * The sales card of a company that has not opened analysis: it says how to get the figures
 * instead of showing a number that is not there.
 */
export function AnalysisClosed() {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('dashboard.sales')}
      style={{ height: '100%', minHeight: SALES_CARD_MIN_HEIGHT }}
      data-testid="dashboard-sales"
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.salesSoon')} />
    </Card>
  );
}
