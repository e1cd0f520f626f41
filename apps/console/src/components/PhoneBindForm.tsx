import type { UserInfo } from '@dahua/shared/contracts/users';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindPhone } from '../api/account';
import { useFeedback } from '../feedback/feedback';
import PhoneCodeFields, { type PhoneCodeValues } from './PhoneCodeFields';

/** Binds a phone with its SMS code; says 'binding succeeded' or 'binding failed' with the reason (SPEC §8). */
export default function PhoneBindForm({ onBound }: { onBound: (info: UserInfo) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<PhoneCodeValues>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PhoneCodeValues) => {
    setBusy(true);
    try {
      const info = await bindPhone(values.phone_number.trim(), values.verify_code);
      void message.success(t('bind.succeeded'));
      onBound(info);
    } catch (error) {
      void message.error(`${t('bind.failed')}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
      data-testid="phone-bind-form"
    >
      <PhoneCodeFields form={form} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('bind.confirm')}
      </Button>
    </Form>
  );
}
