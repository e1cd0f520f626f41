import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadPaymentSticker,
  type PaymentChannel,
  type PaymentSettings,
  type PaymentSettingsChanges,
  paymentSettings,
  savePaymentSettings,
} from '../../api/payments';
import { useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useQrDataUrl } from '../../hooks/useQrDataUrl';
import { loadPageTexts } from '../../i18n';
import { showOnFields } from '../../services/field-errors';
import { paymentDraftOf as draftOf, type PaymentDraft, paymentChanges } from './paymentChanges';

// The payments texts load with this page (i18n/index.ts): it renders once they are in.
await loadPageTexts('payments');

type Draft = PaymentDraft;
const FIELDS: ReadonlySet<string> = new Set(['enabled', 'wechat_sub_mchid', 'alipay_app_auth_token']);

/** One provider's part of the form: its state line (bound, verified, unbind) over its input. */
function ProviderSection({
  channel,
  settings,
  saving,
  onUnbind,
  children,
}: {
  channel: PaymentChannel;
  settings: PaymentSettings;
  saving: boolean;
  onUnbind: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const configured = settings.providers[channel];
  const bound = channel === 'wechat' ? settings.wechat : settings.alipay;
  const state =
    settings.wechat && channel === 'wechat'
      ? t('payments.settings.wechatBound', { sub: settings.wechat.sub_mchid })
      : settings.alipay && channel === 'alipay'
        ? t('payments.settings.alipayBound', {
            merchant: settings.alipay.merchant_id,
            tail: settings.alipay.token_tail,
          })
        : t('payments.settings.notBound');
  return (
    <section
      data-testid={`payment-${channel}`}
      data-bound={bound ? 'yes' : 'no'}
      data-configured={configured ? 'yes' : 'no'}
      style={{ minWidth: 0 }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t(`payments.channels.${channel}`)}
      </Typography.Title>
      {!configured && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(`payments.settings.notConfigured.${channel}`)}
          data-testid={`payment-${channel}-not-configured`}
        />
      )}
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Text
          type={bound ? 'success' : 'secondary'}
          style={{ overflowWrap: 'anywhere' }}
          data-testid={`payment-${channel}-state`}
        >
          {state}
        </Typography.Text>
        {bound && (
          <Typography.Text type="secondary" data-testid={`payment-${channel}-verified`}>
            {t('payments.settings.verified', { time: dateTime(bound.verified_time) })}
          </Typography.Text>
        )}
        {bound && settings.can_edit && (
          <Button
            size="small"
            danger
            disabled={saving}
            onClick={onUnbind}
            data-testid={`payment-${channel}-unbind`}
          >
            {t('payments.settings.unbind')}
          </Button>
        )}
      </Flex>
      {children}
    </section>
  );
}

