import { DEFAULT_LAN_PORT, LAN_HOST_PATTERN, type ScaleModelCode } from '@dahua/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  createScale,
  editScale,
  listScaleModels,
  type Scale,
  type ScaleFields,
  type ScaleModelInfo,
} from '../../api/scales';
import { CompanyFormItem } from '../../components/form/CompanyFormItem';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import ImageUpload from '../../components/ImageUpload';
import { ShopSelect } from '../../components/selectors';
import { useFeedback } from '../../feedback/feedback';
import { modelName } from './hotKeys';

/** The model every new scale starts with (the server's default too). */
export const DEFAULT_MODEL_CODE = 'TM-Aa';

type Draft = {
  company_id?: number | undefined;
  shop_id?: number | undefined;
  scale_name: string;
  model_code: ScaleModelCode;
  desc: string;
  img_url: string;
  if_verify: boolean;
  lan_host: string;
  lan_port: number | null;
};

/** The fields a refusal may name, shown under them (the rest as a dialog). */
const SCALE_FIELDS = new Set([
  'scale_name',
  'model_code',
  'desc',
  'img_url',
  'lan_host',
  'lan_port',
  'shop_id',
]);

/** The model catalogue, fetched once per session (it only changes with a release). */
export function useScaleModels() {
  return useQuery({ queryKey: ['scales', 'models'], queryFn: listScaleModels, staleTime: Infinity });
}

/** A model as an option: its name, and "PLU n · keys m". */
export function ModelOption({ model }: { model: ScaleModelInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <span>
      {modelName(model, i18n.language)}{' '}
      <span style={{ opacity: 0.6 }}>
        {t('scales.modelOption', { plu: model.plu_limit, keys: model.hot_key_count })}
      </span>
    </span>
  );
}

/** Creates a scale in a shop (`target` 'new'; administrators pick the company first) or edits one. */
export function ScaleFormModal({
  target,
  chooseCompany,
  onClose,
  onSaved,
}: {
  target: Scale | 'new' | null;
  chooseCompany: boolean;
  onClose: () => void;
  onSaved: (scale: Scale) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const models = useScaleModels();
  const dialog = useFormDialog<Draft, Scale>({
    target,
    empty: {
      scale_name: '',
      model_code: DEFAULT_MODEL_CODE,
      desc: '',
      img_url: '',
      if_verify: false,
      lan_host: '',
      lan_port: DEFAULT_LAN_PORT,
    },
    valuesOf: (scale) => ({
      shop_id: scale.shop_id,
      scale_name: scale.scale_name,
      model_code: scale.model_code,
      desc: scale.desc,
      img_url: scale.img_url,
      if_verify: scale.if_verify === 1,
      lan_host: scale.lan_host ?? '',
      lan_port: scale.lan_port ?? DEFAULT_LAN_PORT,
    }),
    fields: SCALE_FIELDS,
  });
  const { creating, editing } = dialog;
  const pickedCompany = Form.useWatch('company_id', dialog.form);
  const companyId = editing ? editing.company_id : chooseCompany ? pickedCompany : undefined;

  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const fields: ScaleFields = {
        scale_name: draft.scale_name.trim(),
        model_code: draft.model_code,
        desc: draft.desc ?? '',
        img_url: draft.img_url ?? '',
        if_verify: draft.if_verify ? 1 : 0,
        // Empty clears the address (the bridge then leaves the scale alone).
        lan_host: draft.lan_host?.trim() || null,
        lan_port: draft.lan_port ?? DEFAULT_LAN_PORT,
      };
      const shopId = draft.shop_id!;
      if (editing)
        return editScale(editing.shop_id, editing.id, {
          ...fields,
          shop_id: shopId !== editing.shop_id ? shopId : undefined,
        });
      return createScale(shopId, fields);
    },
    onSuccess: (scale) => {
      void message.success(t('scales.saved'));
      onSaved(scale);
    },
    // An address the server refuses shows under its field; other refusals as a dialog.
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={creating ? t('scales.create') : t('scales.edit')}
      name="scale"
      testId="scale-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
    >
      {creating && chooseCompany && (
        <CompanyFormItem
          label={t('scales.company')}
          requiredMessage={t('scales.companyRequired')}
          testId="scale-form-company"
        />
      )}
      <Form.Item
        name="shop_id"
        label={t('scales.shop')}
        rules={[{ required: true, message: t('scales.shopRequired') }]}
      >
        <ShopSelect
          companyId={companyId}
          disabled={creating && chooseCompany && !pickedCompany}
          style={{ width: '100%' }}
          data-testid="scale-form-shop"
        />
      </Form.Item>
      <Form.Item
        name="scale_name"
        label={t('scales.name')}
        rules={[{ required: true, whitespace: true, message: t('scales.nameRequired') }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="model_code"
        label={t('scales.model')}
        rules={[{ required: true, message: t('scales.modelRequired') }]}
      >
        <Select
          loading={models.isLoading}
          showSearch={{ optionFilterProp: 'search' }}
          data-testid="scale-form-model"
          options={(models.data ?? []).map((model) => ({
            value: model.code,
            label: <ModelOption model={model} />,
            search: `${model.code} ${model.name_zh} ${model.name_en}`,
          }))}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="lan_host"
          label={t('devices.address.host')}
          extra={t('devices.address.hostHint')}
          style={{ flex: '1 1 200px', minWidth: 0 }}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || LAN_HOST_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('devices.address.hostInvalid'))),
            },
          ]}
        >
          <Input
            maxLength={253}
            placeholder={t('devices.address.hostPlaceholder')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            data-testid="scale-lan-host"
          />
        </Form.Item>
        <Form.Item
          name="lan_port"
          label={t('devices.address.port')}
          style={{ flex: '0 0 120px' }}
          rules={[
            {
              type: 'integer',
              min: 1,
              max: 65_535,
              message: t('devices.address.portInvalid'),
            },
          ]}
        >
          <InputNumber
            min={1}
            max={65_535}
            precision={0}
            placeholder={String(DEFAULT_LAN_PORT)}
            style={{ width: '100%' }}
            data-testid="scale-lan-port"
          />
        </Form.Item>
      </Flex>
      <Form.Item name="img_url" label={t('scales.image')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="desc" label={t('scales.desc')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item name="if_verify" label={t('scales.verify')} valuePropName="checked">
        <Switch data-testid="scale-form-verify" />
      </Form.Item>
    </FormDialog>
  );
}
