import { Card, Empty, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFigures } from '../../api/dashboard';
import type { AttentionName } from './figures';

const ORDER: AttentionName[] = [
  'scales_unverified',
  'goods_off_scales',
  'stock_below_threshold',
  'scale_reports_open',
  'notices_unread',
];

/** What needs looking at: each item with its count and where it is dealt with; only those above 0. */
export function Attention({
  figures,
  links,
  loading,
}: {
  figures: DashboardFigures | undefined;
  links: Record<AttentionName, string | null>;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const items = ORDER.filter((name) => (figures?.attention[name] ?? 0) > 0);
  return (
    <Card size="small" title={t('dashboard.attention')} loading={loading} data-testid="dashboard-attention">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.attentionNone')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(name) => {
            const text = t(`dashboard.attentionItems.${name}`);
            const to = links[name];
            return (
              <List.Item data-testid={`attention-${name}`}>
                <span>
                  <Tag color="warning">{figures?.attention[name]}</Tag>
                  {to ? <Link to={to}>{text}</Link> : text}
                </span>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
