import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PHONE_PATTERN } from '@dahua/shared';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import SmsCodeButton from './SmsCodeButton';

export type PhoneCodeValues = { phone_number: string; verify_code: string };

/** Phone number and SMS code with the rules and messages of SPEC §5, and the send button. */
export default function PhoneCodeFields({ form }: { form: FormInstance<PhoneCodeValues> }) {
  const { t } = useTranslation();
  const validPhone = () =>
    form
      .validateFields(['phone_number'])
      .then((values) => values.phone_number.trim())
      .catch(() => null);
  return (
    <>
      <Form.Item
        name="phone_number"
        rules={[
          { required: true, message: t('login.phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('login.phoneInvalid') },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.phonePlaceholder')}
          maxLength={11}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="verify_code"
            noStyle
            rules={[{ required: true, len: 4, message: t('login.codeRequired') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.codePlaceholder')}
              maxLength={4}
              inputMode="numeric"
            />
          </Form.Item>
          <SmsCodeButton validPhone={validPhone} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
