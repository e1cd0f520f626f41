import { ArrowLeftOutlined, HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Menu, Spin, theme } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import HeaderActions from '../components/HeaderActions';
import { homePathFor, matchChain } from '../routes/access';
import { consoleRoutes, menuRoutesFor } from '../routes/routeTable';
import { rememberLocation } from '../services/storage';
import { useSession } from '../session';
import { menuItems, selectedMenuKey } from './menu';

/** The signed-in frame: collapsible sidebar, header with actions, breadcrumb bar, page. */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const info = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const menuRoutes = useMemo(() => menuRoutesFor(info), [info]);
  const items = useMemo(() => (info ? menuItems(menuRoutes, info, t) : []), [menuRoutes, info, t]);

  if (info?.if_phone_number !== 1) {
    rememberLocation(location.pathname + location.search);
    return <Navigate to={info ? '/sign/bind/phone' : '/sign/login'} replace />;
  }

  const chain = matchChain(consoleRoutes, location.pathname) ?? [];
  const trail = chain.slice(1);
  const current = chain.at(-1);
  const selected = selectedMenuKey(menuRoutes, location.pathname) ?? location.pathname;
  const openGroups = trail.filter((r) => r.children).map((r) => r.path);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} theme="dark">
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
          }}
          data-testid="console-brand"
        >
          <strong>{collapsed ? 'DH' : t('app.title')}</strong>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[selected]}
          defaultOpenKeys={openGroups}
          onClick={({ key }) => navigate(key)}
          data-testid="side-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Button
            type="text"
            aria-label={collapsed ? t('header.expand') : t('header.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <HeaderActions />
        </Layout.Header>
        <div
          style={{ padding: '12px 24px', background: token.colorBgContainer, display: 'flex', gap: 12 }}
          data-testid="breadcrumb-bar"
        >
          {current?.showGoBack && (
            <Button size="small" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              {t('common.back')}
            </Button>
          )}
          <Breadcrumb
            items={[
              {
                title: (
                  <Link to={homePathFor(info)} aria-label={t('common.home')}>
                    <HomeOutlined />
                  </Link>
                ),
              },
              ...trail.map((r) => ({ title: t(`menu.${r.name}`) })),
            ]}
          />
        </div>
        <Layout.Content style={{ margin: 24 }}>
          <Suspense fallback={<Spin tip={t('common.loading')}>{t('common.loading')}</Spin>}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
