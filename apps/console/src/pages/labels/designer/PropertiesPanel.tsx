import { NUTRIENTS } from '@dahua/shared/food/nutrition';
import {
  EMPHASES,
  type Emphasis,
  FOOD_FIELDS,
  FOOD_LANGS,
  type ItemStyle,
  type LabelItem,
  TRACE_QR_CONTENT,
} from '@dahua/shared/labels/model';
import { PRICE_BARCODE_VALUE } from '@dahua/shared/labels/scale-layout';
import { Button, Form, Input, InputNumber, Select, Slider, Space, Switch, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../feedback/feedback';
import { DESIGNER_FIELDS, FONT_OPTIONS, hasFont } from './elements';
import { MAX_LOGO_BYTES, oneBitLogo } from './logo';

export type ItemPatch = Partial<Omit<LabelItem, 'style'>> & { style?: Partial<ItemStyle> };

const MM = { min: 0, max: 100, step: 0.125, precision: 3 } as const;

/** The selected element's properties: what it prints, its font, its box in mm. */
export default function PropertiesPanel({
  item,
  onChange,
}: {
  item: LabelItem;
  onChange: (patch: ItemPatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [threshold, setThreshold] = useState(128);
  const setStyle = (style: Partial<ItemStyle>) => onChange({ style });
  const kind = item.itemName;
  const food = kind === 'nutrition' || (kind === 'field' && FOOD_FIELDS.includes(item.value as never));
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';

  return (
    <Form layout="vertical" size="small" data-testid="designer-properties">
      {kind === 'text' && (
        <Form.Item label={t('designer.text')}>
          <Input
            value={item.value}
            maxLength={500}
            onChange={(e) => onChange({ value: e.target.value })}
            data-testid="designer-text"
          />
        </Form.Item>
      )}
      {kind === 'field' && (
        <Form.Item label={t('designer.field')}>
          <Select
            value={item.value}
            onChange={(value) => onChange({ value })}
            options={DESIGNER_FIELDS.map((f) => ({ value: f, label: t(`designer.fields.${f}`) }))}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
      )}
      {kind === 'barCode' && (
        <Form.Item label={t('designer.barcodeValue')} extra={t('designer.barcodeHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input value={item.value} maxLength={40} onChange={(e) => onChange({ value: e.target.value })} />
            <Button onClick={() => onChange({ value: PRICE_BARCODE_VALUE })}>
              {t('designer.priceBarcode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      {kind === 'QRCode' && (
        <Form.Item label={t('designer.qrContent')} extra={t('designer.qrHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input value={item.value} maxLength={500} onChange={(e) => onChange({ value: e.target.value })} />
            <Button onClick={() => onChange({ value: TRACE_QR_CONTENT })} data-testid="designer-trace-qr">
              {t('designer.traceQr')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      {food && (
        <Form.Item label={t('designer.foodLang')}>
          <Select
            value={item.style.lang ?? 'zh'}
            onChange={(value) => setStyle({ lang: value })}
            options={FOOD_LANGS.map((l) => ({ value: l, label: t(`designer.langs.${l}`) }))}
            data-testid="designer-food-lang"
          />
        </Form.Item>
      )}
      {kind === 'field' && item.value === 'ingredients' && (
        <Form.Item label={t('designer.emphasis')}>
          <Select
            value={item.style.emphasis ?? 'none'}
            onChange={(value: 'none' | Emphasis) =>
              setStyle({ emphasis: value === 'none' ? undefined : value })
            }
            options={['none' as const, ...EMPHASES].map((e) => ({
              value: e,
              label: t(`designer.emphases.${e}`),
            }))}
            data-testid="designer-emphasis"
          />
        </Form.Item>
      )}
      {kind === 'nutrition' && (
        <>
          <Form.Item label={t('designer.nutritionRows')} extra={t('designer.nutritionRowsHint')}>
            <Select
              mode="multiple"
              value={item.value ? item.value.split(',').filter(Boolean) : []}
              onChange={(keys: string[]) =>
                onChange({
                  value: NUTRIENTS.filter((n) => keys.includes(n.key))
                    .map((n) => n.key)
                    .join(','),
                })
              }
              options={NUTRIENTS.map((n) => ({ value: n.key, label: n[lang] }))}
            />
          </Form.Item>
          <Form.Item label={t('designer.nrv')}>
            <Switch checked={item.style.nrv !== false} onChange={(nrv) => setStyle({ nrv })} />
          </Form.Item>
        </>
      )}
      {kind === 'logo' && (
        <Form.Item label={t('designer.logo')} extra={t('designer.logoHint')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Slider
              min={16}
              max={240}
              value={threshold}
              onChange={setThreshold}
              aria-label={t('designer.threshold')}
            />
            <Upload
              accept="image/png,image/jpeg,image/webp,image/gif"
              showUploadList={false}
              beforeUpload={(file) => {
                oneBitLogo(file, item.style.w * 8, item.style.h * 8, threshold)
                  .then((value) => {
                    if (value.length > MAX_LOGO_BYTES) void message.error(t('designer.logoTooLarge'));
                    else onChange({ value });
                  })
                  .catch(() => void message.error(t('upload.failed', { file: file.name })));
                return false;
              }}
            >
              <Button>{t('designer.chooseImage')}</Button>
            </Upload>
          </Space>
        </Form.Item>
      )}
      {hasFont(kind) && (
        <Form.Item label={t('designer.font')}>
          <Select
            value={item.style.font || 1}
            onChange={(font) => setStyle({ font })}
            options={FONT_OPTIONS}
            data-testid="designer-font"
          />
        </Form.Item>
      )}
      {(kind === 'line' || kind === 'box') && (
        <Form.Item label={t('designer.thickness')}>
          <InputNumber
            min={1}
            max={40}
            value={item.style.thickness ?? 2}
            onChange={(v) => v && setStyle({ thickness: v })}
            suffix={t('designer.dots')}
          />
        </Form.Item>
      )}
      <Space wrap>
        {(['x', 'y', 'w', 'h'] as const).map((key) => (
          <Form.Item key={key} label={t(`designer.${key}`)} style={{ marginBottom: 8 }}>
            <InputNumber
              {...MM}
              value={item.style[key]}
              onChange={(v) => v !== null && setStyle({ [key]: v })}
              style={{ width: 96 }}
              data-testid={`designer-${key}`}
            />
          </Form.Item>
        ))}
      </Space>
    </Form>
  );
}
