import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createShop, editShop, type Shop, type ShopFields } from '../../api/shops';
import { CompanyFormItem } from '../../components/form/CompanyFormItem';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import ImageUpload from '../../components/ImageUpload';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { useFeedback } from '../../feedback/feedback';
import { displayZone } from '../../format/time';

type Draft = ShopFields & { company_id?: number | undefined };
const EMPTY: Draft = {
  name: '',
  contact_person: '',
  phone_number: '',
  img_url: '',
  address: '',
  telephone: '',
  desc: '',
  time_zone: null,
};

/** The form's own fields: a refusal naming one of them shows on it. */
const SHOP_FIELDS = new Set<string>([...Object.keys(EMPTY), 'company_id']);

/** Creates a shop (`target` 'new'; administrators pick the company) or edits one. */
export function ShopFormModal({
  target,
  chooseCompany,
  onClose,
  onSaved,
}: {
  target: Shop | 'new' | null;
  chooseCompany: boolean;
  onClose: () => void;
  onSaved: (shop: Shop) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, Shop>({
    target,
    empty: EMPTY,
    valuesOf: (shop) => ({
      name: shop.name,
      contact_person: shop.contact_person,
      phone_number: shop.phone_number,
      img_url: shop.img_url,
      address: shop.address,
      telephone: shop.telephone,
      desc: shop.desc,
      time_zone: shop.time_zone,
    }),
    fields: SHOP_FIELDS,
  });
  const { creating } = dialog;

  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const fields: ShopFields = {
        name: draft.name,
        contact_person: draft.contact_person ?? '',
        phone_number: draft.phone_number ?? '',
        img_url: draft.img_url ?? '',
        address: draft.address ?? '',
        telephone: draft.telephone ?? '',
        desc: draft.desc ?? '',
        time_zone: draft.time_zone ?? null,
      };
      if (target && target !== 'new') return editShop(target.id, fields);
      return createShop({ ...fields, company_id: chooseCompany ? draft.company_id : undefined });
    },
    onSuccess: (shop) => {
      void message.success(t('shops.saved'));
      onSaved(shop);
    },
    // A name another shop has shows on the name field; other refusals as a dialog.
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={creating ? t('shops.create') : t('shops.edit')}
      name="shop"
      testId="shop-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
    >
      {creating && chooseCompany && (
        <CompanyFormItem
          label={t('shops.company')}
          requiredMessage={t('shops.companyRequired')}
          testId="shop-form-company"
        />
      )}
      <Form.Item
        name="name"
        label={t('shops.name')}
        rules={[{ required: true, whitespace: true, message: t('shops.nameRequired') }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="contact_person" label={t('shops.contactPerson')} rules={[{ max: 30 }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('shops.phoneNumber')}
        rules={[{ pattern: PHONE_PATTERN, message: t('shops.phoneInvalid') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="telephone"
        label={t('shops.telephone')}
        rules={[{ pattern: /^[0-9+\-() ]*$/, message: t('shops.telephoneInvalid') }, { max: 30 }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="address" label={t('shops.address')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="time_zone" label={t('timeZone.label')} extra={t('timeZone.shopHint')}>
        <TimeZoneSelect
          allowClear
          placeholder={t('timeZone.inherit', {
            zone:
              target && target !== 'new' && !target.time_zone ? target.effective_time_zone : displayZone(),
          })}
          data-testid="shop-time-zone"
        />
      </Form.Item>
      <Form.Item name="img_url" label={t('shops.image')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="desc" label={t('shops.desc')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
