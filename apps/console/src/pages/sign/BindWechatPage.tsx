import { WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useConsoleConfig } from '../../api/console-config';
import { wechatAuthorizeUrl, wechatFlowFor } from '../../services/wechat';
import { useSession } from '../../session';

/** /sign/bind/wechat: binds the signed-in account to the person's WeChat. */
export default function BindWechatPage() {
  const { t } = useTranslation();
  const info = useSession();
  const flow = wechatFlowFor(useConsoleConfig(), navigator.userAgent);
  if (!info) return <Navigate to="/sign/login" replace />;
  return (
    <Card style={{ width: 400, maxWidth: '92vw', textAlign: 'center' }}>
      <Typography.Title level={3}>{t('bind.wechatTitle')}</Typography.Title>
      {info.if_wechat === 1 && (
        <Alert type="success" showIcon title={t('common.bound')} style={{ marginBottom: 16 }} />
      )}
      {flow ? (
        <>
          <Typography.Paragraph type="secondary">{t('bind.wechatHint')}</Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            icon={<WechatOutlined />}
            style={{ background: '#07c160' }}
            onClick={() => window.location.assign(wechatAuthorizeUrl(flow, 'bind', window.location.origin))}
          >
            {t('bind.wechatStart')}
          </Button>
        </>
      ) : (
        <Alert type="info" showIcon title={t('bind.wechatNotConfigured')} />
      )}
    </Card>
  );
}
