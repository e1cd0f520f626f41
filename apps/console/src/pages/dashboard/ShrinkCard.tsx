import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShrinkWorst } from '../../api/shrink';
import { money, quantityText } from '../stock/units';

/**
 * The dashboard's shrink card (issue 28 §3): the company's worst 20 goods of the current month by
 * shrink value, each shop's own month. Its own chunk (DashboardPage loads it lazily), so the
 * dashboard's first load does not grow.
 */
export default function ShrinkCard({ shrink }: { shrink: ShrinkWorst }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={`${t('shrink.card')} · ${shrink.month}`}
      extra={<Link to="/project/stockMng/shrink">{t('shrink.cardMore')}</Link>}
      data-testid="dashboard-shrink"
    >
      <List
        size="small"
        dataSource={shrink.rows}
        locale={{ emptyText: t('shrink.cardEmpty') }}
        renderItem={(row) => (
          <List.Item
            key={`${row.shop_id}-${row.goods_id}`}
            extra={
              <Typography.Text type="danger" strong>
                {money(row.shrink_value)}
              </Typography.Text>
            }
          >
            <List.Item.Meta
              title={row.goods_name}
              description={`${row.shop_name} · ${quantityText(row.shrink, row.weighing_mode, t('stock.pcs'))}${
                row.shrink_percent === null ? '' : ` · ${row.shrink_percent}%`
              }`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
