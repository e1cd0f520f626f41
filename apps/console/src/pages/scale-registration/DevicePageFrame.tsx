import { Button, Card, Layout, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/auth';
import LanguageSwitch from '../../components/LanguageSwitch';
import { useBrand } from '../../i18n/useBrand';
import { endSession, useSession } from '../../session';

/**
 * The frame of the pages a phone opens from a scale's QR code: no sidebar, brand and language
 * switch on top, one full-width card (readable at 375 px), and who is signed in at the bottom.
 */
export default function DevicePageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const session = useSession();
  const switchAccount = async () => {
    await logout().catch(() => null);
    endSession();
  };
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Layout.Header
        style={{
          background: '#fff',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '0 12px',
        }}
      >
        <Typography.Link href="/" style={{ fontWeight: 600, color: '#004494' }}>
          {brand}
        </Typography.Link>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content
        style={{ padding: 12, display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
      >
        <Card style={{ width: '100%', maxWidth: 480 }} styles={{ body: { padding: 16 } }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
          {session && (
            <Space wrap style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text type="secondary" data-testid="signed-in-as">
                {t('scaleRegistration.signedInAs', { name: session.nickname || session.username || '' })}
              </Typography.Text>
              <Button type="link" size="small" onClick={switchAccount}>
                {t('scaleRegistration.switchAccount')}
              </Button>
            </Space>
          )}
        </Card>
      </Layout.Content>
    </Layout>
  );
}
