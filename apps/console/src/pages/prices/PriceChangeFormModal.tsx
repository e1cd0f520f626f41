import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { fenToYuanText, formatMoney, yuanToFen } from '@dahua/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goods } from '../../api/goods';
import {
  createPriceChange,
  editPriceChange,
  getPriceChange,
  listedPrices,
  listPriceListNames,
  PRICE_CHANGE_KINDS,
  type PriceChange,
  type PriceChangeKind,
} from '../../api/priceChanges';
import { CompanyFormItem } from '../../components/form/CompanyFormItem';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { GoodsSelect } from '../../components/selectors';
import { displayZone } from '../../format/time';
import { instantOfWallText, WALL, wallTextOf } from './wallClock';

type Line = { goods_id?: number | undefined; price?: string | undefined; current?: number | undefined };
type Draft = {
  company_id?: number | undefined;
  kind: PriceChangeKind;
  name: string;
  reason: string;
  /** 0: the base prices; else the list's id. */
  price_list_id: number;
  /** `YYYY-MM-DDTHH:mm` on the company's wall clock (a datetime-local input: no browser zone). */
  starts_at: string;
  ends_at: string;
  lines: Line[];
};

const BASE = 0;
const EMPTY: Draft = {
  kind: 'change',
  name: '',
  reason: '',
  price_list_id: BASE,
  starts_at: '',
  ends_at: '',
  lines: [{}],
};
/** The fields a refusal may name (an overlap and a past start are shown under the start). */
const FORM_FIELDS = new Set([
  'company_id',
  'kind',
  'name',
  'reason',
  'price_list_id',
  'starts_at',
  'ends_at',
  'lines',
]);

const draftOf = (row: PriceChange): Draft => ({
  kind: row.kind,
  name: row.name,
  reason: row.reason,
  price_list_id: row.price_list_id ?? BASE,
  starts_at: wallTextOf(row.starts_at, displayZone()),
  ends_at: row.ends_at ? wallTextOf(row.ends_at, displayZone()) : '',
  lines: [],
});

/**
 * Schedules a price change or a promotion (`target` 'new'; administrators pick the company) or
 * edits one before its start: kind, name, reason, the prices it sets (the base or a list), start
 * and (a promotion) end on the company's wall clock, and its goods with their new prices beside
 * the current ones.
 */
