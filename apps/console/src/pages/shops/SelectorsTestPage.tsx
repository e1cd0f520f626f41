import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySelect, ScaleSelect, ShopSelect } from '../../components/selectors';
import type { ConsoleRoute } from '../../routes/types';

/**
 * The hidden /admin/test page: the company, shop and scale selectors in a cascade. Picking
 * another company clears the shop (and so the scale); picking another shop clears the scale.
 */
export default function SelectorsTestPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const [scaleId, setScaleId] = useState<number | undefined>(undefined);
  const none = t('selectors.none');
  return (
    <Card title={t(`menu.${route.name}`)}>
      <Typography.Paragraph>{t('selectors.demoTitle')}</Typography.Paragraph>
      <Space wrap>
        <CompanySelect value={companyId} onChange={setCompanyId} data-testid="company-select" />
        <ShopSelect companyId={companyId} value={shopId} onChange={setShopId} data-testid="shop-select" />
        <ScaleSelect shopId={shopId} value={scaleId} onChange={setScaleId} data-testid="scale-select" />
      </Space>
      <Typography.Paragraph data-testid="selectors-picked" style={{ marginTop: 16 }}>
        {t('selectors.picked', {
          company: companyId ?? none,
          shop: shopId ?? none,
          scale: scaleId ?? none,
        })}
      </Typography.Paragraph>
    </Card>
  );
}
