import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFigures } from '../../api/dashboard';
import { type Counter, counterValue } from './figures';

/** The counters as cards; each opens its list. */
export function Counters({
  counters,
  figures,
  loading,
}: {
  counters: Counter[];
  figures: DashboardFigures | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} data-testid="dashboard-figures">
      {counters.map(({ name, to, title }) => {
        // While the figures load, the card has its final size (the number is there, unseen): a
        // loading skeleton is taller, and the rows below moved up when the numbers came (CLS).
        const card = (
          <Card size="small" hoverable={to !== null} aria-busy={loading || undefined}>
            <Statistic
              title={t(title ?? `dashboard.${name}`)}
              value={loading ? 0 : (counterValue(figures, name) ?? 0)}
              styles={loading ? { content: { visibility: 'hidden' } } : undefined}
              data-testid={`figure-${name}`}
            />
          </Card>
        );
        return (
          <Col key={name} xs={12} md={8} xl={counters.length > 4 ? 4 : 6}>
            {to ? (
              <Link to={to} data-testid={`figure-link-${name}`} aria-label={t(title ?? `dashboard.${name}`)}>
                {card}
              </Link>
            ) : (
              card
            )}
          </Col>
        );
      })}
    </Row>
  );
}
