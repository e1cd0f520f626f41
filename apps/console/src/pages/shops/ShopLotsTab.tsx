import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ShopGoodsLot, setCurrentLots, shopLots } from '../../api/lots';
import { EmptyHint } from '../../components/table/EmptyHint';
import { useFeedback } from '../../feedback/feedback';
import { quantityText } from '../stock/units';

/** The select's value for "back to first expiry first". */
const AUTOMATIC = 0;

/**
 * A shop's goods items that have lots (issue 29 §3): the lot its scales print now, and a select to
 * choose another by hand or hand it back to first expiry first. One item a row, stacked on phones.
 */
export default function ShopLotsTab({ shopId, manager }: { shopId: number; manager: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const queryKey = ['lots', 'shop', shopId];
  const { data, isLoading } = useQuery({ queryKey, queryFn: () => shopLots(shopId) });
  const choose = useMutation({
    mutationFn: (choice: { goods_id: number; lot_id: number | null }) =>
      setCurrentLots(shopId, { lots: [choice] }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void message.success(t('lots.saved'));
    },
  });

  const row = (item: ShopGoodsLot) => {
    const current = item.current;
    return (
      <List.Item data-testid="shop-lot-row" data-goods={item.goods_id}>
        <Space direction="vertical" size={4} style={{ width: '100%', minWidth: 0 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {item.plu_number} · {item.goods_name}
          </Typography.Text>
          <Space wrap size={[8, 4]}>
            <Typography.Text type="secondary">{t('lots.current')}:</Typography.Text>
            {current ? (
              <>
                <Typography.Text data-testid="shop-lot-current">{current.lot}</Typography.Text>
                {current.expiry_date && (
                  <Typography.Text type="secondary">{current.expiry_date}</Typography.Text>
                )}
                <Tag color={current.chosen_by_hand ? 'orange' : 'blue'} data-testid="shop-lot-mode">
                  {current.chosen_by_hand ? t('lots.byHand') : t('lots.automatic')}
                </Tag>
              </>
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            )}
          </Space>
          {manager && (
            <Select
              aria-label={t('lots.choose')}
              data-testid="shop-lot-select"
              style={{ width: '100%', maxWidth: 420 }}
              value={current?.chosen_by_hand ? current.lot_id : AUTOMATIC}
              loading={choose.isPending && choose.variables?.goods_id === item.goods_id}
              onChange={(value: number) =>
                choose.mutate({ goods_id: item.goods_id, lot_id: value === AUTOMATIC ? null : value })
              }
              options={[
                { value: AUTOMATIC, label: t('lots.automatic') },
                ...item.lots.map((lot) => ({
                  value: lot.id,
                  label: [
                    lot.lot,
                    lot.expiry_date ?? '',
                    t('lots.held', { held: quantityText(lot.held, item.weighing_mode) }),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                })),
              ]}
            />
          )}
        </Space>
      </List.Item>
    );
  };

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('lots.shopIntro')}
      </Typography.Paragraph>
      <List
        loading={isLoading}
        dataSource={data ?? []}
        rowKey="goods_id"
        renderItem={row}
        locale={{
          emptyText: (
            <EmptyHint
              loading={isLoading}
              filtered={false}
              missing={t('lots.noShopLots')}
              next={t('lots.none')}
              advice
            />
          ),
        }}
        data-testid="shop-lots"
      />
    </Space>
  );
}
