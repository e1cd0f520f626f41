import { SCALE_MODELS } from '@dahua/shared';
import { LABEL_PRESETS } from '@dahua/shared/labels/model';
import { Alert, Card, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignerAction, DesignerState } from './state';

/** The widest print of each label-printing model (SPEC §9), widest first. */
export const PRINT_WIDTHS = [
  ...new Set(SCALE_MODELS.flatMap((m) => (m.maxPrintWidthMm ? [m.maxPrintWidthMm] : []))),
].sort((a, b) => b - a);
export const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4];

/** The models each print width belongs to, for the select: "56 mm · TM-Aa, TM-Ab, …". */
function modelsOf(width: number): string {
  return SCALE_MODELS.filter((m) => m.maxPrintWidthMm === width)
    .map((m) => m.code)
    .join(', ');
}

/** The label's size (a preset or width × height), the model it prints on, zoom and grid. */
export default function SizeBar({
  state,
  dispatch,
  maxWidth,
  onMaxWidth,
}: {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
  maxWidth: number;
  onMaxWidth: (width: number) => void;
}) {
  const { t } = useTranslation();
  const presetKey = `${state.size.width}x${state.size.height}`;
  const isPreset = LABEL_PRESETS.some((p) => `${p.width}x${p.height}` === presetKey);
  const tooWide = state.size.width > maxWidth;
  return (
    <Card size="small">
      <Space wrap>
        <Select
          aria-label={t('designer.preset')}
          value={isPreset ? presetKey : 'custom'}
          style={{ width: 140 }}
          data-testid="designer-preset"
          onChange={(key: string) => {
            const preset = LABEL_PRESETS.find((p) => `${p.width}x${p.height}` === key);
            if (preset) dispatch({ type: 'setSize', size: preset });
          }}
          options={[
            ...LABEL_PRESETS.map((p) => ({
              value: `${p.width}x${p.height}`,
              label: `${p.width} × ${p.height} mm`,
            })),
            { value: 'custom', label: t('designer.custom'), disabled: true },
          ]}
        />
        <InputNumber
          aria-label={t('labels.width')}
          min={10}
          max={maxWidth}
          value={state.size.width}
          prefix={t('labels.width')}
          suffix="mm"
          style={{ width: 120 }}
          onChange={(width) => width && dispatch({ type: 'setSize', size: { ...state.size, width } })}
        />
        <InputNumber
          aria-label={t('labels.height')}
          min={10}
          max={100}
          value={state.size.height}
          prefix={t('labels.height')}
          suffix="mm"
          style={{ width: 120 }}
          onChange={(height) => height && dispatch({ type: 'setSize', size: { ...state.size, height } })}
        />
        <Select
          aria-label={t('designer.model')}
          value={maxWidth}
          onChange={onMaxWidth}
          style={{ width: 220 }}
          popupMatchSelectWidth={false}
          options={PRINT_WIDTHS.map((w) => ({ value: w, label: `≤ ${w} mm · ${modelsOf(w)}` }))}
        />
        <Select
          aria-label={t('designer.zoom')}
          value={state.zoom}
          onChange={(zoom) => dispatch({ type: 'zoom', zoom })}
          style={{ width: 90 }}
          options={ZOOMS.map((z) => ({ value: z, label: `${Math.round(z * 100)}%` }))}
          data-testid="designer-zoom"
        />
        <Space>
          <Switch
            checked={state.grid > 0}
            onChange={(on) => dispatch({ type: 'grid', grid: on ? 1 : 0 })}
            aria-label={t('designer.grid')}
          />
          {t('designer.grid')}
        </Space>
      </Space>
      {tooWide && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          message={t('designer.tooWide', { width: state.size.width, max: maxWidth })}
        />
      )}
    </Card>
  );
}
