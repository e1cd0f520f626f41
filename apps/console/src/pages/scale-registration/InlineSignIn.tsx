import { WechatOutlined } from '@ant-design/icons';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { Alert, Button, Form, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginWithSms } from '../../api/account';
import { loginWithPassword } from '../../api/auth';
import { useConsoleConfig } from '../../api/console-config';
import PasswordSignInForm, { type PasswordValues } from '../../components/PasswordSignInForm';
import PhoneCodeFields, { type PhoneCodeValues } from '../../components/PhoneCodeFields';
import { rememberLocation } from '../../services/storage';
import { wechatAuthorizeUrl, wechatFlowFor } from '../../services/wechat';
import { startSession } from '../../session';

/** Runs a sign-in call and stores the session; the page re-renders signed in, where it was. */
function useInlineSignIn<T>(call: (values: T) => Promise<UserInfo>) {
  const [busy, setBusy] = useState(false);
  const submit = async (values: T) => {
    setBusy(true);
    try {
      startSession(await call(values));
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

function SmsSignIn() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneCodeValues>();
  const { busy, submit } = useInlineSignIn((values: PhoneCodeValues) =>
    loginWithSms(values.phone_number.trim(), values.verify_code),
  );
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="inline-sms-form">
      <PhoneCodeFields form={form} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

function PasswordSignIn() {
  const { busy, submit } = useInlineSignIn(({ identifier, password }: PasswordValues) =>
    loginWithPassword(identifier.trim(), password),
  );
  return <PasswordSignInForm busy={busy} onFinish={submit} testId="inline-password-form" />;
}

/** WeChat's own sign-in flow; the callback brings the person back to this page (remembered). */
function WechatSignIn() {
  const { t } = useTranslation();
  const location = useLocation();
  const flow = wechatFlowFor(useConsoleConfig(), navigator.userAgent);
  if (!flow) return <Alert type="info" showIcon title={t('login.wechatNotConfigured')} />;
  return (
    <Button
      block
      size="large"
      icon={<WechatOutlined />}
      style={{ background: '#07c160', color: '#fff' }}
      onClick={() => {
        rememberLocation(location.pathname + location.search);
        window.location.assign(wechatAuthorizeUrl(flow, 'login', window.location.origin));
      }}
    >
      {t('scaleRegistration.wechatSignIn')}
    </Button>
  );
}

/** Sign-in inside the page (SMS code first: the page is opened on a phone), without leaving it. */
export default function InlineSignIn({ intro }: { intro: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="inline-sign-in">
      <Alert type="info" showIcon title={intro} style={{ marginBottom: 12 }} />
      <Tabs
        items={[
          { key: 'sms', label: t('login.tabSms'), children: <SmsSignIn /> },
          { key: 'password', label: t('login.tabPassword'), children: <PasswordSignIn /> },
          { key: 'wechat', label: t('login.tabWechat'), children: <WechatSignIn /> },
        ]}
      />
    </div>
  );
}
