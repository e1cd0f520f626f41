import {
  DEFAULT_TIME_ZONE,
  PHONE_PATTERN,
  PRICE_BARCODE_FORMATS,
  type PriceBarcodeFormat,
} from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Company, type CompanyFields, createCompany, editCompany } from '../../api/companies';
import type { AuditRepairMode } from '../../api/devices';
import { AuditRepairSelect } from '../../components/AuditRepairSelect';
import { BARCODE_FLAG_PATTERN, useBarcodeFormatOptions } from '../../components/BarcodeSettingsForm';
import { FormDialog, useFormDialog } from '../../components/form/FormDialog';
import ImageUpload from '../../components/ImageUpload';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { useFeedback } from '../../feedback/feedback';

/** How long raw sales may be kept (the server's sales_retention_months bounds, issue 33 §2). */
const RETENTION_MIN = 3;
const RETENTION_MAX = 240;

type Draft = Omit<CompanyFields, 'if_analysis_open' | 'barcode_format' | 'barcode_flag'> & {
  if_analysis_open: boolean;
  barcode_format: PriceBarcodeFormat;
  barcode_flag: string;
  /** Edits only: a new company repairs automatically (the server's default). */
  audit_repair: AuditRepairMode;
  /** Edits only (issue 33 §2): months of raw sales kept, null for ever (a new company's default). */
  sales_retention_months: number | null;
};

const EMPTY: Draft = {
  name: '',
  contact_person: '',
  phone_number: '',
  address: '',
  img_url: '',
  if_analysis_open: false,
  barcode_format: PRICE_BARCODE_FORMATS[0],
  barcode_flag: '20',
  time_zone: DEFAULT_TIME_ZONE,
  audit_repair: 'auto',
  sales_retention_months: null,
};

function draftOf(company: Company): Draft {
  return {
    name: company.name,
    contact_person: company.contact_person,
    phone_number: company.phone_number,
    address: company.address,
    img_url: company.img_url,
    if_analysis_open: company.if_analysis_open === 1,
    barcode_format: company.barcode_format,
    barcode_flag: company.barcode_flag,
    time_zone: company.time_zone,
    audit_repair: company.audit_repair ?? 'auto',
    sales_retention_months: company.sales_retention_months ?? null,
  };
}

/**
 * Creates a company or edits one (administrators): name, contact, phone, address, statistics,
 * barcode format and flag, time zone, logo; an edit also the audit repair mode and how long raw sales
 * are kept (empty: for ever).
 */
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
  const { message } = useFeedback();
  const dialog = useFormDialog<Draft, Company>({ target, empty: EMPTY, valuesOf: draftOf });
  const formatOptions = useBarcodeFormatOptions();

  const save = useMutation({
    mutationFn: ({ audit_repair, sales_retention_months, ...draft }: Draft) => {
      const fields: CompanyFields = {
        ...draft,
        name: draft.name.trim(),
        contact_person: draft.contact_person?.trim() ?? '',
        phone_number: draft.phone_number?.trim() ?? '',
        address: draft.address?.trim() ?? '',
        img_url: draft.img_url ?? '',
        if_analysis_open: draft.if_analysis_open ? 1 : 0,
        barcode_flag: draft.barcode_flag?.trim() ?? '20',
      };
      if (target === 'new' || !target) return createCompany(fields);
      // An edit cannot blank the phone (the server requires a valid one when sent).
      const { phone_number, ...rest } = fields;
      return editCompany(target.id, {
        ...(phone_number ? fields : rest),
        audit_repair,
        sales_retention_months: sales_retention_months ?? null,
      });
    },
    onSuccess: (company) => {
      void message.success(t('companies.saved'));
      onSaved(company);
    },
  });

  return (
    <FormDialog<Draft>
      dialog={dialog}
      title={target === 'new' ? t('companies.create') : t('companies.edit')}
      name="company"
      testId="company-form"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(draft) => save.mutate(draft)}
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
      <Form.Item name="barcode_format" label={t('barcode.format')} rules={[{ required: true }]}>
        <Select options={formatOptions} data-testid="company-barcode-format" />
      </Form.Item>
      <Form.Item
        name="barcode_flag"
        label={t('barcode.flag')}
        extra={t('barcode.flagHint')}
        rules={[{ required: true, pattern: BARCODE_FLAG_PATTERN, message: t('barcode.flagInvalid') }]}
      >
        <Input maxLength={2} inputMode="numeric" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="time_zone" label={t('timeZone.label')} extra={t('timeZone.companyHint')}>
        <TimeZoneSelect data-testid="company-time-zone" />
      </Form.Item>
      {target !== 'new' && (
        <Form.Item
          name="sales_retention_months"
          label={t('companies.retention.label')}
          extra={t('companies.retention.hint')}
          rules={[
            {
              type: 'integer',
              min: RETENTION_MIN,
              max: RETENTION_MAX,
              message: t('companies.retention.invalid'),
            },
          ]}
        >
          <InputNumber<number>
            precision={0}
            placeholder={t('companies.retention.forever')}
            suffix={t('companies.retention.unit')}
            style={{ width: '100%', maxWidth: 200 }}
            data-testid="company-sales-retention"
          />
        </Form.Item>
      )}
      {target !== 'new' && (
        <Form.Item name="audit_repair" label={t('devices.repair.label')} extra={t('devices.repair.hint')}>
          <AuditRepairSelect data-testid="company-audit-repair" />
        </Form.Item>
      )}
      <Form.Item name="img_url" label={t('companies.logo')}>
        <ImageUpload />
      </Form.Item>
    </FormDialog>
  );
}
