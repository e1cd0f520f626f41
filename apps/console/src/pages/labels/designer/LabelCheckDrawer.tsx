import type { CheckFailure, LabelCheckAnswer } from '@dahua/shared/contracts/labels';
import type { LabelStyle } from '@dahua/shared/labels/model';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Drawer, Image, List, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLabel, previewPrint } from '../../../api/labels';
import { useModalWidth } from '../../../hooks/useModalWidth';
import { styleText } from '../labelStyle';

/** One problem of a failing goods item, in words. */
export function useProblemText() {
  const { t } = useTranslation();
  return (p: CheckFailure['problems'][number]) =>
    t(`designer.check.problems.${p.kind}`, {
      item: (p.item ?? 0) + 1,
      element:
        p.kind === 'missing'
          ? t(`designer.check.elements.${p.element}`, { defaultValue: p.element })
          : t(`designer.fields.${p.element}`, {
              defaultValue: t(`designer.kinds.${p.element}`, { defaultValue: p.element }),
            }),
      x: p.x_height_mm,
      min: p.min_mm,
    });
}

/** A failing goods item's label as printed, fetched when asked for. */
function FailurePreview({ style, goodsId, shopId }: { style: LabelStyle; goodsId: number; shopId: number }) {
  const { t } = useTranslation();
  const print = useMutation({
    mutationFn: () =>
      previewPrint({
        style: styleText(style),
        goods_id: goodsId,
        quantity: 1000,
        format: 'png',
        shop_id: shopId,
      }),
  });
  useEffect(() => () => void (print.data && URL.revokeObjectURL(print.data.url)), [print.data]);
  if (print.data)
    return (
      <Image
        src={print.data.url}
        alt={t('designer.printed')}
        style={{ maxWidth: '100%', border: '1px solid #d9d9d9', imageRendering: 'pixelated' }}
        preview={false}
        data-testid="label-check-preview"
      />
    );
  return (
    <Button
      size="small"
      loading={print.isPending}
      onClick={() => print.mutate()}
      data-testid="label-check-preview-button"
    >
      {t('designer.check.preview')}
    </Button>
  );
}

/**
 * The label check (issue 29 §2) of the design on the canvas: every goods item that prints with the
 * template's slot, in its shop with the current lot; the failing ones with their problems and, on
 * demand, their label as the scale prints it.
 */
export default function LabelCheckDrawer({
  open,
  onClose,
  labelId,
  shopId,
  style,
}: {
  open: boolean;
  onClose: () => void;
  labelId: number | null;
  shopId: number;
  style: LabelStyle;
}) {
  const { t } = useTranslation();
  const width = useModalWidth();
  const problemText = useProblemText();
  const [answer, setAnswer] = useState<LabelCheckAnswer | null>(null);
  const check = useMutation({
    mutationFn: () => checkLabel(labelId as number, styleText(style)),
    onSuccess: setAnswer,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the drawer opens
  useEffect(() => {
    if (open && labelId !== null) check.mutate();
    if (!open) setAnswer(null);
  }, [open, labelId]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('designer.check.title')}
      width={typeof width === 'number' ? 560 : '100%'}
      destroyOnHidden
    >
      <div data-testid="label-check">
        {labelId === null && <Alert type="info" message={t('designer.check.saveFirst')} />}
        {check.isPending && <Spin />}
        {answer && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {t('designer.check.checked', { count: answer.checked })}
            </Typography.Text>
            {answer.failures.length === 0 ? (
              <Alert
                type="success"
                showIcon
                message={t('designer.check.allPass')}
                data-testid="label-check-pass"
              />
            ) : (
              <Alert
                type="warning"
                showIcon
                message={t('designer.check.failing', { count: answer.failures.length })}
                data-testid="label-check-failing"
              />
            )}
            <List
              dataSource={answer.failures}
              rowKey="goods_id"
              renderItem={(failure) => (
                <List.Item data-testid="label-check-failure" style={{ display: 'block' }}>
                  <Space direction="vertical" style={{ width: '100%', minWidth: 0 }}>
                    <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                      <Tag>PLU {failure.plu}</Tag>
                      {failure.name.replace(/\n/g, ' ')}
                    </Typography.Text>
                    {failure.problems.map((p) => (
                      <Typography.Text
                        key={`${p.kind}-${p.item ?? p.element}`}
                        type="danger"
                        style={{ display: 'block' }}
                      >
                        {problemText(p)}
                      </Typography.Text>
                    ))}
                    <FailurePreview style={style} goodsId={failure.goods_id} shopId={shopId} />
                  </Space>
                </List.Item>
              )}
            />
          </Space>
        )}
      </div>
    </Drawer>
  );
}