export function PriceChangeFormModal({
  target,
  chooseCompany,
  companyId: listCompany,
  onClose,
  onSaved,
}: {
  target: PriceChange | 'new' | null;
  chooseCompany: boolean;
  /** The company the list page shows (administrators): a new one starts in it. */
  companyId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useFormDialog<Draft, PriceChange>({
    target,
    empty: { ...EMPTY, company_id: listCompany },
    valuesOf: draftOf,
    fields: FORM_FIELDS,
  });
  const { form, creating, editing } = dialog;
  const zone = displayZone();
  const kind = Form.useWatch('kind', form) ?? 'change';
  const pickedCompany = Form.useWatch('company_id', form);
  const companyId = chooseCompany ? (editing?.company_id ?? pickedCompany) : undefined;
  const listId = Form.useWatch('price_list_id', form) ?? BASE;

  const lists = useQuery({
    queryKey: ['price-lists', 'names', chooseCompany ? (companyId ?? null) : 'own'],
    queryFn: () => listPriceListNames(companyId),
    enabled: dialog.open && (!chooseCompany || companyId !== undefined),
  });
  const listed = useQuery({
    queryKey: ['price-lists', 'listed', listId],
    queryFn: () => listedPrices(listId),
    enabled: dialog.open && listId !== BASE,
  });
  const listPrice = useMemo(
    () => new Map((listed.data?.list ?? []).map((row) => [row.goods_id, row.list_price] as const)),
    [listed.data],
  );
  // Editing: its lines, with the price in force now beside each.
  const detail = useQuery({
    queryKey: ['price-changes', 'one', editing?.id],
    queryFn: () => getPriceChange(editing!.id),
    enabled: editing !== null,
  });
  useEffect(() => {
    if (!detail.data || !editing || detail.data.id !== editing.id) return;
    form.setFieldValue(
      'lines',
      detail.data.lines.map((line) => ({
        goods_id: line.goods_id,
        price: fenToYuanText(line.unit_price),
        current: line.price_before,
      })),
    );
  }, [detail.data, editing, form]);

  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const lines = draft.lines.map((line) => ({
        goods_id: line.goods_id!,
        unit_price: yuanToFen(line.price ?? '') ?? 0,
      }));
      const body = {
        kind: draft.kind,
        name: draft.name,
        reason: draft.reason ?? '',
        price_list_id: draft.price_list_id === BASE ? null : draft.price_list_id,
        starts_at: instantOfWallText(draft.starts_at, zone) ?? draft.starts_at,
        ends_at:
          draft.kind === 'promotion' ? (instantOfWallText(draft.ends_at, zone) ?? draft.ends_at) : null,
        lines,
      };
      if (editing) return editPriceChange(editing.id, { ...body, version: editing.version });
      return createPriceChange({ ...body, company_id: chooseCompany ? draft.company_id : undefined });
    },
    onSuccess: onSaved,
    onError: dialog.showRefusal,
  });

  const wallRule = (message: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      value && WALL.test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

  /** The price in force now beside a line: the list's when it prices the goods, else the base. */
  const currentOf = (line: Line | undefined): number | undefined => {
    if (!line?.goods_id) return undefined;
    if (listId !== BASE) return listPrice.get(line.goods_id) ?? line.current;
    return line.current;
  };

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={
        creating ? t('priceChanges.createTitle') : t('priceChanges.editTitle', { name: editing?.name ?? '' })
      }
      name="priceChange"
      testId="price-change-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
      width={720}
      unsavedPrompt
    >
      {creating && chooseCompany && (
        <CompanyFormItem
          label={t('priceChanges.company')}
          requiredMessage={t('priceChanges.companyRequired')}
          testId="price-change-company"
        />
      )}
      <Form.Item name="kind" label={t('priceChanges.kind')}>
        <Radio.Group
          optionType="button"
          data-testid="price-change-kind"
          options={PRICE_CHANGE_KINDS.map((value) => ({ value, label: t(`priceChanges.kinds.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('priceChanges.name')}
        rules={[{ required: true, whitespace: true, message: t('priceChanges.nameRequired') }]}
      >
        <Input maxLength={100} data-testid="price-change-name" />
      </Form.Item>
      <Form.Item name="reason" label={t('priceChanges.reason')}>
        <Input
          maxLength={500}
          placeholder={t('priceChanges.reasonPlaceholder')}
          data-testid="price-change-reason"
        />
      </Form.Item>
      <Form.Item name="price_list_id" label={t('priceChanges.target')}>
        <Select<number>
          data-testid="price-change-target"
          options={[
            { value: BASE, label: t('priceChanges.base') },
            ...(lists.data?.list ?? []).map((list) => ({ value: list.id, label: list.name })),
          ]}
        />
      </Form.Item>
      <Flex wrap gap={16}>
        <Form.Item
          name="starts_at"
          label={t('priceChanges.start')}
          rules={[wallRule(t('priceChanges.startRequired'))]}
          extra={t('priceChanges.zoneHint', { zone })}
          style={{ flex: '1 1 220px' }}
        >
          <Input type="datetime-local" data-testid="price-change-start" />
        </Form.Item>
        {kind === 'promotion' && (
          <Form.Item
            name="ends_at"
            label={t('priceChanges.end')}
            rules={[wallRule(t('priceChanges.endRequired'))]}
            style={{ flex: '1 1 220px' }}
          >
            <Input type="datetime-local" data-testid="price-change-end" />
          </Form.Item>
        )}
      </Flex>
      <Typography.Text strong>{t('priceChanges.goods')}</Typography.Text>
      <Form.List
        name="lines"
        rules={[
          {
            validator: (_, lines: Line[] | undefined) =>
              lines && lines.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('priceChanges.linesRequired'))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="price-change-lines" style={{ marginTop: 8 }}>
            {fields.map((field, index) => (
              <Flex key={field.key} wrap gap={8} align="baseline" data-testid={`price-change-line-${index}`}>
                <Form.Item
                  name={[field.name, 'goods_id']}
                  rules={[{ required: true, message: t('priceChanges.goodsRequired') }]}
                  style={{ flex: '1 1 200px', marginBottom: 12 }}
                >
                  <GoodsSelect
                    companyId={companyId}
                    style={{ width: '100%' }}
                    data-testid={`price-change-goods-${index}`}
                    onChange={(_value, option?: Goods) =>
                      form.setFieldValue(['lines', field.name, 'current'], option?.unit_price)
                    }
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'price']}
                  rules={[
                    {
                      validator: (_, value: string | undefined) =>
                        value !== undefined && yuanToFen(value) !== null
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('priceChanges.priceInvalid'))),
                    },
                  ]}
                  style={{ flex: '0 0 120px', marginBottom: 12 }}
                >
                  <Input
                    inputMode="decimal"
                    placeholder={t('priceChanges.newPrice')}
                    data-testid={`price-change-price-${index}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'current']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() => {
                    const current = currentOf(form.getFieldValue(['lines', field.name]) as Line | undefined);
                    return (
                      <Typography.Text
                        type="secondary"
                        style={{ minWidth: 90 }}
                        data-testid={`price-change-current-${index}`}
                      >
                        {current === undefined
                          ? ''
                          : t('priceChanges.currentPrice', { price: formatMoney(current) })}
                      </Typography.Text>
                    );
                  }}
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('priceChanges.removeLine')}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({})}
              data-testid="price-change-add-line"
            >
              {t('priceChanges.addLine')}
            </Button>
          </div>
        )}
      </Form.List>
    </FormDialog>
  );
}
