import type { LabelItem } from '@dahua/shared/labels/model';
import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import PropertiesPanel, { type ItemPatch } from './PropertiesPanel';

/** Beside the canvas: the properties of the one selected element, or a hint. */
export default function SelectionCard({
  item,
  onScale = true,
  onChange,
}: {
  item: LabelItem | undefined;
  /** Whether the scales' own layout prints it (elements.ts printedByScaleLayout). */
  onScale?: boolean;
  onChange: (patch: ItemPatch) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={item ? t(`designer.kinds.${item.itemName}`) : t('designer.noSelection')}>
      {item ? (
        <>
          {!onScale && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('designer.notOnScale')}
              data-testid="designer-not-on-scale"
            />
          )}
          <PropertiesPanel item={item} onChange={onChange} />
        </>
      ) : (
        <Typography.Text type="secondary">{t('designer.selectHint')}</Typography.Text>
      )}
    </Card>
  );
}
