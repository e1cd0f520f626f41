import type { DeclarationGap } from '@dahua/shared/food/declaration';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown first: the gap a recall is most often about. */
const ORDER: DeclarationGap[] = ['allergens', 'ingredients', 'nutrition', 'date_type', 'producer'];
const SHOWN = 1;

/**
 * What a goods item’s food declaration lacks ("No allergen declaration" first), one tag and a
 * "+n" naming the rest, so a row stays short; or a compact "Label complete".
 */
export function DeclarationTags({ gaps }: { gaps: readonly DeclarationGap[] }) {
  const { t } = useTranslation();
  if (gaps.length === 0)
    return (
      <Tag color="green" data-testid="goods-label-complete">
        {t('food.complete')}
      </Tag>
    );
  const ordered = ORDER.filter((gap) => gaps.includes(gap));
  const rest = ordered.slice(SHOWN);
  return (
    <Space size={[0, 4]} wrap data-testid="goods-declaration-gaps">
      {ordered.slice(0, SHOWN).map((gap) => (
        <Tag key={gap} color={gap === 'allergens' ? 'orange' : undefined} data-testid={`goods-gap-${gap}`}>
          {t(`food.gaps.${gap}`)}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map((gap) => t(`food.gaps.${gap}`)).join('、')}>
          <Tag data-testid="goods-gap-more">+{rest.length}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
