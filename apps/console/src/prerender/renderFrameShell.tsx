/**
 * The frame's shell rendered at build time (build/prerender-frame.mjs runs this through the SSR
 * bundle of signLogin.tsx): both languages' markup and the antd styles they need, with the app's
 * providers and theme (as the sign-in page, prerender/signLogin.tsx).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { HomeOutlined, UserOutlined } from '@ant-design/icons';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  ConfigProvider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Layout,
  List,
  Menu,
  Popover,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import FeedbackProvider from '../feedback/FeedbackProvider';
import { i18n, type Language } from '../i18n';
import { en } from '../i18n/locales/en';
import { zh } from '../i18n/locales/zh';
import { consoleTheme } from '../theme';
import FrameShell from './frameShell';

export async function renderFrameShell(): Promise<{ html: Record<Language, string>; css: string }> {
  const cache = createCache();
  const html = {} as Record<Language, string>;
  for (const language of ['ch', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', language === 'en' ? en : zh, true, true);
    await i18n.changeLanguage(language);
    html[language] = renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={consoleTheme(true)}>
          <FeedbackProvider>
            <FrameShell />
          </FeedbackProvider>
        </ConfigProvider>
      </StyleProvider>,
    );
  }
  return { html, css: extractStyle(cache, { plain: true }) };
}

/**
 * antd's styles of the components the frame and the dashboard draw first, for the app's first
 * render over the painted frame (build/prerender-frame.mjs writes them to a stylesheet that
 * dist/frame.html loads with the entry): whole, with cssinjs' map of the style paths they hold
 * (`.data-ant-cssinjs-cache-path`), so cssinjs takes them as a CSS file's and neither computes nor
 * inserts those styles at run time (@ant-design/cssinjs `existPath`, its "extract to a CSS file" use).
 * On a slow phone computing and inserting them was a large part of the first render's long tasks
 * (bench/README.md). Same theme as the app's (motion on); with motion off, or any component not
 * here, cssinjs makes its styles as ever. Each component once is enough: its styles are one path
 * for all its variants.
 */
export function renderFrameStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={consoleTheme(true)}>
        <FeedbackProvider>
          <Layout hasSider>
            <Layout.Sider theme="dark" collapsible trigger={null}>
              <Menu
                theme="dark"
                mode="inline"
                items={[
                  { key: 'a', label: 'a', icon: <HomeOutlined />, children: [{ key: 'b', label: 'b' }] },
                ]}
              />
            </Layout.Sider>
            <Layout>
              <Layout.Header>
                <Space>
                  <Tooltip title="t">
                    <Button type="text" icon={<HomeOutlined />} />
                  </Tooltip>
                  <Popover content="p">
                    <Badge count={1} size="small">
                      <Button size="small">b</Button>
                    </Badge>
                  </Popover>
                  <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
                    <Avatar size="small" icon={<UserOutlined />} />
                  </Dropdown>
                </Space>
              </Layout.Header>
              <Breadcrumb items={[{ title: 'a' }, { title: 'b' }]} />
              <Layout.Content>
                <Spin tip="s">s</Spin>
                <Card title="c" extra="e" size="small">
                  <Typography.Title level={5}>t</Typography.Title>
                  <Typography.Paragraph type="secondary">p</Typography.Paragraph>
                  <Typography.Text>t</Typography.Text>
                  <Typography.Link>l</Typography.Link>
                  <Flex vertical gap={12}>
                    <Row gutter={[12, 12]}>
                      <Col xs={24} md={12} lg={6}>
                        <Statistic title="s" value={1} loading />
                      </Col>
                    </Row>
                  </Flex>
                  <List
                    dataSource={[1]}
                    renderItem={(n) => (
                      <List.Item extra="e">
                        <List.Item.Meta title={n} description="d" />
                        <Tag>{n}</Tag>
                      </List.Item>
                    )}
                  />
                  <Skeleton active paragraph={{ rows: 1 }} />
                  <Drawer open={false} />
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                </Card>
              </Layout.Content>
            </Layout>
          </Layout>
        </FeedbackProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
