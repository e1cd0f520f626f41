import { formatMoney } from '@dahua/shared';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { priceTimeline } from '../../api/priceChanges';
import { dateTime } from '../../format/time';
import { useModalWidth } from '../../hooks/useModalWidth';

const SOURCE_COLOR = { base: 'default', list: 'blue', change: 'geekblue', promotion: 'magenta' } as const;
const STATUS_COLOR = { upcoming: 'blue', active: 'green', past: 'default' } as const;

/**
 * A goods item's price history (issue 28 §2): what it sells at in each shop now and which rule set
 * it (base, list, change, promotion), then its changes and promotions, newest first.
 */
export function PriceTimelineDrawer({
  goods,
  onClose,
}: {
  goods: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const width = useModalWidth();
  const { data, isFetching } = useQuery({
    queryKey: ['price-changes', 'timeline', goods?.id],
    queryFn: () => priceTimeline(goods!.id),
    enabled: goods !== null,
  });
  return (
    <Drawer
      open={goods !== null}
      onClose={onClose}
      title={t('priceChanges.historyTitle', { name: goods?.name.replace(/\n/g, ' ') ?? '' })}
      width={typeof width === 'number' ? 560 : '100%'}
      destroyOnHidden
    >
      {isFetching && !data ? (
        <Spin />
      ) : (
        data && (
          <div data-testid="price-timeline">
            <Typography.Paragraph>
              {t('priceChanges.basePrice', { price: formatMoney(data.base_price) })}
            </Typography.Paragraph>
            <Typography.Title level={5}>{t('priceChanges.now')}</Typography.Title>
            <List
              size="small"
              locale={{ emptyText: t('priceChanges.noShops') }}
              dataSource={data.now}
              renderItem={(shop) => (
                <List.Item data-testid={`price-timeline-shop-${shop.shop_id}`}>
                  <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                    <span>{shop.shop_name}</span>
                    <Space wrap>
                      <strong>{formatMoney(shop.unit_price)}</strong>
                      <Tag color={SOURCE_COLOR[shop.source]}>
                        {t(`priceChanges.sources.${shop.source}`)}
                        {shop.source_name ? `：${shop.source_name}` : ''}
                      </Tag>
                    </Space>
                  </Space>
                </List.Item>
              )}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('priceChanges.entries')}
            </Typography.Title>
            {data.entries.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('priceChanges.noEntries')} />
            ) : (
              <List
                size="small"
                dataSource={data.entries}
                renderItem={(entry) => (
                  <List.Item data-testid={`price-timeline-entry-${entry.price_change_id}`}>
                    <Space direction="vertical" size={2} style={{ width: '100%' }}>
                      <Space wrap>
                        <strong>{entry.name}</strong>
                        <Tag color={entry.kind === 'promotion' ? 'magenta' : 'geekblue'}>
                          {t(`priceChanges.kinds.${entry.kind}`)}
                        </Tag>
                        {entry.cancelled_time ? (
                          <Tag>{t('priceChanges.statuses.cancelled')}</Tag>
                        ) : (
                          <Tag color={STATUS_COLOR[entry.status]}>
                            {t(`priceChanges.statuses.${entry.status}`)}
                          </Tag>
                        )}
                      </Space>
                      <Typography.Text type="secondary">
                        {entry.price_list_name ?? t('priceChanges.base')} · {formatMoney(entry.unit_price)} ·{' '}
                        {dateTime(entry.starts_at)}
                        {entry.ends_at ? ` – ${dateTime(entry.ends_at)}` : ''}
                      </Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </div>
        )
      )}
    </Drawer>
  );
}
