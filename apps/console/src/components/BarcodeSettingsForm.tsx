import { PRICE_BARCODE_FORMATS, type PriceBarcodeFormat } from '@dahua/shared';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/feedback';

export const BARCODE_FLAG_PATTERN = /^\d{2}$/;

/** The formats with their description ("13 位：标志 + 货号 + 金额"), for a select. */
export function useBarcodeFormatOptions() {
  const { t } = useTranslation();
  return PRICE_BARCODE_FORMATS.map((format) => ({
    value: format,
    label: `${t(`barcode.formats.${format}`)} (${format})`,
  }));
}

export type BarcodeSettingsValue = { barcode_format: PriceBarcodeFormat; barcode_flag: string };

/** The company's barcode format and flag, saved together (its owner or managers). */
export function BarcodeSettingsForm({
  value,
  onSave,
}: {
  value: BarcodeSettingsValue;
  onSave: (value: BarcodeSettingsValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const options = useBarcodeFormatOptions();
  const [saving, setSaving] = useState(false);
  return (
    <Form<BarcodeSettingsValue>
      name="barcode-settings"
      layout="vertical"
      initialValues={value}
      data-testid="barcode-settings"
      onFinish={async (draft) => {
        setSaving(true);
        try {
          await onSave({ barcode_format: draft.barcode_format, barcode_flag: draft.barcode_flag.trim() });
          void message.success(t('barcode.saved'));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form.Item name="barcode_format" label={t('barcode.format')} rules={[{ required: true }]}>
        <Select options={options} data-testid="barcode-format" />
      </Form.Item>
      <Form.Item
        name="barcode_flag"
        label={t('barcode.flag')}
        extra={t('barcode.flagHint')}
        rules={[{ required: true, pattern: BARCODE_FLAG_PATTERN, message: t('barcode.flagInvalid') }]}
      >
        <Input maxLength={2} inputMode="numeric" style={{ width: 120 }} data-testid="barcode-flag" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="barcode-save">
        {t('barcode.save')}
      </Button>
    </Form>
  );
}
