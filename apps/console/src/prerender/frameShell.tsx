/**
 * The signed-in frame's shell rendered at build time (build/prerender-frame.mjs; issue 33 §3): what
 * every signed-in page shows before its script has run, painted from the HTML. It is the frame of
 * ConsoleLayout without what depends on the person (the menu's entries, the header's actions, the
 * breadcrumb's trail) or on the page: the sidebar with the brand (a wide window) or the header's menu
 * button (a phone), the header, the breadcrumb bar with its home icon and the page's loading spinner,
 * each in ConsoleLayout's boxes, so the frame the app then draws over it (main.tsx, `preloadFrame`)
 * fills the same places: what is added appears where there was nothing, nothing moves.
 *
 * One markup for both widths: CSS (build/prerender-frame.mjs) shows the phone's or the wide
 * window's parts at ConsoleLayout's breakpoint (antd's `md`, 768 px, usePhone.ts).
 */
import { HomeOutlined, MenuFoldOutlined, MenuOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../i18n/useBrand';

/** ConsoleLayout's sider width. */
const SIDER_WIDTH = 220;

export default function FrameShell() {
  const { t } = useTranslation();
  const brandName = useBrand();
  const { token } = theme.useToken();
  return (
    // hasSider: the class antd's Layout otherwise sets from an effect, which a server render never runs.
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <Layout.Sider
        className="frame-shell-wide"
        collapsible
        trigger={null}
        width={SIDER_WIDTH}
        theme="dark"
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
          }}
        >
          <strong>{brandName}</strong>
        </div>
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="frame-shell-header"
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            background: token.colorBgContainer,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          <Button
            className="frame-shell-phone"
            type="text"
            aria-label={t('header.openMenu')}
            icon={<MenuOutlined />}
            tabIndex={-1}
          />
          <Button
            className="frame-shell-wide"
            type="text"
            aria-label={t('header.collapse')}
            icon={<MenuFoldOutlined />}
            tabIndex={-1}
          />
        </Layout.Header>
        <div
          className="frame-shell-breadcrumb"
          style={{ background: token.colorBgContainer, display: 'flex', flexWrap: 'wrap', gap: 12 }}
        >
          <Breadcrumb items={[{ title: <HomeOutlined aria-label={t('common.home')} /> }]} />
        </div>
        <Layout.Content className="frame-shell-content" style={{ minWidth: 0 }}>
          <Spin tip={t('common.loading')}>{t('common.loading')}</Spin>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
