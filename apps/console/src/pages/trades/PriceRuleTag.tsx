import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export type PriceRule = 'base' | 'list' | 'change' | 'promotion' | 'other';

/**
 * Which rule set a price (issue 28): the base, a price list, a started change or a promotion, with its
 * name; 'other' (a trade sold at a price none of ours set) in orange with why. Nothing when unknown.
 */
export function PriceRuleTag({ source, name }: { source: PriceRule | null; name: string | null }) {
  const { t } = useTranslation();
  if (source === null) return null;
  const text = t(`trades.priceRules.${source}`, { name: name ?? '' }).trim();
  if (source === 'other')
    return (
      <Tooltip title={t('trades.priceRuleOtherHint')}>
        <Tag color="orange" data-testid="price-rule" data-source={source} style={{ marginInlineEnd: 0 }}>
          {text}
        </Tag>
      </Tooltip>
    );
  const color = source === 'promotion' ? 'magenta' : source === 'base' ? undefined : 'blue';
  return (
    <Tag
      color={color}
      data-testid="price-rule"
      data-source={source}
      style={{ marginInlineEnd: 0, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}
      title={text}
    >
      {text}
    </Tag>
  );
}
