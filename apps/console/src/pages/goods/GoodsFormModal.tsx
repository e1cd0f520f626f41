import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { fenToYuanText, yuanToFen } from '@dahua/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createGoods, editGoods, type Goods, type GoodsFields, nextGoodsPlu } from '../../api/goods';
import { CompanyFormItem } from '../../components/form/CompanyFormItem';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import ImageUpload from '../../components/ImageUpload';
import { useFeedback } from '../../feedback/feedback';
import { fieldErrorsOf } from '../../services/field-errors';
import { EMPTY_FOOD, type FoodDraft, foodDraftOf, foodFieldsOf, formPathOf, isFoodField } from './foodDraft';
import { GoodsBarcodeSection } from './GoodsBarcodeSection';
import { GoodsFoodSection } from './GoodsFoodSection';
import GoodsLabelSlots from './GoodsLabelSlots';
import { useGoodsSyncNotice } from './GoodsSyncNotice';
import {
  ListPricesSection,
  type ListYuan,
  listPricesToSend,
  listYuanOf,
  useCompanyPriceLists,
} from './goodsListPrices';
import { longNameLine } from './nameLimit';

type Draft = Omit<GoodsFields, 'unit_price' | keyof FoodDraft> &
  FoodDraft & {
    price_yuan: string;
    company_id?: number | undefined;
    /** The price lists' prices (issue 28 §1), yuan by list id; blank: the base. */
    list_yuan?: ListYuan;
  };

const EMPTY: Draft = {
  plu_number: 1,
  item_code: '',
  name: '',
  price_yuan: '',
  weighing_mode: 0,
  measure_unit: 'kg',
  tare: 0,
  shelf_life: 0,
  special_info_1: 0,
  special_info_2: 0,
  special_info_3: 0,
  department: 0,
  numeric_code: '',
  label_number: 0,
  discount_enabled: false,
  discount_periods: [],
  trace_code: '',
  origin: '',
  img_url: '',
  description: '',
  ...EMPTY_FOOD,
};

/** The defaults as the API takes them (an edit refuses a key it does not know, such as price_yuan). */
const {
  price_yuan: _emptyPrice,
  allergen_mode: _mode,
  nutrition_on: _on,
  ...EMPTY_FIELDS
} = { ...EMPTY, ...foodFieldsOf(EMPTY_FOOD) };

function draftOf(goods: Goods): Draft {
  const {
    id: _id,
    company_id: _c,
    created_time: _ct,
    last_modified_time: _lt,
    unit_price,
    list_prices: _lp,
    declaration_gaps: _gaps,
    ...fields
  } = goods;
  return {
    ...fields,
    ...foodDraftOf(fields),
    price_yuan: fenToYuanText(unit_price),
    list_yuan: listYuanOf(goods),
  };
}

