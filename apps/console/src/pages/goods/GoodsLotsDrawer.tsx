import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { goodsLots } from '../../api/lots';
import { dateTime } from '../../format/time';
import { useModalWidth } from '../../hooks/useModalWidth';
import { quantityText } from '../stock/units';

/**
 * A goods item's lots (issue 29 §3), newest first: dates, supplier, trace code (with its public
 * page), what receipts brought, and the shops whose scales print it now.
 */
export function GoodsLotsDrawer({
  goods,
  onClose,
}: {
  goods: { id: number; name: string; weighing_mode: number } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const width = useModalWidth();
  const { data, isFetching } = useQuery({
    queryKey: ['lots', 'goods', goods?.id],
    queryFn: () => goodsLots(goods!.id),
    enabled: goods !== null,
  });
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Drawer
      open={goods !== null}
      onClose={onClose}
      title={t('lots.goodsLots', { name: goods?.name.replace(/\n/g, ' ') ?? '' })}
      width={typeof width === 'number' ? 560 : '100%'}
      destroyOnHidden
    >
      {isFetching && !data ? (
        <Spin />
      ) : (
        <List
          data-testid="goods-lots"
          dataSource={data ?? []}
          rowKey="id"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lots.none')} /> }}
          renderItem={(lot) => (
            <List.Item data-testid="goods-lot" data-lot={lot.lot}>
              <Space direction="vertical" size={4} style={{ width: '100%', minWidth: 0 }}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {t('lots.lot')} {lot.lot}
                </Typography.Text>
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={t('lots.productionDate')}>
                    {lot.production_date ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('lots.expiryDate')}>{lot.expiry_date ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('lots.supplier')}>
                    {lot.supplier?.name ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('lots.received')}>
                    {quantityText(lot.received_quantity, goods?.weighing_mode ?? 0)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('lots.firstReceived')}>
                    {dateTime(lot.first_received_time)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('lots.traceCode')}>
                    <Space wrap size={8}>
                      <Typography.Text
                        copyable
                        style={{ fontFamily: 'monospace' }}
                        data-testid="goods-lot-code"
                      >
                        {lot.trace_code}
                      </Typography.Text>
                      <a
                        href={`/external/trace/${lot.trace_code}?lang=${lang}`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {t('lots.tracePage')}
                      </a>
                    </Space>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('lots.currentIn')}>
                    {lot.current_in.length === 0 ? (
                      '—'
                    ) : (
                      <Space wrap size={[4, 4]}>
                        {lot.current_in.map((shop) => (
                          <Tag key={shop.shop_id} color={shop.chosen_by_hand ? 'orange' : 'blue'}>
                            {shop.shop_name}
                            {shop.chosen_by_hand ? ` · ${t('lots.byHand')}` : ''}
                          </Tag>
                        ))}
                      </Space>
                    )}
                  </Descriptions.Item>
                </Descriptions>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
