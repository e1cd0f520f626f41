import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginWithPassword } from '../../api/auth';
import { afterSignInPath } from '../../routes/access';
import { consoleRoutes } from '../../routes/routeTable';
import { takeRememberedLocation } from '../../services/storage';
import { startSession } from '../../session';

const PHONE_PATTERN = /^1\d{10}$/;

function PasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async ({ identifier, password }: { identifier: string; password: string }) => {
    setBusy(true);
    try {
      const info = await loginWithPassword(identifier.trim(), password);
      startSession(info);
      navigate(afterSignInPath(consoleRoutes, info, takeRememberedLocation()), { replace: true });
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" size="large" onFinish={submit} requiredMark={false} data-testid="password-form">
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

/** Laid out with the validation of SPEC §5; the SMS issue wires sending and signing in. */
function SmsForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const notReady = () => message.info(t('login.smsNotReady'));
  const sendCode = () =>
    form
      .validateFields(['phone_number'])
      .then(notReady)
      .catch(() => undefined);

  return (
    <Form form={form} layout="vertical" size="large" onFinish={notReady} requiredMark={false}>
      <Form.Item
        name="phone_number"
        rules={[
          { required: true, message: t('login.phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('login.phoneInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.phonePlaceholder')} maxLength={11} />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="verify_code"
            noStyle
            rules={[{ required: true, len: 4, message: t('login.codeRequired') }]}
          >
            <Input prefix={<SafetyOutlined />} placeholder={t('login.codePlaceholder')} maxLength={4} />
          </Form.Item>
          <Button onClick={sendCode}>{t('login.sendCode')}</Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <Card style={{ width: 400, maxWidth: '92vw' }}>
      <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('login.subtitle')}
      </Typography.Paragraph>
      <Tabs
        centered
        items={[
          { key: 'password', label: t('login.tabPassword'), children: <PasswordForm /> },
          { key: 'sms', label: t('login.tabSms'), children: <SmsForm /> },
          {
            key: 'wechat',
            label: t('login.tabWechat'),
            children: <Alert type="info" showIcon message={t('login.wechatNotConfigured')} />,
          },
        ]}
      />
      <div style={{ textAlign: 'center' }}>
        <Link to="/sign/gonggao">{t('login.announcements')}</Link>
      </div>
    </Card>
  );
}
