import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../api/dashboard';
import EChart from '../../components/charts/EChart';
import { yuanValue } from '../../format/sales';
import { timeChart } from '../analysis/parts';

type Day = NonNullable<DashboardFigures['sales']>['last_30_days'][number];

/** The last 30 days' sales (bars, yuan) and tickets (line); loaded lazily with ECharts. */
export default function SalesTrendChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  return (
    <EChart
      height={220}
      data-testid="dashboard-sales-chart"
      option={timeChart(
        days.map((d) => d.period.slice(5)),
        [
          { name: t('analysis.amountYuan'), type: 'bar', data: days.map((d) => yuanValue(d.amount)) },
          { name: t('analysis.tickets'), type: 'line', data: days.map((d) => d.tickets), axis: 1 },
        ],
        [t('analysis.yuan'), t('analysis.tickets')],
      )}
    />
  );
}
