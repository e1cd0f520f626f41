import type { GoodsAnswer } from '@dahua/shared/contracts/goods';
import type { DrawWarning } from '@dahua/shared/labels/draw';
import type { LabelStyle } from '@dahua/shared/labels/model';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Form, InputNumber, List, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listGoods } from '../../../api/goods';
import { type PrintedPreview, previewPrint } from '../../../api/labels';
import { styleText } from '../labelStyle';
import type { LayoutWarning } from './placement';

/** How long the preview waits after the last change before asking the server again. */
const SETTLE_MS = 400;

export type PreviewChoice = { goods: GoodsAnswer | null; quantity: number };

/** Which item a warning names, in words. */
function useWarningText() {
  const { t } = useTranslation();
  return (warning: { kind: string; item: number; other?: number; max?: number }) =>
    t(`designer.warnings.${warning.kind}`, {
      defaultValue: warning.kind,
      item: warning.item + 1,
      other: (warning.other ?? 0) + 1,
      max: warning.max,
    });
}

/**
 * The label as the scale's head prints it: the server's 1-bit PNG of the unsaved design for a goods
 * item of the company and a weight (grams) or count, with what the drawing warns about.
 */
export default function PreviewPane({
  style,
  companyId,
  shopId,
  choice,
  onChoice,
  liveWarnings,
  layoutWarnings = [],
}: {
  style: LabelStyle;
  companyId: number;
  shopId: number;
  choice: PreviewChoice;
  onChoice: (choice: PreviewChoice) => void;
  liveWarnings: DrawWarning[];
  /** The layout's own (overlaps, beyond the print head): whichever preview shows. */
  layoutWarnings?: LayoutWarning[];
}) {
  const { t } = useTranslation();
  const warningText = useWarningText();
  const [search, setSearch] = useState('');
  const { data: goods, isFetching } = useQuery({
    queryKey: ['goods', 'designer', companyId, search],
    queryFn: () => listGoods({ page: 1, per_page: 20, company_id: companyId, name: search || undefined }),
  });
  const [printed, setPrinted] = useState<PrintedPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const goodsId = choice.goods?.id;
  const text = styleText(style);

  useEffect(() => {
    if (!goodsId) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      previewPrint(
        { style: text, goods_id: goodsId, quantity: choice.quantity, format: 'png', shop_id: shopId },
        abort.signal,
      )
        .then((next) => {
          setPrinted((old) => {
            if (old) URL.revokeObjectURL(old.url);
            return next;
          });
          setFailure(null);
        })
        .catch((error: Error) => {
          if (!abort.signal.aborted) setFailure(error.message);
        })
        .finally(() => setBusy(false));
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, goodsId, choice.quantity, shopId]);

  const byCount = choice.goods?.weighing_mode === 1;
  const warnings = [...layoutWarnings, ...(printed && goodsId ? printed.warnings : liveWarnings)];
  return (
    <div data-testid="designer-preview">
      <Form layout="vertical" size="small">
        <Form.Item label={t('designer.previewGoods')}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={isFetching}
            value={goodsId}
            placeholder={t('designer.pickGoods')}
            data-testid="designer-goods"
            onChange={(id: number) =>
              onChoice({ ...choice, goods: goods?.list.find((g) => g.id === id) ?? null })
            }
            options={(goods?.list ?? []).map((g) => ({
              value: g.id,
              label: `${g.plu_number} · ${g.name.replace(/\n/g, ' ')}`,
            }))}
          />
        </Form.Item>
        <Form.Item label={byCount ? t('designer.count') : t('designer.weight')}>
          <InputNumber
            min={0}
            max={9_999_999}
            precision={0}
            value={choice.quantity}
            onChange={(quantity) => onChoice({ ...choice, quantity: quantity ?? 0 })}
            suffix={byCount ? t('designer.pieces') : 'g'}
            style={{ width: 160 }}
            data-testid="designer-quantity"
          />
        </Form.Item>
      </Form>
      {goodsId ? (
        <Spin spinning={busy}>
          {failure && <Alert type="error" showIcon message={failure} />}
          {printed && (
            <img
              src={printed.url}
              alt={t('designer.printed')}
              data-testid="designer-printed"
              style={{ maxWidth: '100%', imageRendering: 'pixelated', boxShadow: '0 0 0 1px #d9d9d9' }}
            />
          )}
        </Spin>
      ) : (
        <Empty description={t('designer.pickGoodsHint')} />
      )}
      <List
        size="small"
        header={t('designer.warningsTitle')}
        dataSource={warnings}
        locale={{ emptyText: t('designer.noWarnings') }}
        data-testid="designer-warnings"
        renderItem={(w) => (
          <List.Item>
            <Alert type="warning" showIcon message={warningText(w)} style={{ width: '100%' }} />
          </List.Item>
        )}
      />
    </div>
  );
}
