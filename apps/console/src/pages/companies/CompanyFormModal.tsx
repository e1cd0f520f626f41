import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Company, type CompanyFields, createCompany, editCompany } from '../../api/companies';
import ImageUpload from '../../components/ImageUpload';

type Draft = Omit<CompanyFields, 'if_analysis_open'> & { if_analysis_open: boolean };

const EMPTY: Draft = {
  name: '',
  contact_person: '',
  phone_number: '',
  address: '',
  img_url: '',
  if_analysis_open: false,
};

function draftOf(company: Company): Draft {
  return {
    name: company.name,
    contact_person: company.contact_person,
    phone_number: company.phone_number,
    address: company.address,
    img_url: company.img_url,
    if_analysis_open: company.if_analysis_open === 1,
  };
}

/** Creates a company or edits one (administrators): name, contact, phone, address, logo, statistics. */
export function CompanyFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: Company | 'new' | null;
  onClose: () => void;
  onSaved: (company: Company) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Draft>();

  useEffect(() => {
    if (target) form.setFieldsValue(target === 'new' ? EMPTY : draftOf(target));
  }, [target, form]);

  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const fields: CompanyFields = {
        ...draft,
        name: draft.name.trim(),
        contact_person: draft.contact_person?.trim() ?? '',
        phone_number: draft.phone_number?.trim() ?? '',
        address: draft.address?.trim() ?? '',
        img_url: draft.img_url ?? '',
        if_analysis_open: draft.if_analysis_open ? 1 : 0,
      };
      if (target === 'new' || !target) return createCompany(fields);
      // An edit cannot blank the phone (the server requires a valid one when sent).
      const { phone_number, ...rest } = fields;
      return editCompany(target.id, phone_number ? fields : rest);
    },
    onSuccess: (company) => {
      void message.success(t('companies.saved'));
      onSaved(company);
    },
  });

  return (
    <Modal
      title={target === 'new' ? t('companies.create') : t('companies.edit')}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={600}
      forceRender
    >
      <Form<Draft>
        form={form}
        name="company"
        layout="vertical"
        initialValues={EMPTY}
        onFinish={(draft) => save.mutate(draft)}
        data-testid="company-form"
      >
        <Form.Item
          name="name"
          label={t('companies.name')}
          rules={[{ required: true, whitespace: true, message: t('companies.nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="contact_person" label={t('companies.contactPerson')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('companies.phoneNumber')}
          rules={[{ pattern: PHONE_PATTERN, message: t('login.phoneInvalid') }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="address" label={t('companies.address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="if_analysis_open" label={t('companies.analysis')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="img_url" label={t('companies.logo')}>
          <ImageUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
