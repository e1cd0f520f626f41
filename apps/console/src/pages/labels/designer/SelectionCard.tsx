import type { LabelItem } from '@dahua/shared/labels/model';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import PropertiesPanel, { type ItemPatch } from './PropertiesPanel';

/** Beside the canvas: the properties of the one selected element, or a hint. */
export default function SelectionCard({
  item,
  onChange,
}: {
  item: LabelItem | undefined;
  onChange: (patch: ItemPatch) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={item ? t(`designer.kinds.${item.itemName}`) : t('designer.noSelection')}>
      {item ? (
        <PropertiesPanel item={item} onChange={onChange} />
      ) : (
        <Typography.Text type="secondary">{t('designer.selectHint')}</Typography.Text>
      )}
    </Card>
  );
}