/** The payment code: its QR, the address with copy, the sticker, and what a cashier scale adds. */
function PaymentCodeCard({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const qr = useQrDataUrl(settings.payment_url, 320);
  const [downloading, setDownloading] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(settings.payment_url);
      void message.success(t('payments.code.copied'));
    } catch {
      void message.info(settings.payment_url);
    }
  };
  const sticker = async () => {
    setDownloading(true);
    try {
      await downloadPaymentSticker(settings.shop_id);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card size="small" title={t('payments.code.title')} data-testid="payment-code-card">
      <Flex gap={16} wrap align="flex-start">
        {qr ? (
          <img src={qr} width={160} height={160} alt={t('payments.code.qrAlt')} data-testid="payment-qr" />
        ) : (
          <div style={{ width: 160, height: 160 }} />
        )}
        <Space direction="vertical" size={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography.Text type="secondary">{t('payments.code.hint')}</Typography.Text>
          <Typography.Text code style={{ overflowWrap: 'anywhere' }} data-testid="payment-url">
            {settings.payment_url}
          </Typography.Text>
          <Space wrap>
            <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="payment-url-copy">
              {t('payments.code.copy')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={downloading}
              onClick={() => void sticker()}
              data-testid="payment-sticker"
            >
              {t('payments.code.sticker')}
            </Button>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('payments.code.scaleHint', { suffix: '&a=<fen>&t=<ticket>' })}
          </Typography.Text>
        </Space>
      </Flex>
    </Card>
  );
}

/**
 * A shop's "Payments" tab (issue 31 §1): its merchant bindings (WeChat Pay sub-merchant, Alipay app
 * authorisation), each verified by its provider when saved, the switch that turns payments on, and
 * its payment code. Owners, managers and administrators (the shop page shows the tab to them only).
 */
export default function ShopPaymentsTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const queryKey = ['payments', 'settings', shopId];
  const {
    data: settings,
    isLoading,
    error: loadError,
  } = useQuery({
    queryKey,
    queryFn: () => paymentSettings(shopId),
  });
  const [form] = Form.useForm<Draft>();
  const [refusal, setRefusal] = useState<string | null>(null);
  Form.useWatch([], form);
  useUnsavedChangesPrompt(settings !== undefined && form.isFieldsTouched());

  // The form follows the stored settings each time they change (loaded, saved, unbound).
  useEffect(() => {
    if (settings)
      form.setFields(
        Object.entries(draftOf(settings)).map(([name, value]) => ({
          name: name as keyof Draft,
          value,
          touched: false,
          errors: [],
        })),
      );
  }, [settings, form]);

  const save = useMutation({
    mutationFn: (body: PaymentSettingsChanges) => savePaymentSettings(shopId, body),
    onMutate: () => setRefusal(null),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(queryKey, answer);
      const unbound = Object.values(body).includes(null);
      void message.success(t(unbound ? 'payments.settings.unbound' : 'payments.settings.saved'));
    },
    onError: (error: Error) => {
      if (!showOnFields(form, error, FIELDS)) setRefusal(error.message);
    },
  });

  if (isLoading) return <Card loading />;
  if (!settings)
    return (
      <Alert
        type="error"
        showIcon
        message={loadError instanceof Error ? loadError.message : t('payments.detail.loadFailed')}
      />
    );

  const unbind = (channel: PaymentChannel) => {
    const provider = t(`payments.channels.${channel}`);
    modal.confirm({
      title: t('payments.settings.unbindTitle', { provider }),
      content: t('payments.settings.unbindContent', { provider }),
      okText: t('payments.settings.unbind'),
      okButtonProps: { danger: true },
      // A refusal shows under the form (onError), so the dialog closes either way.
      onOk: () =>
        save
          .mutateAsync(
            channel === 'wechat'
              ? { wechat_sub_mchid: null, version: settings.version }
              : { alipay_app_auth_token: null, version: settings.version },
          )
          .catch(() => undefined),
    });
  };

  const submit = (draft: Draft) => {
    const body = paymentChanges(settings, draft);
    if (!body) {
      void message.info(t('payments.settings.nothingChanged'));
      return;
    }
    save.mutate(body);
  };

  const readOnly = !settings.can_edit;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="shop-payments">
      <Card size="small" title={t('payments.settings.title')}>
        {readOnly && (
          <Typography.Paragraph type="secondary">{t('payments.settings.readOnly')}</Typography.Paragraph>
        )}
        <Form<Draft>
          form={form}
          name="payment-settings"
          layout="vertical"
          initialValues={draftOf(settings)}
          onFinish={submit}
          disabled={readOnly || save.isPending}
          data-testid="payment-settings-form"
          style={{ maxWidth: 560 }}
        >
          <Form.Item
            name="enabled"
            label={t('payments.settings.enabled')}
            valuePropName="checked"
            extra={t('payments.settings.enabledHint')}
          >
            <Switch data-testid="payment-enabled" />
          </Form.Item>
          <ProviderSection
            channel="wechat"
            settings={settings}
            saving={save.isPending}
            onUnbind={() => unbind('wechat')}
          >
            <Form.Item name="wechat_sub_mchid" label={t('payments.settings.wechatSubMchid')}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                placeholder={t('payments.settings.wechatPlaceholder')}
                disabled={readOnly || !settings.providers.wechat}
                data-testid="payment-wechat-input"
              />
            </Form.Item>
          </ProviderSection>
          <ProviderSection
            channel="alipay"
            settings={settings}
            saving={save.isPending}
            onUnbind={() => unbind('alipay')}
          >
            <Form.Item name="alipay_app_auth_token" label={t('payments.settings.alipayToken')}>
              <Input.Password
                autoComplete="new-password"
                visibilityToggle={false}
                maxLength={128}
                placeholder={t('payments.settings.alipayPlaceholder')}
                disabled={readOnly || !settings.providers.alipay}
                data-testid="payment-alipay-input"
              />
            </Form.Item>
          </ProviderSection>
          {refusal && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('payments.settings.refused')}
              description={refusal}
              data-testid="payment-settings-refusal"
            />
          )}
          {!readOnly && (
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="payment-settings-save"
            >
              {t('payments.settings.save')}
            </Button>
          )}
        </Form>
      </Card>
      <PaymentCodeCard settings={settings} />
    </Space>
  );
}
