import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { createSupplier, editSupplier, type Supplier, type SupplierFields } from '../../api/stock';
import { CompanyFormItem } from '../../components/form/CompanyFormItem';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { useFeedback } from '../../feedback/feedback';

type Draft = Required<Omit<SupplierFields, 'company_id'>> & { company_id?: number | undefined };

const EMPTY: Draft = {
  name: '',
  contact_person: '',
  phone_number: '',
  address: '',
  tax_number: '',
  bank_account: '',
  payment_terms: '',
  notes: '',
  active: true,
};

/** Adds a supplier (`target` 'new'; administrators pick the company) or edits one: every field. */
export function SupplierFormModal({
  target,
  chooseCompany,
  onClose,
  onSaved,
}: {
  target: Supplier | 'new' | null;
  chooseCompany: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, Supplier>({
    target,
    empty: EMPTY,
    valuesOf: (supplier) => ({
      name: supplier.name,
      contact_person: supplier.contact_person,
      phone_number: supplier.phone_number,
      address: supplier.address,
      tax_number: supplier.tax_number,
      bank_account: supplier.bank_account,
      payment_terms: supplier.payment_terms,
      notes: supplier.notes,
      active: supplier.active,
    }),
  });
  const { creating } = dialog;

  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const { company_id, ...values } = draft;
      const fields = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, value ?? (key === 'active' ? true : '')]),
      ) as Omit<Draft, 'company_id'>;
      if (target && target !== 'new') return editSupplier(target.id, fields);
      return createSupplier({ ...fields, company_id: chooseCompany ? company_id : undefined });
    },
    onSuccess: () => {
      void message.success(t('suppliers.saved'));
      onSaved();
    },
  });

  const text = (name: keyof Draft, label: string, max: number, span = 12) => (
    <Col xs={24} sm={span}>
      <Form.Item name={name} label={label} rules={[{ max }]}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={creating ? t('suppliers.create') : t('suppliers.edit')}
      name="supplier"
      testId="supplier-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
    >
      {creating && chooseCompany && (
        <CompanyFormItem
          label={t('stock.company')}
          requiredMessage={t('stock.companyRequired')}
          testId="supplier-form-company"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('suppliers.name')}
            rules={[{ required: true, whitespace: true, message: t('suppliers.nameRequired') }, { max: 100 }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        {text('contact_person', t('suppliers.contactPerson'), 50)}
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone_number"
            label={t('suppliers.phoneNumber')}
            rules={[{ pattern: PHONE_PATTERN, message: t('suppliers.phoneInvalid') }]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
        {text('tax_number', t('suppliers.taxNumber'), 30)}
        {text('address', t('suppliers.address'), 200, 24)}
        {text('bank_account', t('suppliers.bankAccount'), 100)}
        {text('payment_terms', t('suppliers.paymentTerms'), 100)}
      </Row>
      <Form.Item name="notes" label={t('suppliers.notes')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="active" label={t('suppliers.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
