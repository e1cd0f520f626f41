import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelsOfGoods } from '../../api/labels';

/**
 * Which template a goods item's label number means in each shop of its company, and a warning for
 * each shop where that number holds no template (the scale could not print the goods' label).
 */
export default function GoodsLabelSlots({ goodsId, labelNumber }: { goodsId: number; labelNumber: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(labelNumber) && labelNumber >= 1 && labelNumber <= 16;
  const { data } = useQuery({
    queryKey: ['labels', 'goods', goodsId, labelNumber],
    queryFn: () => labelsOfGoods(goodsId, labelNumber),
    enabled: valid,
  });
  if (!valid || !data || data.shops.length === 0) return null;
  const empty = data.shops.filter((s) => s.label_id === null);
  return (
    <Space
      direction="vertical"
      size={4}
      style={{ width: '100%', marginBottom: 16 }}
      data-testid="goods-label-slots"
    >
      <Typography.Text type="secondary">{t('labels.goodsSlots', { number: labelNumber })}</Typography.Text>
      {data.shops
        .filter((s) => s.label_id !== null)
        .map((s) => (
          <Typography.Text key={s.shop_id}>
            {t('labels.goodsSlotUsed', { shop: s.shop_name, name: s.label_name })}
          </Typography.Text>
        ))}
      {empty.map((s) => (
        <Alert
          key={s.shop_id}
          type="warning"
          showIcon
          message={t('labels.goodsSlotEmpty', { shop: s.shop_name, number: labelNumber })}
        />
      ))}
    </Space>
  );
}
