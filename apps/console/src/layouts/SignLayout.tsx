import { Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import LanguageSwitch from '../components/LanguageSwitch';
import { useBrand } from '../i18n/useBrand';
import { FirstPageMark } from '../services/afterFirstPage';

/** The frame of the /sign pages: brand, language switch, a centred card. */
export default function SignLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e8f0fb 0%, #f7f9fc 100%)' }}>
      <Layout.Header style={{ background: 'transparent', display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Link href="/" style={{ fontWeight: 600, color: '#004494' }} data-testid="sign-brand">
          {brand}
        </Typography.Link>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: 48 }}
      >
        <Suspense fallback={t('common.loading')}>
          <Outlet />
          <FirstPageMark />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
