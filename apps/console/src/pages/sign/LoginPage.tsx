import { WechatOutlined } from '@ant-design/icons';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { Alert, Button, Card, Form, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginWithSms } from '../../api/account';
import { loginWithPassword } from '../../api/auth';
import { useConsoleConfig } from '../../api/console-config';
import PasswordSignInForm, { type PasswordValues } from '../../components/PasswordSignInForm';
import PhoneCodeFields, { type PhoneCodeValues } from '../../components/PhoneCodeFields';
import { landingAfterSignIn } from '../../routes/landing';
import { wechatAuthorizeUrl, wechatFlowFor } from '../../services/wechat';
import { startSession } from '../../session';

/** Runs a sign-in call; on success stores the session and goes where SPEC §4 says. */
function useSignIn<T>(call: (values: T) => Promise<UserInfo>) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (values: T) => {
    setBusy(true);
    try {
      const info = await call(values);
      startSession(info);
      navigate(landingAfterSignIn(info), { replace: true });
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

function PasswordForm() {
  const { busy, submit } = useSignIn(({ identifier, password }: PasswordValues) =>
    loginWithPassword(identifier.trim(), password),
  );
  return <PasswordSignInForm busy={busy} onFinish={submit} size="large" testId="password-form" />;
}

function SmsForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneCodeValues>();
  const { busy, submit } = useSignIn((values: PhoneCodeValues) =>
    loginWithSms(values.phone_number.trim(), values.verify_code),
  );
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
      data-testid="sms-form"
    >
      <PhoneCodeFields form={form} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

function WechatPanel() {
  const { t } = useTranslation();
  const flow = wechatFlowFor(useConsoleConfig(), navigator.userAgent);
  if (!flow) return <Alert type="info" showIcon title={t('login.wechatNotConfigured')} />;
  return (
    <div style={{ textAlign: 'center', padding: '24px 0' }}>
      <WechatOutlined style={{ fontSize: 64, color: '#07c160' }} />
      <Button
        type="primary"
        block
        size="large"
        style={{ marginTop: 16, background: '#07c160' }}
        onClick={() => window.location.assign(wechatAuthorizeUrl(flow, 'login', window.location.origin))}
      >
        {flow.type === 'web' ? t('wechat.scanToLogin') : t('wechat.openInWechat')}
      </Button>
    </div>
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
      {/* Three tabs on a 375 px phone's card: antd's 32 px gaps pushed the third (WeChat) off it. */}
      <Tabs
        centered
        tabBarGutter={16}
        items={[
          { key: 'password', label: t('login.tabPassword'), children: <PasswordForm /> },
          { key: 'sms', label: t('login.tabSms'), children: <SmsForm /> },
          { key: 'wechat', label: t('login.tabWechat'), children: <WechatPanel /> },
        ]}
      />
      <div style={{ textAlign: 'center' }}>
        <Link to="/sign/gonggao">{t('login.announcements')}</Link>
      </div>
    </Card>
  );
}
