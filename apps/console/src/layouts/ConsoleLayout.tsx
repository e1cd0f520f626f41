import {
  ArrowLeftOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Menu, Spin, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { needsPhoneBinding } from '../access/roles';
import HeaderActions from '../components/HeaderActions';
import { useBrand } from '../i18n/useBrand';
import { homePathFor, matchChain } from '../routes/access';
import { consoleRoutes, menuRoutesFor } from '../routes/routeTable';
import { FirstPageMark } from '../services/afterFirstPage';
import { rememberLocation } from '../services/storage';
import { useSession } from '../session';
import { groupsHolding, menuItems, selectedMenuKey } from './menu';
import { useOpenMenuGroups } from './useOpenMenuGroups';
import { usePhone } from './usePhone';

const SIDER_WIDTH = 220;
/** The areas' roots only redirect (to the dashboard, or an inspector's scales). */
const AREA_ROOTS = new Set(['/project', '/admin', '/inspect']);
// Desktops never show it; on a phone it is closed until the menu button is tapped.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/**
 * The signed-in frame: a sidebar (a drawer on phones) and a header that stay in place while the
 * page scrolls, a breadcrumb bar, the page; the tab's title is the page's plus the product's.
 */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const brandName = useBrand();
  const info = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const phone = usePhone();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuRoutes = useMemo(() => menuRoutesFor(info), [info]);
  const items = useMemo(() => (info ? menuItems(menuRoutes, info, t) : []), [menuRoutes, info, t]);

  const selected = selectedMenuKey(menuRoutes, location.pathname) ?? location.pathname;
  const [openGroups, setOpenGroups] = useOpenMenuGroups(groupsHolding(menuRoutes, selected));

  const chain = matchChain(consoleRoutes, location.pathname) ?? [];
  const current = chain.at(-1);
  // A path of no page of the table is the frame's 403 or 404 page: it names itself all the same.
  const errorStatus =
    current?.name || AREA_ROOTS.has(location.pathname) ? null : location.pathname === '/403' ? 403 : 404;
  const pageTitle = current?.name
    ? t(`menu.${current.name}`)
    : errorStatus
      ? t(`errors.titles.${errorStatus}`)
      : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${brandName}` : brandName;
  }, [pageTitle, brandName]);
  // The browser's back and forward close the drawer; a page chosen in it closes it (the menu's
  // onClick). A redirect must not: /project → /project/dashboard commits after a tap on the menu
  // button when the page's code is still loading, and used to shut the drawer just opened.
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every back or forward
  useEffect(() => {
    if (navigationType === 'POP') setDrawerOpen(false);
  }, [location.key]);

  if (!info || needsPhoneBinding(info)) {
    rememberLocation(location.pathname + location.search);
    return <Navigate to={info ? '/sign/bind/phone' : '/sign/login'} replace />;
  }

  const trail = chain.slice(1);
  const redirecting = AREA_ROOTS.has(location.pathname);

  const brand = (wide: boolean) => (
    <div
      style={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff' }}
      data-testid="console-brand"
    >
      <strong>{wide ? brandName : 'DH'}</strong>
    </div>
  );
  // A collapsed sider shows groups as pop-ups of its own: it is left uncontrolled (and remounted).
  const inline = phone || !collapsed;
  const menu = (
    <Menu
      key={inline ? 'inline' : 'collapsed'}
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      {...(inline ? { openKeys: openGroups, onOpenChange: setOpenGroups } : {})}
      onClick={({ key }) => {
        setDrawerOpen(false);
        navigate(key);
      }}
      data-testid="side-menu"
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDER_WIDTH + 40}>
            {brand(true)}
            {menu}
          </MenuDrawer>
        </Suspense>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={SIDER_WIDTH}
          theme="dark"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          {brand(!collapsed)}
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            background: token.colorBgContainer,
            padding: phone ? '0 8px' : '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          {phone ? (
            <Button
              type="text"
              aria-label={t('header.openMenu')}
              icon={<MenuOutlined />}
              onClick={() => setDrawerOpen(true)}
              data-testid="menu-button"
            />
          ) : (
            <Button
              type="text"
              aria-label={collapsed ? t('header.expand') : t('header.collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
          )}
          <HeaderActions compact={phone} />
        </Layout.Header>
        <div
          style={{
            padding: phone ? '8px 12px' : '12px 24px',
            background: token.colorBgContainer,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
          }}
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
              ...(errorStatus ? [{ title: pageTitle }] : []),
            ]}
          />
        </div>
        <Layout.Content style={{ margin: phone ? 12 : 24, minWidth: 0 }}>
          <Suspense fallback={<Spin tip={t('common.loading')}>{t('common.loading')}</Spin>}>
            {/* /project and /admin only redirect to the dashboard; the router keeps them on screen
                while the dashboard's code loads (right after sign-in), so they show the spinner. */}
            {redirecting && (
              <Spin tip={t('common.loading')} data-testid="page-loading">
                {t('common.loading')}
              </Spin>
            )}
            <Outlet />
            <FirstPageMark />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