/** The form's own fields: a refusal naming one of them shows on it. */
const FORM_FIELDS = new Set<string>(Object.keys(EMPTY));

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Creates a goods item (`target` 'new'; administrators pick the company) or edits one. */
export function GoodsFormModal({
  target,
  chooseCompany,
  onClose,
  onSaved,
}: {
  target: Goods | 'new' | null;
  chooseCompany: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, Goods>({
    target,
    empty: EMPTY,
    valuesOf: draftOf,
    fields: FORM_FIELDS,
  });
  const { form, creating } = dialog;
  const companyId = Form.useWatch('company_id', form);
  const labelNumber = Form.useWatch('label_number', form);
  const notifySync = useGoodsSyncNotice();
  const editingGoods = target !== null && target !== 'new' ? target : null;
  const priceLists = useCompanyPriceLists(
    editingGoods ? editingGoods.company_id : chooseCompany ? companyId : undefined,
    dialog.open && (editingGoods !== null || !chooseCompany || companyId !== undefined),
  );

  // A new item takes the company's next free PLU number, asked of the server (the visible page
  // knows only its own rows); a number the person typed is left alone.
  const nextPlu = useQuery({
    queryKey: ['goods', 'nextPlu', companyId ?? null],
    queryFn: () => nextGoodsPlu(chooseCompany ? companyId : undefined),
    enabled: creating && (!chooseCompany || companyId !== undefined),
  });
  useEffect(() => {
    const plu = nextPlu.data?.plu_number;
    if (creating && plu && !form.isFieldTouched('plu_number')) form.setFieldValue('plu_number', plu);
  }, [creating, form, nextPlu.data]);

  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const { price_yuan, company_id, list_yuan, allergen_mode: _m, nutrition_on: _n, ...rest } = draft;
      const listPrices = listPricesToSend(priceLists, list_yuan, editingGoods?.list_prices ?? []);
      const fields: GoodsFields = {
        ...EMPTY_FIELDS,
        ...rest,
        ...foodFieldsOf({ ...EMPTY_FOOD, ...draft }),
        name: rest.name.replace(/\r/g, ''),
        discount_periods: rest.discount_periods ?? [],
        unit_price: yuanToFen(price_yuan) ?? 0,
      };
      const lists = listPrices.length > 0 ? { list_prices: listPrices } : {};
      if (target && target !== 'new') return editGoods(target.id, { ...fields, ...lists });
      return createGoods({ ...fields, ...lists, company_id: chooseCompany ? company_id : undefined });
    },
    onSuccess: (_saved, draft) => {
      void message.success(t('goods.saved'));
      // An edited item says how many of its scales acknowledged the change (a new one is on none).
      if (target && target !== 'new') notifySync(target.id, draft.name);
      onSaved();
    },
    // A refusal about one field (a PLU or item code in use) shows on that field; others as a dialog.
    // The food declaration's fields are nested (`nutrition.energy_kj`, `ingredients.1.allergen`).
    onError: (error: Error) => {
      const food = fieldErrorsOf(error).filter((f) => isFoodField(f.field));
      if (food.length === 0) return dialog.showRefusal(error);
      form.setFields(food.map((f) => ({ name: formPathOf(f.field) as never, errors: [f.message] })));
      form.scrollToField(formPathOf(food[0]!.field) as never);
    },
  });

  const int = (name: keyof Draft, label: string, max: number) => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={label} rules={[{ required: true, type: 'integer', min: 0, max }]}>
        <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={creating ? t('goods.create') : t('goods.edit')}
      name="goods"
      testId="goods-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
      width={820}
    >
      {creating && chooseCompany && (
        <CompanyFormItem
          label={t('goods.company')}
          requiredMessage={t('goods.companyRequired')}
          testId="goods-form-company"
        />
      )}
      <Divider titlePlacement="start">{t('goods.groupBasic')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="plu_number"
            label={t('goods.plu')}
            rules={[{ required: true, type: 'integer', min: 1, max: 9999 }]}
          >
            <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="item_code"
            label={t('goods.itemCode')}
            rules={[{ required: true, pattern: /^\d{1,7}$/, message: t('goods.itemCodeInvalid') }]}
          >
            <Input maxLength={7} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="measure_unit" label={t('goods.measureUnit')} rules={[{ required: true, max: 8 }]}>
            <Input maxLength={8} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="name"
        label={t('goods.name')}
        extra={t('goods.nameHint')}
        rules={[
          { required: true, whitespace: true, message: t('goods.nameRequired') },
          { max: 120 },
          {
            validator: (_, value: string | undefined) =>
              (value ?? '').split('\n').length <= 3
                ? Promise.resolve()
                : Promise.reject(new Error(t('goods.nameLines'))),
          },
          {
            // A warning, not a refusal: the scales get the line cut to what they print.
            warningOnly: true,
            validator: (_, value: string | undefined) => {
              const long = longNameLine(value ?? '');
              return long
                ? Promise.reject(new Error(t('devices.namesCut.formWarning', long)))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={120} />
      </Form.Item>
      <Divider titlePlacement="start">{t('goods.groupPrice')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="price_yuan"
            label={t('goods.unitPriceYuan')}
            rules={[
              { required: true, message: t('goods.priceInvalid') },
              {
                validator: (_, value: string | undefined) =>
                  !value || yuanToFen(value) !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('goods.priceInvalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" prefix="¥" data-testid="goods-price" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="weighing_mode" label={t('goods.weighingMode')} rules={[{ required: true }]}>
            <Select options={[0, 1, 2].map((mode) => ({ value: mode, label: t(`goods.mode${mode}`) }))} />
          </Form.Item>
        </Col>
        {int('tare', t('goods.tare'), 99_999)}
      </Row>
      <ListPricesSection lists={priceLists} />
      <Divider titlePlacement="start">{t('barcode.preview')}</Divider>
      <GoodsBarcodeSection
        form={form}
        companyId={target !== null && target !== 'new' ? target.company_id : undefined}
      />
      <Divider titlePlacement="start">{t('goods.groupLabel')}</Divider>
      <Row gutter={16}>
        {int('shelf_life', t('goods.shelfLife'), 999)}
        {int('label_number', t('goods.labelNumber'), 99)}
        {int('department', t('goods.department'), 99)}
        {int('special_info_1', t('goods.specialInfo', { n: 1 }), 99)}
        {int('special_info_2', t('goods.specialInfo', { n: 2 }), 99)}
        {int('special_info_3', t('goods.specialInfo', { n: 3 }), 99)}
        <Col xs={24} sm={12}>
          <Form.Item
            name="numeric_code"
            label={t('goods.numericCode')}
            rules={[{ pattern: /^(\d{13})?$/, message: t('goods.numericCodeInvalid') }]}
          >
            <Input maxLength={13} />
          </Form.Item>
        </Col>
      </Row>
      {target !== null && target !== 'new' && (
        <GoodsLabelSlots goodsId={target.id} labelNumber={Number(labelNumber ?? 0)} />
      )}
      <GoodsFoodSection form={form} />
      <Divider titlePlacement="start">{t('goods.groupDiscount')}</Divider>
      <Form.Item name="discount_enabled" label={t('goods.discountEnabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.List name="discount_periods">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'start']}
                  rules={[{ required: true, pattern: HHMM, message: t('goods.timeInvalid') }]}
                >
                  <Input placeholder={t('goods.periodStart')} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'end']}
                  rules={[{ required: true, pattern: HHMM, message: t('goods.timeInvalid') }]}
                >
                  <Input placeholder={t('goods.periodEnd')} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'rate']}
                  rules={[{ required: true, type: 'integer', min: 1, max: 99 }]}
                >
                  <InputNumber
                    min={1}
                    max={99}
                    precision={0}
                    placeholder={t('goods.periodRate')}
                    suffix="%"
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(field.name)} />
              </Space>
            ))}
            {fields.length < 4 && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ start: '', end: '', rate: 90 })}
              >
                {t('goods.addPeriod')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">{t('goods.groupTrace')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="trace_code"
            label={t('goods.traceCode')}
            rules={[{ pattern: /^(\d{1,20})?$/, message: t('goods.traceCodeInvalid') }]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="origin" label={t('goods.origin')} rules={[{ max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('goods.groupOther')}</Divider>
      <Form.Item name="img_url" label={t('goods.image')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="description" label={t('goods.description')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
