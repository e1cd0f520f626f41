import type { UserInfo } from '@dahua/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Select, Spin, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isAdministrator, isCompanyManager } from '../../access/roles';
import {
  fetchModelOptions,
  judgeScale,
  type RegisteredScale,
  type RegisterBody as RegisterFields,
  registerScale,
  SCALE_UUID_PATTERN,
} from '../../api/scaleRegistration';
import { ShopSelect } from '../../components/selectors/ShopSelect';
import { useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt';
import { homePathFor } from '../../routes/access';
import { useSession } from '../../session';
import DevicePageFrame from './DevicePageFrame';
import InlineSignIn from './InlineSignIn';

/** The console page managing one scale, in the signed-in person's own area. */
export function scaleManagePath(info: UserInfo | null, scaleId: number): string {
  return `${homePathFor(info)}/scaleMng/scaleList/manage/${scaleId}`;
}

/** Administrators, and a company's owners and managers, register scales. */
function mayRegister(info: UserInfo): 'yes' | 'noCompany' | 'noRights' {
  if (isAdministrator(info)) return 'yes';
  if (!info.company_info) return 'noCompany';
  return isCompanyManager(info) ? 'yes' : 'noRights';
}

type FormValues = {
  shop_id: number;
  scale_name: string;
  model_code?: RegisterFields['model_code'];
  desc?: string;
  if_verify?: boolean;
};

function RegisterForm({
  uuid,
  onRegistered,
}: {
  uuid: string;
  onRegistered: (scale: RegisteredScale) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  // Typed but not registered yet: leaving asks first (the form goes once the scale is registered).
  const [edited, setEdited] = useState(false);
  useUnsavedChangesPrompt(edited && !busy);
  const models = useQuery({
    queryKey: ['scale-models-options'],
    queryFn: fetchModelOptions,
    staleTime: 600_000,
  });
  const submit = async (values: FormValues) => {
    setBusy(true);
    try {
      onRegistered(
        await registerScale({
          shop_id: values.shop_id,
          scale_name: values.scale_name.trim(),
          desc: values.desc?.trim() ?? '',
          img_url: '',
          if_verify: values.if_verify ? 1 : 0,
          scale_uuid: uuid,
          model_code: values.model_code,
        }),
      );
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const modelOptions = (models.data ?? []).map((m) => ({
    value: m.code,
    label: i18n.language === 'en' ? m.name_en : m.name_zh,
  }));
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => setEdited(true)}
      name="scale-register"
      data-testid="scale-register-form"
      initialValues={{ if_verify: false }}
    >
      <Typography.Paragraph>{t('scaleRegistration.formIntro')}</Typography.Paragraph>
      <Form.Item
        name="shop_id"
        label={t('scaleRegistration.shop')}
        rules={[{ required: true, message: t('scaleRegistration.shopRequired') }]}
      >
        <ShopSelect style={{ width: '100%' }} data-testid="register-shop" />
      </Form.Item>
      <Form.Item
        name="scale_name"
        label={t('scaleRegistration.scaleName')}
        rules={[{ required: true, whitespace: true, message: t('scaleRegistration.scaleNameRequired') }]}
      >
        <Input maxLength={50} placeholder={t('scaleRegistration.scaleNamePlaceholder')} />
      </Form.Item>
      {modelOptions.length > 0 && (
        <Form.Item name="model_code" label={t('scaleRegistration.model')}>
          <Select options={modelOptions} allowClear />
        </Form.Item>
      )}
      <Form.Item name="desc" label={t('scaleRegistration.desc')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="if_verify" label={t('scaleRegistration.ifVerify')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('scaleRegistration.submitRegister')}
      </Button>
    </Form>
  );
}

/** The success screen: the device credential, this once, with a copy button and a warning. */
function Registered({ scale, info }: { scale: RegisteredScale; info: UserInfo }) {
  const { t } = useTranslation();
  return (
    <div data-testid="scale-registered">
      <Result
        status="success"
        title={t('scaleRegistration.registeredTitle')}
        subTitle={t('scaleRegistration.registeredSubtitle', {
          name: scale.scale_name,
          shop: scale.shop_name,
        })}
        style={{ padding: '16px 0' }}
      />
      {scale.device_credential ? (
        <>
          <Typography.Text strong>{t('scaleRegistration.credential')}</Typography.Text>
          <Typography.Paragraph
            code
            copyable={{
              text: scale.device_credential,
              tooltips: [t('scaleRegistration.copy'), t('scaleRegistration.copied')],
            }}
            style={{ wordBreak: 'break-all', fontSize: 16, marginTop: 8 }}
            data-testid="device-credential"
          >
            {scale.device_credential}
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={t('scaleRegistration.credentialWarning')} />
        </>
      ) : (
        <Alert type="error" showIcon title={t('scaleRegistration.noCredential')} />
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={scaleManagePath(info, scale.id)}>{t('scaleRegistration.manageScale')}</Link>
      </div>
    </div>
  );
}

function RegisterBody({ uuid, info }: { uuid: string; info: UserInfo }) {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<RegisteredScale | null>(null);
  const judged = useQuery({
    queryKey: ['scale-register-judge', info.id, uuid],
    queryFn: () => judgeScale(uuid),
    enabled: registered === null,
    retry: false,
  });
  if (registered) return <Registered scale={registered} info={info} />;
  if (judged.isPending)
    return <Spin tip={t('scaleRegistration.checking')}>{<div style={{ height: 80 }} />}</Spin>;
  if (judged.isError || !judged.data)
    return <Alert type="error" showIcon title={t('request.responseFailed')} />;
  const answer = judged.data;
  if (answer.registered && answer.mine && answer.scale_id !== undefined) {
    return (
      <div data-testid="scale-already-mine">
        <Result
          status="info"
          title={t('scaleRegistration.alreadyMine', { shop: answer.shop_name ?? '' })}
          subTitle={t('scaleRegistration.alreadyMineScale', { name: answer.scale_name ?? '' })}
          extra={
            <Link to={scaleManagePath(info, answer.scale_id)}>
              <Button type="primary">{t('scaleRegistration.manageScale')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (answer.registered) {
    return (
      <div data-testid="scale-registered-elsewhere">
        <Result
          status="warning"
          title={t('scaleRegistration.registeredElsewhere')}
          subTitle={t('scaleRegistration.registeredElsewhereHint')}
        />
      </div>
    );
  }
  const may = mayRegister(info);
  if (may !== 'yes') return <Alert type="warning" showIcon title={t(`scaleRegistration.${may}`)} />;
  return <RegisterForm uuid={uuid} onRegistered={setRegistered} />;
}

/** /page/scales/register?scale_uuid=…: opened from the scale's registration QR code. */
export default function RegisterScalePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useSession();
  const uuid = params.get('scale_uuid')?.trim() ?? '';
  let body: ReactNode;
  if (!uuid) {
    body = (
      <Result
        status="warning"
        title={t('scaleRegistration.missingUuid')}
        subTitle={t('scaleRegistration.missingUuidHint')}
      />
    );
  } else if (!SCALE_UUID_PATTERN.test(uuid)) {
    body = <Result status="warning" title={t('scaleRegistration.badUuid')} />;
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
          {t('scaleRegistration.scaleUuid')}: <span data-testid="scale-uuid">{uuid}</span>
        </Typography.Paragraph>
        {info ? (
          <RegisterBody uuid={uuid} info={info} />
        ) : (
          <InlineSignIn intro={t('scaleRegistration.signInToRegister')} />
        )}
      </>
    );
  }
  return <DevicePageFrame title={t('scaleRegistration.registerTitle')}>{body}</DevicePageFrame>;
}
