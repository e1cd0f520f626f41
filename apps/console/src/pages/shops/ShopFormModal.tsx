import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Grid, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { createShop, editShop, type Shop, type ShopFields } from '../../api/shops';
import ImageUpload from '../../components/ImageUpload';
import { CompanySelect } from '../../components/selectors';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { useResetOnOpen } from '../../components/useResetOnOpen';
import { useFeedback } from '../../feedback/feedback';
import { displayZone } from '../../format/time';
import { showOnFields } from '../../services/field-errors';

/** Default modal width (SPEC §2.5, §9); on a phone a dialog takes the screen's width (global.css). */
export const MODAL_WIDTH = 600;
export function useModalWidth(): number | string {
  const screens = Grid.useBreakpoint();
  return screens.md === false ? '100%' : MODAL_WIDTH;
}

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
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Draft>();
  const width = useModalWidth();
  const creating = target === 'new';

  const initialValues: Draft =
    target === null || target === 'new'
      ? EMPTY
      : {
          name: target.name,
          contact_person: target.contact_person,
          phone_number: target.phone_number,
          img_url: target.img_url,
          address: target.address,
          telephone: target.telephone,
          desc: target.desc,
          time_zone: target.time_zone,
        };
  useResetOnOpen(form, target, initialValues);

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
    onError: (error) => {
      if (!showOnFields(form, error, SHOP_FIELDS))
        modal.error({ title: t('request.errorTitle'), content: error.message });
    },
  });

  return (
    <Modal
      title={creating ? t('shops.create') : t('shops.edit')}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={width}
      destroyOnHidden
    >
      <Form<Draft>
        key={target === null || target === 'new' ? 'new' : target.id}
        name="shop"
        form={form}
        initialValues={initialValues}
        layout="vertical"
        onFinish={(draft) => save.mutate(draft)}
        data-testid="shop-form"
      >
        {creating && chooseCompany && (
          <Form.Item
            name="company_id"
            label={t('shops.company')}
            rules={[{ required: true, message: t('shops.companyRequired') }]}
          >
            <CompanySelect style={{ width: '100%' }} data-testid="shop-form-company" />
          </Form.Item>
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
      </Form>
    </Modal>
  );
}
