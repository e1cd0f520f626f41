import { fenToYuanText } from '@dahua/shared';
import { Alert, Flex, Input, Typography } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BarcodeSettings,
  kgToGrams,
  parseCount,
  previewBarcode,
  type WeighingMode,
} from './barcode-preview';

const BarcodeImage = lazy(() => import('./BarcodeImage'));

/**
 * What the label of this goods item would carry for a sample weight (or count): the amount and
 * the price-embedded barcode in the company's format, drawn and written out.
 */
export function BarcodePreview({
  settings,
  itemCode,
  unitPriceFen,
  weighingMode,
}: {
  settings: BarcodeSettings;
  itemCode: string;
  unitPriceFen: number | null;
  weighingMode: WeighingMode;
}) {
  const { t } = useTranslation();
  const sampleId = useId();
  const [weightText, setWeightText] = useState('0.500');
  const [countText, setCountText] = useState('1');
  const byCount = weighingMode === 1;
  const sampleText = byCount ? countText : weightText;
  const quantity = byCount ? parseCount(countText) : kgToGrams(weightText);

  let outcome: { message: string } | { digits: string; amount: string; symbology: 'ean13' | 'code128' };
  if (quantity === null) {
    outcome = { message: t(byCount ? 'barcode.sampleCountInvalid' : 'barcode.sampleWeightInvalid') };
  } else if (!/^\d{1,7}$/.test(itemCode.trim())) {
    outcome = { message: t('barcode.itemCodeNeeded') };
  } else if (unitPriceFen === null) {
    outcome = { message: t('barcode.priceNeeded') };
  } else {
    const preview = previewBarcode({
      settings,
      itemCode: itemCode.trim(),
      unitPriceFen,
      weighingMode,
      quantity,
    });
    if (preview.kind === 'ok') {
      outcome = {
        digits: preview.digits,
        amount: fenToYuanText(preview.amountFen),
        symbology: preview.symbology,
      };
    } else if (preview.kind === 'amountTooLarge') {
      outcome = { message: t('barcode.amountTooLarge', { amount: fenToYuanText(preview.amountFen) }) };
    } else if (preview.kind === 'quantityTooLarge') {
      outcome = {
        message: byCount
          ? t('barcode.countTooLarge', { count: preview.quantity })
          : t('barcode.weightTooLarge', { grams: preview.quantity }),
      };
    } else {
      outcome = { message: t('barcode.itemCodeNeeded') };
    }
  }

  return (
    <div data-testid="barcode-preview">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('barcode.previewHint', { format: settings.format, flag: settings.flag })}
      </Typography.Paragraph>
      <Flex gap={16} wrap align="flex-start">
        <div style={{ width: 200 }}>
          <label htmlFor={sampleId}>{t(byCount ? 'barcode.sampleCount' : 'barcode.sampleWeight')}</label>
          <Input
            id={sampleId}
            value={sampleText}
            inputMode={byCount ? 'numeric' : 'decimal'}
            onChange={(event) => (byCount ? setCountText : setWeightText)(event.target.value)}
            suffix={byCount ? undefined : 'kg'}
            data-testid="barcode-sample"
          />
        </div>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          {'message' in outcome ? (
            <Alert type="warning" showIcon title={outcome.message} data-testid="barcode-message" />
          ) : (
            <>
              <Typography.Text strong data-testid="barcode-amount">
                {t('barcode.amount', { amount: outcome.amount })}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {t(byCount ? 'barcode.amountRuleCount' : 'barcode.amountRule')}
              </Typography.Text>
              <Suspense fallback={null}>
                <BarcodeImage digits={outcome.digits} symbology={outcome.symbology} alt={outcome.digits} />
              </Suspense>
              <div>
                <Typography.Text type="secondary">{t('barcode.digits')}: </Typography.Text>
                <Typography.Text code copyable={{ text: outcome.digits }} data-testid="barcode-digits">
                  {outcome.digits}
                </Typography.Text>
              </div>
            </>
          )}
        </div>
      </Flex>
    </div>
  );
}
