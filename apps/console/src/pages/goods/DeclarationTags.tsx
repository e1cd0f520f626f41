import type { DeclarationGap } from '@dahua/shared/food/declaration';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a goods item's food declaration lacks, a tag each ("No allergen declaration"), or that it is complete. */
export function DeclarationTags({ gaps }: { gaps: readonly DeclarationGap[] }) {
  const { t } = useTranslation();
  if (gaps.length === 0)
    return (
      <Tag color="green" data-testid="goods-label-complete">
        {t('food.complete')}
      </Tag>
    );
  return (
    <Space size={[0, 4]} wrap data-testid="goods-declaration-gaps">
      {gaps.map((gap) => (
        <Tag key={gap} color={gap === 'allergens' ? 'orange' : undefined} data-testid={`goods-gap-${gap}`}>
          {t(`food.gaps.${gap}`)}
        </Tag>
      ))}
    </Space>
  );
}
