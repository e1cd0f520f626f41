import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../api/dashboard';
import { timeChart } from '../../components/analysis/parts';
import EChart from '../../components/charts/EChart';
import { yuanValue } from '../../format/sales';
import { partialLabels } from '../analysis/partialDay';

type Day = NonNullable<DashboardFigures['sales']>['last_30_days'][number];

/** The last 30 days' sales (bars, yuan) and tickets (line); loaded lazily with ECharts. */
export default function SalesTrendChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  return (
    <EChart
      height={220}
      data-testid="dashboard-sales-chart"
      option={timeChart(
        // The last day is today, not over yet: marked as partial, so its low bar reads as "so far".
        partialLabels(
          days.map((d) => d.period.slice(5)),
          days.length - 1,
          (label) => t('analysis.partialPeriod', { period: label }),
        ),
        [
          { name: t('analysis.amountYuan'), type: 'bar', data: days.map((d) => yuanValue(d.amount)) },
          // The line stops at yesterday: today's few tickets so far are not a fall to 0.
          {
            name: t('analysis.tickets'),
            type: 'line',
            data: days.map((d, i) => (i === days.length - 1 ? null : d.tickets)),
            axis: 1,
          },
        ],
        [t('analysis.yuan'), t('analysis.tickets')],
      )}
    />
  );
}
