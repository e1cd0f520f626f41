import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_TABS, type NoticeType, sendNotice } from '../api/notices';
import { useFeedback } from '../feedback/feedback';
import { FormDialog, useFormDialog } from './form/FormDialog';

type Values = {
  to: 'phone' | 'company';
  phone_number?: string;
  company_id?: number;
  type: NoticeType;
  title: string;
  description?: string;
};
const EMPTY: Values = { to: 'phone', type: 'notification', title: '' };
/** The form's own fields: a refusal naming one of them (an unknown phone or company) shows on it. */
const NOTICE_FIELDS = new Set<string>(['phone_number', 'company_id', 'type', 'title', 'description']);

/** Administrators send a notice to one person (by phone) or to every member of a company. */
export default function SendNoticeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dialog = useFormDialog<Values, { id: number }>({
    target: open ? 'new' : null,
    empty: EMPTY,
    valuesOf: () => EMPTY,
    fields: NOTICE_FIELDS,
  });
  const to = Form.useWatch('to', dialog.form);
  const send = useMutation({
    mutationFn: ({ to: target, phone_number, company_id, ...notice }: Values) =>
      sendNotice(target === 'phone' ? { ...notice, phone_number } : { ...notice, company_id }),
    onSuccess: ({ created }) => {
      void message.success(t('sendNotice.sent', { count: created }));
      onClose();
    },
    onError: dialog.showRefusal,
  });

  return (
    <FormDialog<Values>
      dialog={dialog}
      title={t('sendNotice.title')}
      name="send-notice"
      testId="send-notice-form"
      saving={send.isPending}
      onClose={onClose}
      onFinish={(values) => send.mutate(values)}
      width={600}
    >
      <Form.Item name="to" label={t('sendNotice.to')}>
        <Radio.Group
          options={[
            { value: 'phone', label: t('sendNotice.toPhone') },
            { value: 'company', label: t('sendNotice.toCompany') },
          ]}
        />
      </Form.Item>
      {to === 'company' ? (
        <Form.Item name="company_id" label={t('sendNotice.companyId')} rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} style={{ width: 180 }} />
        </Form.Item>
      ) : (
        <Form.Item
          name="phone_number"
          label={t('profile.phone')}
          rules={[
            { required: true, message: t('login.phoneRequired') },
            { pattern: PHONE_PATTERN, message: t('login.phoneInvalid') },
          ]}
        >
          <Input maxLength={11} style={{ width: 180 }} />
        </Form.Item>
      )}
      <Form.Item name="type" label={t('sendNotice.type')}>
        <Select
          style={{ width: 180 }}
          options={NOTICE_TABS.map((type) => ({ value: type, label: t(`notices.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('announcements.fieldTitle')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('sendNotice.description')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
