import { PHONE_PATTERN } from '@dahua/shared';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_TABS, type NoticeType, sendNotice } from '../api/notices';
import { useFeedback } from '../feedback/feedback';

type Values = {
  to: 'phone' | 'company';
  phone_number?: string;
  company_id?: number;
  type: NoticeType;
  title: string;
  description?: string;
};

/** Administrators send a notice to one person (by phone) or to every member of a company. */
export default function SendNoticeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const to = Form.useWatch('to', form);

  const submit = async ({ to: target, phone_number, company_id, ...notice }: Values) => {
    setBusy(true);
    try {
      const { created } = await sendNotice(
        target === 'phone' ? { ...notice, phone_number } : { ...notice, company_id },
      );
      void message.success(t('sendNotice.sent', { count: created }));
      form.resetFields();
      onClose();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('sendNotice.title')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      width={600}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ to: 'phone', type: 'notification' }}
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
      </Form>
    </Modal>
  );
}
