import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export type PasswordValues = { identifier: string; password: string };

/** Username (or bound phone) and password, as the sign-in page and the phone pages ask for them. */
export default function PasswordSignInForm({
  busy,
  onFinish,
  size,
  testId,
}: {
  busy: boolean;
  onFinish: (values: PasswordValues) => void;
  size?: 'large';
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form<PasswordValues>
      layout="vertical"
      size={size}
      onFinish={onFinish}
      requiredMark={false}
      data-testid={testId}
    >
      <Form.Item
        name="identifier"
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
